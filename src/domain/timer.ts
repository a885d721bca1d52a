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
