import type { Goal } from '@/domain/goal';
import type { StoredSession } from '@/domain/goal-record';
import { SOURCE_NAMES, type ImportSource } from '@/domain/import';
import type { PlannedGoal } from '@/domain/import/plan-import';

/** A read file, matched against the account, waiting for the Import Time Settings dialog. */
export interface PendingImport {
  source: ImportSource;
  skipped: number;
  plan: PlannedGoal[];
}

export const NOTHING_NEW_MESSAGE =
  'Everything in this file was imported before. Nothing was changed.';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const sessionCount = (n: number) => count(n, 'session', 'sessions');

/** The sessions an import has saved so far. */
export interface ImportProgressState {
  saved: number;
  total: number;
}

/** 'Importing… 4,200 of 10,000 sessions'. */
export const importProgressText = ({ saved, total }: ImportProgressState) =>
  `Importing… ${saved.toLocaleString('en-US')} of ${sessionCount(total)}`;

/** The goals to create and the sessions to add to goals an earlier import created. */
export function splitPlan(plan: readonly PlannedGoal[]) {
  const created = plan.filter((p) => !p.existing).map((p) => p.imported);
  const added: StoredSession[] = plan.flatMap((p) =>
    p.existing ? p.newSessions.map((s) => ({ ...s, goalId: p.existing!.id })) : [],
  );
  return { created, added };
}

/** True when the plan writes nothing. */
export function isNothingNew(plan: readonly PlannedGoal[]): boolean {
  return plan.every((p) => p.existing && p.newSessions.length === 0);
}

/** 'Imported 2 goals', and the sessions added to goals imported before, if any. */
export function importedToast(goals: readonly Goal[], added: readonly StoredSession[]): string {
  const parts: string[] = [];
  if (goals.length > 0) parts.push(`Imported ${count(goals.length, 'goal', 'goals')}`);
  if (added.length > 0) {
    const into = new Set(added.map((s) => s.goalId)).size;
    const text = `${sessionCount(added.length)} to ${count(into, 'goal', 'goals')} imported before`;
    parts.push(parts.length ? `added ${text}` : `Added ${text}`);
  }
  return parts.join(' and ');
}

/** The dialog's description: the source named, goals and sessions counted. */
export function importSummary({ source, plan, skipped }: PendingImport): string {
  const goals = `${plan.length} ${plan.length === 1 ? 'goal' : 'goals'}`;
  const sessions = plan.reduce((sum, p) => sum + p.imported.goal.sessions.length, 0);
  const withSessions = sessions > 0 ? ` with ${sessionCount(sessions)}` : '';
  const rows =
    skipped > 0
      ? ` ${skipped.toLocaleString('en-US')} ${skipped === 1 ? 'row was' : 'rows were'} left out (unreadable, in the future, or overlapping another entry).`
      : '';
  return `From ${SOURCE_NAMES[source]}: ${goals}${withSessions} found in the file.${rows}`;
}

/** What happens to one goal's sessions: all new, or added to the goal imported before. */
export function plannedSessionsText({
  imported,
  existing,
  newSessions,
  alreadyImported,
}: PlannedGoal) {
  const total = imported.goal.sessions.length;
  const days = imported.goal.practiceDays.length;
  if (!existing && total === 0) return days > 0 ? count(days, 'practice day', 'practice days') : '';
  if (!existing) return sessionCount(total);
  const before = alreadyImported > 0 ? ` (${sessionCount(alreadyImported)} already imported)` : '';
  return newSessions.length > 0
    ? `Imported before: adds ${sessionCount(newSessions.length)} to '${existing.name}'${before}`
    : `Imported before as '${existing.name}': nothing new${before}`;
}
