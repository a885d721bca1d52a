import { useId, useState } from 'react';
import { PlanFields } from '@/components/plan-fields';
import { BackToGoalsLink } from '@/components/ui/back-to-goals-link';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { cn } from '@/components/ui/cn';
import { SelectField } from '@/components/ui/select-field';
import { type Frequency, type GoalSettings, type TargetType } from '@/domain/goal';
import { FREQUENCY_OPTIONS, TARGET_TYPE_OPTIONS } from '@/domain/goal-options';
import { encodePlan, planError, planOf, type PracticePlan } from '@/domain/practice-plan';
import { reminderTimeOf } from '@/domain/reminders';
import { t } from '@/i18n/t';
import {
  setSingleKeyShortcuts,
  useSingleKeyShortcuts,
} from '@/stores/keyboard/single-key-shortcuts.store';
import { useDefaultSettings } from '@/stores/settings/default-settings.store';
import { ReminderTimeField } from './components/reminder-time-field';
import { TargetValueField } from './components/target-value-field';
import { useSavedFlash } from './hooks/use-saved-flash';

type Patch = Partial<Omit<GoalSettings, 'resources'>>;

export default function SettingsPage() {
  const settings = useDefaultSettings((s) => s.settings);
  const { saved, flash } = useSavedFlash();
  // A plan without a day is shown (with its message) but not saved.
  const [typedPlan, setTypedPlan] = useState<PracticePlan | null>(null);

  function apply(patch: Patch) {
    useDefaultSettings.getState().update(patch);
    flash();
  }

  function setTarget(target: Partial<GoalSettings['target']>) {
    apply({ target: { ...useDefaultSettings.getState().settings.target, ...target } });
  }

  return (
    <section aria-labelledby="settings-title" className="mx-auto max-w-2xl space-y-6">
      <BackToGoalsLink />
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex items-center justify-between gap-3">
          <h1 id="settings-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Global Settings
          </h1>
          <p
            role="status"
            aria-live="polite"
            className={cn(
              'inline-flex h-7 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold transition-opacity',
              saved ? 'bg-emerald-50 text-emerald-700 opacity-100' : 'opacity-0',
            )}
          >
            {saved && (
              <>
                <span aria-hidden="true">✓</span>
                Saved
              </>
            )}
          </p>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          These defaults apply to new goals. Existing goals keep their own settings.
        </p>

        <div className="mt-8 space-y-6">
          <SelectField
            label="Default tracking frequency"
            options={FREQUENCY_OPTIONS}
            value={settings.frequency}
            onChange={(event) => apply({ frequency: event.target.value as Frequency })}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <SelectField
              label="Default target type"
              options={TARGET_TYPE_OPTIONS}
              value={settings.target.type}
              onChange={(event) => setTarget({ type: event.target.value as TargetType })}
            />
            <TargetValueField
              value={settings.target.value}
              onValidChange={(value) => setTarget({ value })}
            />
          </div>
          <PlanFields
            plan={typedPlan ?? planOf(settings)}
            showError
            onChange={(plan) => {
              setTypedPlan(plan);
              if (!planError(plan)) apply({ plan: encodePlan(plan) });
            }}
          />
          <fieldset className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <legend className="sr-only">Reminders and notifications</legend>
            <div className="space-y-3">
              <CheckboxField
                label="Default reminders"
                checked={settings.reminders}
                onChange={(event) => apply({ reminders: event.target.checked })}
              />
              <CheckboxField
                label="Default notifications"
                checked={settings.notifications}
                onChange={(event) => apply({ notifications: event.target.checked })}
              />
              <ReminderTimeField
                value={reminderTimeOf(settings)}
                onValidChange={(reminderTime) => apply({ reminderTime })}
              />
              <p className="text-xs text-slate-500">
                Reminders and notifications arrive while the app is open in a tab or installed. A
                closed browser cannot be woken without a push server, so nothing arrives while it is
                closed.
              </p>
            </div>
          </fieldset>
        </div>

        <p className="mt-8 border-t border-slate-100 pt-4 text-sm text-slate-500">
          Changes are saved automatically with your account and used whenever you create a new goal.
        </p>
      </div>
      <ShortcutsPreference />
    </section>
  );
}

/** A preference of this device, not a default for new goals: its own box (WCAG 2.1.4). */
function ShortcutsPreference() {
  const enabled = useSingleKeyShortcuts((s) => s.enabled);
  const hintId = useId();
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <CheckboxField
        label={t('settings.shortcuts.label')}
        aria-describedby={hintId}
        checked={enabled}
        onChange={(event) => setSingleKeyShortcuts(event.target.checked)}
      />
      <p id={hintId} className="mt-2 text-xs text-slate-500">
        {t('settings.shortcuts.hint')}
      </p>
    </div>
  );
}
