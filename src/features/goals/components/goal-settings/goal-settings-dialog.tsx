import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog } from '@/components/ui/dialog';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-field';
import {
  cloneSettings,
  type Frequency,
  type Goal,
  type GoalSettings,
  type TargetType,
} from '@/domain/goal';
import { FREQUENCY_OPTIONS, TARGET_TYPE_OPTIONS } from '@/domain/goal-options';
import {
  NO_NEW_RESOURCE,
  TARGET_VALUE_MIN,
  parseDecimal,
  validateTargetValue,
  withNewResource,
  withResourceBack,
  type NewResource,
} from '@/domain/goal-validation';
import { validateMeasure } from '@/domain/journal';
import {
  defaultReminderDays,
  isReminderDays,
  isReminderTime,
  reminderTimeOf,
} from '@/domain/reminders';
import { PlanFields } from '@/components/plan-fields';
import { encodePlan, planError, planOf, type PracticePlan } from '@/domain/practice-plan';
import { restFor } from '@/domain/rest-ranges';
import { updateGoalSettings } from '@/stores/goals/goal-actions';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import { CalendarFile } from './calendar-file';
import { PartsSection } from '../goal-parts/parts-section';
import { RoutinesSection } from '../routines/routines-section';
import { RestSection } from './rest-section';
import { useDefaultSettings } from '@/stores/settings/default-settings.store';
import { CLOSED_BROWSER_NOTE, ReminderFields } from './reminder-fields';
import { measureDraftOf, type MeasureDraft } from './measure-draft';
import { MeasureFields } from './measure-fields';
import { PendingAddsProvider, usePendingAdds } from './pending-adds';
import { ResourceList } from './resource-list';

interface GoalSettingsDialogProps {
  goal: Goal;
  open: boolean;
  onOpenChange(open: boolean): void;
}

interface Draft {
  settings: GoalSettings;
  /** As typed, so a half-typed or invalid value is kept and explained rather than lost. */
  targetValue: string;
  newResource: NewResource;
  plan: PracticePlan;
  /** Set once the plan is changed here: until then a goal without a plan keeps none. */
  planChosen: boolean;
  /** Until days are chosen (here or before), reminders follow the plan's weekdays. */
  reminderDaysChosen: boolean;
  measure: MeasureDraft;
}

const draftOf = (goal: Goal): Draft => {
  const settings = cloneSettings(goal.settings);
  // A goal that never had a reminder time starts from the default on /settings.
  settings.reminderTime = reminderTimeOf(
    isReminderTime(settings.reminderTime) ? settings : useDefaultSettings.getState().settings,
  );
  return {
    settings,
    targetValue: String(goal.settings.target.value),
    newResource: NO_NEW_RESOURCE,
    plan: planOf(goal.settings),
    planChosen: false,
    reminderDaysChosen: isReminderDays(goal.settings.reminderDays),
    measure: measureDraftOf(goal.settings.measure),
  };
};

function reminderError(settings: GoalSettings): string | null {
  if (!settings.reminders) return null;
  if (!isReminderTime(settings.reminderTime)) return 'Choose a reminder time.';
  if (!settings.reminderDays) return 'Choose at least one day for reminders.';
  return null;
}

