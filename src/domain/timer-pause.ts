/**
 * Pausing the running timer. A run keeps its pauses as three numbers beside its start:
 * - pausedAt: when the current pause began (null, or absent, while it runs);
 * - pausedMs: the finished pauses of the run, in total;
 * - resumedAt: when it last began to run (its start, or the last Resume).
 * Practised time = (pausedAt ?? now) − startTime − pausedMs: the displayed time, the
 * notification, the "Still practicing?" check, the 24-hour rule and the logged session all use
 * it. How pauses from two devices merge: docs/adr/0002-pausing-the-timer.md.
 */
export interface PauseFields {
  pausedAt?: number | null;
  pausedMs?: number;
  resumedAt?: number;
}

/** The pause fields of a run, each one there. */
export interface PauseState {
  pausedAt: number | null;
  pausedMs: number;
  resumedAt: number;
}

interface Run extends PauseFields {
  startTime: number;
}

/** A timer paused this long asks, on the next visit, whether to log what was practised. */
export const LONG_PAUSE_MS = 12 * 60 * 60 * 1000;

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The run's pause state, read defensively: a document of an earlier version has no pause
 * fields (never paused), and fields left by an earlier run (a Start from a version that did not
 * know pauses keeps them, as it merges) are not this run's: its resumedAt lies before the start.
 */
export function pauseStateOf(run: Run): PauseState {
  const fresh: PauseState = { pausedAt: null, pausedMs: 0, resumedAt: run.startTime };
  if (!isTime(run.resumedAt) || run.resumedAt < run.startTime) return fresh;
  return {
    pausedAt: isTime(run.pausedAt) ? Math.max(run.pausedAt, run.resumedAt) : null,
    pausedMs: isTime(run.pausedMs) ? Math.max(0, run.pausedMs) : 0,
    resumedAt: run.resumedAt,
  };
}

/**
 * The pause fields as the run holds them, only those it has: what a Stop names as the pauses it
 * saw (compare-and-set, docs/adr/0002-pausing-the-timer.md).
 */
export function storedPauseFields(run: PauseFields): PauseFields {
  const fields: PauseFields = {};
  if (run.pausedAt !== undefined) fields.pausedAt = run.pausedAt;
  if (run.pausedMs !== undefined) fields.pausedMs = run.pausedMs;
  if (run.resumedAt !== undefined) fields.resumedAt = run.resumedAt;
  return fields;
}

/** True when every pause field `seen` names is the run's as it is (a Stop's basis holds). */
export function sawPausesOf(run: PauseFields, seen: PauseFields): boolean {
  return (['pausedAt', 'pausedMs', 'resumedAt'] as const).every(
    (key) => seen[key] === undefined || seen[key] === run[key],
  );
}

export const isPaused = (run: Run): boolean => pauseStateOf(run).pausedAt !== null;

/** Milliseconds practised from the start until now, the pauses left out (never negative). */
export function practisedMs(run: Run, nowMs: number): number {
  const { pausedAt, pausedMs } = pauseStateOf(run);
  return Math.max(0, (pausedAt ?? nowMs) - run.startTime - pausedMs);
}

/** How long the run has been paused (0 while it runs). */
export function pausedForMs(run: Run, nowMs: number): number {
  const { pausedAt } = pauseStateOf(run);
  return pausedAt === null ? 0 : Math.max(0, nowMs - pausedAt);
}

export function needsLongPauseQuestion(run: Run | null, nowMs: number): boolean {
  return !!run && isPaused(run) && pausedForMs(run, nowMs) > LONG_PAUSE_MS;
}

/**
 * The run paused now. Never before it last began to run: a device clock a little slow would
 * otherwise pause it before a Resume it has seen from another device.
 */
export function paused<T extends Run>(run: T, nowMs: number): T {
  const state = pauseStateOf(run);
  return { ...run, ...state, pausedAt: Math.max(Math.round(nowMs), state.resumedAt) };
}

/** The paused run running again now; its pause (never negative) joins pausedMs. */
export function resumed<T extends Run>(run: T, nowMs: number): T {
  const state = pauseStateOf(run);
  const pausedAt = state.pausedAt ?? state.resumedAt;
  const resumedAt = Math.max(Math.round(nowMs), pausedAt);
  return { ...run, pausedAt: null, pausedMs: state.pausedMs + resumedAt - pausedAt, resumedAt };
}

interface TimedRun extends Run {
  goalId: string;
  isRunning: boolean;
}

/** Both name the same run, and it runs (is not stopped). */
const sameRunning = (current: TimedRun | null, next: Run): current is TimedRun =>
  !!current?.isRunning && current.startTime === next.startTime;

/**
 * True when a pause would be taken (the rules check the same): the run it names still runs
 * and has not been resumed since the pause's basis (resumedAt and pausedMs as it saw them),
 * and it was not paused yet, or was paused later (two devices pausing: the earlier one holds).
 */
export function pauseTakes(current: TimedRun | null, next: Run): boolean {
  if (!sameRunning(current, next)) return false;
  const now = pauseStateOf(current);
  const after = pauseStateOf(next);
  if (after.pausedAt === null) return false;
  if (after.resumedAt !== now.resumedAt || after.pausedMs !== now.pausedMs) return false;
  return now.pausedAt === null || after.pausedAt < now.pausedAt;
}

/**
 * A resume on the pause the current state holds: when another device's earlier pause moved
 * pausedAt (or a clock correction moved the resume), its paused time counts from that pause.
 */
export function rebasedResume<T extends Run>(current: TimedRun | null, next: T): T {
  if (!sameRunning(current, next)) return next;
  const now = pauseStateOf(current);
  if (now.pausedAt === null || !isTime(next.resumedAt)) return next;
  const resumedAt = Math.max(next.resumedAt, now.pausedAt);
  return { ...next, pausedAt: null, resumedAt, pausedMs: now.pausedMs + resumedAt - now.pausedAt };
}

/** True when a resume would be taken: the run it names is paused, and its paused time adds up. */
export function resumeTakes(current: TimedRun | null, next: Run): boolean {
  if (!sameRunning(current, next)) return false;
  const now = pauseStateOf(current);
  if (now.pausedAt === null || !isTime(next.resumedAt) || isTime(next.pausedAt)) return false;
  return (
    next.resumedAt >= now.pausedAt && next.pausedMs === now.pausedMs + next.resumedAt - now.pausedAt
  );
}

/** A practised length in words, to the nearest minute: '30 min', '1 h 5 min', 'less than a minute'. */
export function formatPracticeLength(ms: number): string {
  const minutes = Number.isFinite(ms) ? Math.round(Math.max(0, ms) / 60_000) : 0;
  if (minutes === 0) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
