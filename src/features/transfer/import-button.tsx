import { Suspense, useRef, useState, type ChangeEvent } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { Button } from '@/components/ui/button';
import type { CustomImportTimes } from '@/domain/imported-baseline';
import { applyImportChoices, type ImportedGoal } from '@/domain/import';
import { nowDate } from '@/stores/clock';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { importGoals } from '@/stores/goals/import-goals';
import { useDefaultSettings } from '@/stores/settings/default-settings.store';
import { readImportFile } from './read-import-file';

const ImportTimeDialog = lazyNamed(() => import('./import-time-dialog'), 'ImportTimeDialog');

const importedToast = (count: number) => `Imported ${count} ${count === 1 ? 'goal' : 'goals'}`;

/**
 * The goals toolbar's Import: picks a .json export (or a Loop Habit Tracker Checkmarks.csv),
 * shows the Import Time Settings dialog, asks about the default settings, then saves every
 * goal in one batch. An invalid file changes nothing and shows why.
 */
export function ImportButton() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<ImportedGoal[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const result = await readImportFile(file, nowDate(), () => crypto.randomUUID());
    if (!result.ok) return useFeedback.getState().showAlert(result.message);
    setPending(result.goals);
  }

  async function confirm(customTimes: Record<string, CustomImportTimes>, applyDefaults: boolean) {
    if (!pending) return;
    setPending(null);
    setBusy(true);
    const defaults = applyDefaults ? useDefaultSettings.getState().settings : null;
    const goals = applyImportChoices(pending, { customTimes, applyDefaults: defaults }, nowDate());
    const result = await importGoals(goals);
    setBusy(false);
    const feedback = useFeedback.getState();
    if (result.ok) feedback.showToast({ title: importedToast(result.count) });
    else feedback.showAlert(result.message);
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="h-9"
        disabled={busy}
        onClick={() => inputRef.current?.click()}
      >
        {busy ? 'Importing...' : 'Import'}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        className="hidden"
        aria-label="Import file"
        tabIndex={-1}
        onChange={(event) => void choose(event)}
      />
      {pending && (
        <Suspense fallback={null}>
          <ImportTimeDialog
            goals={pending}
            onCancel={() => setPending(null)}
            onImport={(times, applyDefaults) => void confirm(times, applyDefaults)}
          />
        </Suspense>
      )}
    </>
  );
}