/** Edits a copy of the goal's settings; Save Settings applies it, Cancel throws it away. */
export function GoalSettingsDialog({ goal, open, onOpenChange }: GoalSettingsDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState(() => draftOf(goal));
  const [wasOpen, setWasOpen] = useState(open);
  const [showErrors, setShowErrors] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(draftOf(goal));
      setShowErrors(false);
    }
  }

  const settings = draft.reminderDaysChosen
    ? draft.settings
    : { ...draft.settings, reminderDays: defaultReminderDays(draft.plan) };
  const change = (patch: Partial<GoalSettings>) =>
    setDraft((d) => ({ ...d, settings: { ...d.settings, ...patch } }));
  const targetError = validateTargetValue(draft.targetValue);
  const unnamed = settings.resources.some((r) => r.name.trim() === '');
  const resourceError = unnamed ? 'Every resource needs a name (or remove it).' : null;
  const remindersError = reminderError(settings);
  const planInvalid = planError(draft.plan);
  const measureError = draft.measure.on ? validateMeasure(draft.measure) : null;
  const allGoalsRest = useAllGoalsRest((s) => s.ranges);
  const pending = usePendingAdds();

  function save(event: FormEvent) {
    event.preventDefault();
    const value = parseDecimal(draft.targetValue);
    if (
      targetError ||
      resourceError ||
      remindersError ||
      planInvalid ||
      measureError ||
      value === null
    ) {
      return setShowErrors(true);
    }
    // A part name or rest dates typed but not added are added now; a refused one stays explained.
    if (!pending.addAll()) return;
    const listed = settings.resources.map((r) => ({ ...r, name: r.name.trim() }));
    const resources = withNewResource(listed, draft.newResource);
    const saved = { ...settings, target: { ...settings.target, value }, resources };
    // An unticked reminder keeps the goal's stored time and days rather than the shown defaults.
    if (!settings.reminders && !isReminderTime(goal.settings.reminderTime)) {
      delete saved.reminderTime;
    }
    if (!settings.reminders && !isReminderDays(goal.settings.reminderDays)) {
      delete saved.reminderDays;
    }
    if (draft.planChosen || goal.settings.plan !== undefined) saved.plan = encodePlan(draft.plan);
    const { on, name, unit, higherIsBetter } = draft.measure;
    if (on) saved.measure = { name: name.trim(), unit: unit.trim(), higherIsBetter };
    else delete saved.measure;
    updateGoalSettings(goal.id, saved);
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Goal Settings"
      description={`How you track "${goal.name}".`}
      className="sm:max-w-xl"
      keepOnOutsideClick
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Save Settings
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={save} className="space-y-5">
        <SelectField
          label="Tracking Frequency"
          options={FREQUENCY_OPTIONS}
          value={settings.frequency}
          onChange={(e) => change({ frequency: e.target.value as Frequency })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Target type"
            options={TARGET_TYPE_OPTIONS}
            value={settings.target.type}
            onChange={(e) =>
              change({ target: { ...settings.target, type: e.target.value as TargetType } })
            }
          />
          <NumberField
            label="Target value"
            min={TARGET_VALUE_MIN}
            value={draft.targetValue}
            error={targetError}
            onChange={(targetValue) => setDraft((d) => ({ ...d, targetValue }))}
          />
        </div>
        <PlanFields
          plan={draft.plan}
          showError={showErrors}
          onChange={(plan) => setDraft((d) => ({ ...d, plan, planChosen: true }))}
        />
        <ResourceList
          resources={settings.resources}
          onChange={(resources) => change({ resources })}
          onRestore={(resource, index) =>
            setDraft((d) => ({
              ...d,
              settings: {
                ...d.settings,
                resources: withResourceBack(d.settings.resources, resource, index),
              },
            }))
          }
          typed={draft.newResource}
          onTypedChange={(newResource) => setDraft((d) => ({ ...d, newResource }))}
        />
        <MeasureFields
          draft={draft.measure}
          error={showErrors ? measureError : null}
          onChange={(measure) => setDraft((d) => ({ ...d, measure }))}
        />
        {showErrors && resourceError && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {resourceError}
          </p>
        )}
        <div className="space-y-2.5 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-100">
          <CheckboxField
            label="Enable reminders"
            checked={settings.reminders}
            onChange={(e) => change({ reminders: e.target.checked })}
          />
          {settings.reminders && (
            <ReminderFields
              time={settings.reminderTime ?? ''}
              days={settings.reminderDays ?? ''}
              error={showErrors ? remindersError : null}
              onTimeChange={(reminderTime) => change({ reminderTime })}
              onDaysChange={(reminderDays) =>
                setDraft((d) => ({
                  ...d,
                  reminderDaysChosen: true,
                  settings: { ...d.settings, reminderDays },
                }))
              }
            />
          )}
          <CheckboxField
            label="Enable notifications"
            checked={settings.notifications}
            onChange={(e) => change({ notifications: e.target.checked })}
          />
          <p className="text-xs text-slate-500">
            Notifications tell you when you reach your weekly goal, win a trophy, reach a new level
            or earn a medal. {CLOSED_BROWSER_NOTE} To be reminded while it is closed, add your
            practice to your calendar below.
          </p>
        </div>
        <CalendarFile
          goalId={goal.id}
          goalName={goal.name}
          plan={draft.plan}
          reminderTime={reminderTimeOf(settings)}
          rest={restFor(goal.restRanges, allGoalsRest)}
        />
      </form>
      <PendingAddsProvider value={pending.register}>
        <div className="mt-5 border-t border-slate-200 pt-5">
          <PartsSection goalId={goal.id} />
        </div>
        <div className="mt-5 border-t border-slate-200 pt-5">
          <RoutinesSection goalId={goal.id} />
        </div>
        <div className="mt-5 border-t border-slate-200 pt-5">
          <RestSection goalId={goal.id} />
        </div>
      </PendingAddsProvider>
    </Dialog>
  );
}
