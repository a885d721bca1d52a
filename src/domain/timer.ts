/**
 * The running timer (spec: goalId, isRunning, startTime, elapsedTime). Only one runs at a time;
 * no timer at all (null) is the idle state. Elapsed time is always now − startTime, so a tick
 * that comes late or a tab that slept never makes it drift.
 */
export interface ActiveTimer {
  goalId: string;
  isRunning: boolean;
  /** Epoch milliseconds when Start was pressed. */
  startTime: number;
  /** Milliseconds at the last tick; a display cache, never the source of truth. */
  elapsedTime: number;
}

/** After this long the app asks "Still practicing?" so a forgotten timer is not logged. */
export const STILL_PRACTICING_AFTER_MS = 4 * 60 * 60 * 1000;

export function startTimer(goalId: string, nowMs: number): ActiveTimer {
  return { goalId, isRunning: true, startTime: nowMs, elapsedTime: 0 };
}

/** Milliseconds since Start (never negative). A stopped timer keeps its last elapsedTime. */
export function elapsedMs(timer: ActiveTimer, nowMs: number): number {
  if (!timer.isRunning) return Math.max(0, timer.elapsedTime);
  return Math.max(0, nowMs - timer.startTime);
}

/** The timer with elapsedTime refreshed for a display tick. */
export function tickTimer(timer: ActiveTimer, nowMs: number): ActiveTimer {
  return { ...timer, elapsedTime: elapsedMs(timer, nowMs) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' of whole elapsed seconds; hours keep counting past 99. Negative shows 00:00:00. */
export function formatClock(ms: number): string {
  const totalSeconds = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

export function needsStillPracticingCheck(timer: ActiveTimer | null, nowMs: number): boolean {
  return !!timer && timer.isRunning && elapsedMs(timer, nowMs) >= STILL_PRACTICING_AFTER_MS;
}

/**
 * The account's timer as stored (one per user, shared by every tab and device). A stop or a
 * reset keeps the record with isRunning false, so a late copy of the start that reaches the
 * server afterwards is recognised as old (startTime only moves forward).
 */
export interface TimerRecord {
  goalId: string;
  /** Epoch milliseconds when Start was pressed. */
  startTime: number;
  isRunning: boolean;
}

/** The running timer of a record, in the spec's shape; null when idle. */
export function activeTimerOf(record: TimerRecord | null): ActiveTimer | null {
  return record?.isRunning
    ? { goalId: record.goalId, isRunning: true, startTime: record.startTime, elapsedTime: 0 }
    : null;
}

/** The id of the session a timer run is logged as: the same on every tab and device. */
export function timerSessionId(startTime: number): string {
  return `timer-${startTime}`;
}

/**
 * When `next` replaced a running `previous` timer without stopping it (a Start elsewhere), the
 * stretch to log for the replaced run: from its start until the new one started, at most 24 h.
 * Null when nothing was replaced (a stop, a reset, the same run, or nothing running before).
 */
export function replacedRun(
  previous: TimerRecord | null,
  next: TimerRecord | null,
): { goalId: string; start: number; end: number } | null {
  if (!previous?.isRunning || !next || next.startTime <= previous.startTime) return null;
  const end = Math.min(next.startTime, previous.startTime + MAX_TIMER_SESSION_MS);
  return { goalId: previous.goalId, start: previous.startTime, end };
}

const MAX_TIMER_SESSION_MS = 24 * 60 * 60 * 1000;
