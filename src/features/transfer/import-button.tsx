import { Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { Button } from '@/components/ui/button';
import type { CustomImportTimes } from '@/domain/imported-baseline';
import { applyImportChoices } from '@/domain/import';
import { nowDate } from '@/stores/clock';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { whenFullLog } from '@/stores/goals/full-log';
import { useGoals } from '@/stores/goals/goals.store';
import { importGoals } from '@/stores/goals/import-goals';
import { interruptedImport } from '@/stores/goals/import-journal';
import { useDefaultSettings } from '@/stores/settings/default-settings.store';
import {
  NOTHING_NEW_MESSAGE,
  importedToast,
  isNothingNew,
  splitPlan,
  type ImportProgressState,
  type PendingImport,
} from './import-plan';
import { IMPORTER_UNAVAILABLE_MESSAGE, readImportFile } from './read-import-file';
import { ImportProgress } from './import-progress';

const ImportTimeDialog = lazyNamed(() => import('./import-time-dialog'), 'ImportTimeDialog');

/**
 * The goals toolbar's Import: picks a .json export, a Loop Habit Tracker zip or Checkmarks.csv,
 * or a Toggl Track / Clockify CSV; shows the Import Time Settings dialog (source and session
 * counts), asks about the default settings, then saves. An invalid file changes nothing and
 * shows why; rows imported before are recognised and skipped.
 */
export function ImportButton() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  useInterruptedImportNotice();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    setBusy(true);
    // What is already saved is compared with every session, not only the recent ones.
    const release = await whenFullLog();
    const saved = useGoals.getState().goals;
    release();
    const result = await readImportFile(file, nowDate(), () => crypto.randomUUID());
    let planner: typeof import('@/domain/import/plan-import') | null = null;
    if (result.ok) planner = await import('@/domain/import/plan-import').catch(() => null);
    setBusy(false);
    const feedback = useFeedback.getState();
    if (!result.ok) return feedback.showAlert(result.message);
    if (!planner) return feedback.showAlert(IMPORTER_UNAVAILABLE_MESSAGE);
    const plan = planner.planImport(result.source, result.goals, saved);
    if (isNothingNew(plan)) return feedback.showAlert(NOTHING_NEW_MESSAGE);
    setPending({ source: result.source, skipped: result.skipped, plan });
  }

  async function confirm(customTimes: Record<string, CustomImportTimes>, applyDefaults: boolean) {
    if (!pending) return;
    setPending(null);
    setBusy(true);
    const { created, added } = splitPlan(pending.plan);
    const defaults = applyDefaults ? useDefaultSettings.getState().settings : null;
    const goals = applyImportChoices(created, { customTimes, applyDefaults: defaults }, nowDate());
    const result = await importGoals(goals, added, (saved, total) => setProgress({ saved, total }));
    setBusy(false);
    setProgress(null);
    const feedback = useFeedback.getState();
    if (result.ok) feedback.showToast({ title: importedToast(goals, added) });
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
        accept=".json,.csv,.zip,application/json,text/csv,application/zip"
        className="hidden"
        aria-label="Import file"
        tabIndex={-1}
        onChange={(event) => void choose(event)}
      />
      {progress && <ImportProgress progress={progress} />}
      {pending && (
        <Suspense fallback={null}>
          <ImportTimeDialog
            pending={pending}
            onCancel={() => setPending(null)}
            onImport={(times, applyDefaults) => void confirm(times, applyDefaults)}
          />
        </Suspense>
      )}
    </>
  );
}

/** Once the goals are loaded, tells what an import cut short by a closed page saved. */
function useInterruptedImportNotice() {
  const uid = useGoals((s) => (s.status === 'ready' ? s.uid : null));
  useEffect(() => {
    if (!uid) return;
    void interruptedImport(uid).then((message) => {
      if (message) useFeedback.getState().showAlert(message);
    });
  }, [uid]);
}
