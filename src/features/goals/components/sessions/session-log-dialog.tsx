import { startOfDay } from 'date-fns/startOfDay';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import type { Goal } from '@/domain/goal';
import { shortDate } from '@/domain/display-dates';
import { matchesNoteQuery } from '@/domain/journal';
import { earlierLogStart, logFirstPageStart } from '@/domain/session-log-pages';
import { dayKey } from '@/domain/weeks';
import { nowDate } from '@/stores/clock';
import { Spinner } from '@/components/ui/spinner';
import { deleteSessionWithUndo } from '@/stores/goals/undo-actions';
import { useGoals } from '@/stores/goals/goals.store';
import { useSessionsSince } from '@/stores/goals/full-log';
import { EarlierSessions } from './earlier-sessions';
import { AddSessionForm } from './add-session-form';
import { SessionEditForm } from './session-edit-form';
import { partOf } from '@/domain/goal-parts';
import { PartTimes } from '../goal-parts/part-times';
import { NoteSearch } from './note-search';
import { SessionRow } from './session-row';
import { OverlapsNote } from './overlaps-note';
import { sessionOverlaps } from '@/domain/session-overlaps';

interface SessionLogDialogProps {
  goal: Goal;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opened by the / shortcut: the note search takes the focus. */
  searchFirst?: boolean;
}

/**
 * The goal's practice log, newest first: add a past session, correct or delete one (a delete is
 * taken back with the Undo of its toast). It opens on
 * the recent sessions the goals page has loaded and reads earlier ones a page at a time.
 */
export function SessionLogDialog({
  goal,
  open,
  onOpenChange,
  searchFirst = false,
}: SessionLogDialogProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Where the person asked the log to read from; undefined: the recent sessions.
  const [readFrom, setReadFrom] = useState<number | undefined>(undefined);
  // The first page: the recent weeks, read while the log is open (the goals page keeps one).
  const [firstPage] = useState(() => logFirstPageStart(nowDate()));
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  // A search looks through every session's note, so it reads them all.
  const asked = searching ? null : (readFrom ?? firstPage);
  useSessionsSince(asked);
  // What the log says it holds, it holds whole: sessions read only from this device's cache
  // (offline) may miss some, so they count as read once the server has answered.
  const sessionsFrom = useGoals((s) => s.sessionsWholeFrom);
  const loaded =
    sessionsFrom === null ||
    (sessionsFrom !== undefined && asked !== null && sessionsFrom <= asked);
  // What the log shows it keeps while open: sessions read from further back for something else
  // (another screen, a change on its way to an older day) would otherwise leave under the
  // person's eyes when that read ends.
  if (typeof sessionsFrom === 'number' && sessionsFrom < (readFrom ?? firstPage)) {
    setReadFrom(sessionsFrom);
  }
  // Until the person chooses, the add form is open when there is no session yet.
  const [addChoice, setAddChoice] = useState<boolean | null>(null);
  const allSessions = useMemo(
    () => [...goal.sessions].sort((a, b) => b.start - a.start || b.id.localeCompare(a.id)),
    [goal.sessions],
  );
  const sessions = useMemo(
    () => (searching ? allSessions.filter((s) => matchesNoteQuery(s.note, query)) : allSessions),
    [allSessions, query, searching],
  );
  const overlaps = useMemo(() => sessionOverlaps(goal.sessions), [goal.sessions]);
  const firstLoad = sessionsFrom === undefined;
  const opensByItself = !firstLoad && allSessions.length === 0 && goal.practiceDays.length === 0;
  // Once open by itself it stays open: a session logged elsewhere meanwhile (a timer run
  // replaced on another device, say) would otherwise close it under the person's typing.
  if (addChoice === null && opensByItself) setAddChoice(true);
  const adding = addChoice ?? opensByItself;
  const today = dayKey(nowDate());

  /** Keeps a session just logged or moved before the loaded ones in the list. */
  function keepShown(start: number) {
    const day = startOfDay(start).getTime();
    if (sessionsFrom != null && day < sessionsFrom) {
      setReadFrom((asked) => Math.min(asked ?? day, day));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Practice sessions"
      description={`Every stretch of practice logged for "${goal.name}".`}
      className="sm:max-w-2xl"
      keepOnOutsideClick
      initialFocus={searchFirst ? searchRef : undefined}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <div className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {firstLoad ? '' : sessionCountText(sessions.length, sessionsFrom, searching)}
          </p>
          <Button
            size="sm"
            className="shrink-0 whitespace-nowrap"
            variant={adding ? 'secondary' : 'primary'}
            aria-expanded={adding}
            onClick={() => setAddChoice(!adding)}
          >
            {adding ? 'Hide form' : 'Add session'}
          </Button>
        </div>
        <PartTimes goal={goal} now={nowDate()} />
        {adding && (
          <AddSessionForm
            goalId={goal.id}
            today={today}
            parts={goal.parts}
            measure={goal.settings.measure}
            onAdded={(start) => {
              // The form opened by itself on an empty log stays open to show it was added.
              setAddChoice(true);
              keepShown(start);
            }}
          />
        )}
        <NoteSearch ref={searchRef} query={query} onQuery={setQuery} />
        <ErrorBox message={error} />
        <OverlapsNote overlaps={overlaps} />
        {searching && !loaded ? (
          <p role="status" className="flex items-center gap-2 p-6 text-sm text-slate-600">
            <Spinner className="size-4 border-2" /> Searching every session…
          </p>
        ) : searching && sessions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            No session notes match “{query.trim()}”.
          </p>
        ) : firstLoad ? (
          <p role="status" className="flex items-center gap-2 p-6 text-sm text-slate-600">
            <Spinner className="size-4 border-2" /> Loading sessions…
          </p>
        ) : sessions.length === 0 ? (
          // With earlier sessions a page back, the count above and the button below say enough.
          earlierLogStart(goal.practiceDays, sessionsFrom) === null && (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              No practice sessions yet. Start the timer or add a session.
            </p>
          )
        ) : (
          <ul aria-label="Logged sessions" className="divide-y divide-slate-100">
            {sessions.map((session) => (
              <li key={session.id}>
                {editingId === session.id ? (
                  <div className="py-3">
                    <SessionEditForm
                      goalId={goal.id}
                      session={session}
                      measure={goal.settings.measure}
                      parts={goal.parts}
                      maxDay={today}
                      onDone={(savedStart) => {
                        setEditingId(null);
                        if (savedStart !== undefined) keepShown(savedStart);
                      }}
                    />
                  </div>
                ) : (
                  <SessionRow
                    session={session}
                    measure={goal.settings.measure}
                    partName={partOf(goal.parts, session.partId)?.name}
                    overlaps={overlaps.ids.has(session.id)}
                    onEdit={() => {
                      setError(null);
                      setEditingId(session.id);
                    }}
                    onDelete={() => setError(deleteSessionWithUndo(goal.id, session.id))}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {!firstLoad && !searching && (
          <EarlierSessions
            practiceDays={goal.practiceDays}
            sessionsFrom={sessionsFrom}
            loading={readFrom !== undefined && !loaded}
            onShowEarlier={setReadFrom}
          />
        )}
      </div>
    </Dialog>
  );
}

function sessionCountText(count: number, from: number | null, searching: boolean): string {
  const sessions = count === 1 ? '1 session' : `${count} sessions`;
  if (searching) return `${sessions} with a matching note`;
  return from === null ? sessions : `${sessions} since ${shortDate(from)}`;
}
