import { useEffect, useRef, useState, type FormEvent } from 'react';
import { JournalFields } from '@/components/journal-fields';
import { NextTimeField } from '@/components/next-time-field';
import { useJournalDraft } from '@/components/use-journal-draft';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { formatHours } from '@/domain/goal-progress';
import { sessionHours } from '@/domain/practice-sessions';
import type { StoppedRun } from '@/domain/sync/stopped-run';
import { saveSessionJournal } from '@/stores/goals/journal-actions';
import { useGoals } from '@/stores/goals/goals.store';
import { useJournalPrompt } from '@/stores/journal/journal-prompt.store';

/**
 * "How did it go?" after a Stop: an optional note (and the goal's measured value) for the
 * session just logged. The session is already saved; Skip, Escape or closing the tab keep it.
 */
export function HowDidItGoHost() {
  const asking = useJournalPrompt((s) => s.asking);
  if (!asking) return null;
  // A fresh offer and form for each Stop.
  return <HowDidItGo key={`${asking.goalId}/${asking.sessionId}`} run={asking} />;
}

/**
 * First a small card at the top of the page, in its flow (a floating one would cover what is
 * under it); the form opens only when asked for.
 */
function HowDidItGo({ run }: { run: StoppedRun }) {
  const [writing, setWriting] = useState(false);
  const goal = useGoals((s) => s.goals.find((g) => g.id === run.goalId));
  const session = goal?.sessions.find((s) => s.id === run.sessionId);
  const card = useRef<HTMLElement>(null);
  // Stop pressed further down the page: the question comes into view rather than waiting above.
  useEffect(() => {
    card.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  if (writing) return <HowDidItGoDialog run={run} />;
  const logged = session ? ` (${formatHours(sessionHours(session))} h)` : '';
  return (
    <section
      ref={card}
      aria-labelledby="how-did-it-go-title"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <h2 id="how-did-it-go-title" className="font-semibold text-slate-900">
          How did it go?
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Your practice of “{goal?.name ?? 'this goal'}”{logged} is saved.
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => useJournalPrompt.getState().close()}>
          Skip
        </Button>
        <Button onClick={() => setWriting(true)}>Add a note</Button>
      </div>
    </section>
  );
}

function HowDidItGoDialog({ run }: { run: StoppedRun }) {
  const goal = useGoals((s) => s.goals.find((g) => g.id === run.goalId));
  const session = goal?.sessions.find((s) => s.id === run.sessionId);
  const draft = useJournalDraft(session);
  const [error, setError] = useState<string | null>(null);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const close = () => useJournalPrompt.getState().close();
  const typed =
    draft.note !== (session?.note ?? '') ||
    draft.value !== (session?.value === undefined ? '' : String(session.value)) ||
    draft.nextTime !== (session?.nextTime ?? '');
  const measure = goal?.settings.measure;

  function save(event: FormEvent) {
    event.preventDefault();
    const failure = saveSessionJournal(run.goalId, run.sessionId, draft);
    if (failure) setError(failure);
    else close();
  }

  const logged = session ? ` (${formatHours(sessionHours(session))} h)` : '';
  return (
    <Dialog
      open
      // Escape asks before a typed note is thrown away; Skip is the way to leave without it.
      onOpenChange={(open) => !open && (typed ? setAskingToDiscard(true) : close())}
      keepOnOutsideClick
      title="How did it go?"
      description={`Your practice of “${goal?.name ?? 'this goal'}”${logged} is saved. Add a note${
        measure ? ` or the ${measure.name.toLowerCase()} you reached` : ''
      } if you like.`}
    >
      <form noValidate aria-label="Session journal" onSubmit={save} className="space-y-4">
        <ErrorBox message={error} />
        <JournalFields draft={draft} measure={measure} />
        <NextTimeField value={draft.nextTime} onValue={draft.setNextTime} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Skip
          </Button>
          <Button type="submit">Save note</Button>
        </div>
      </form>
      <ConfirmDialog
        open={askingToDiscard}
        title="Discard the note?"
        message="What you typed is not saved yet. The session itself stays saved."
        confirmLabel="Discard"
        danger
        onConfirm={close}
        onCancel={() => setAskingToDiscard(false)}
      />
    </Dialog>
  );
}
