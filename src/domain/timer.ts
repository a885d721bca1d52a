import type { RoutineMark } from './routines/routine-progress';
import { pauseStateOf, practisedMs, type PauseFields } from './timer-pause';

/**
 * The running timer (spec: goalId, isRunning, startTime, elapsedTime). Only one runs at a time;
 * no timer at all (null) is the idle state. A paused timer still "runs" (isRunning) with
 * pausedAt set. Elapsed time is the practised time, now − startTime less the pauses
 * (timer-pause.ts), so a tick that comes late or a tab that slept never makes it drift.
 */
export interface ActiveTimer extends PauseFields {
  goalId: string;
  /** The part of the goal the run is for (goal-parts.ts); absent: none. */
  partId?: string;
  /** The routine block this run is (routines/routine-progress.ts); absent: a plain run. */
  routine?: RoutineMark;
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

/**
 * Milliseconds practised since Start, pauses left out (never negative). A stopped timer keeps
 * its last elapsedTime.
 */
export function elapsedMs(timer: ActiveTimer, nowMs: number): number {
  if (!timer.isRunning) return Math.max(0, timer.elapsedTime);
  return practisedMs(timer, nowMs);
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

/**
 * Asks once the practised time is STILL_PRACTICING_AFTER_MS past `askedAtMs` (the practised
 * time when "Keep practicing" was last chosen). A paused timer never asks: its time does not
 * grow (a long pause asks its own question).
 */
export function needsStillPracticingCheck(
  timer: ActiveTimer | null,
  nowMs: number,
  askedAtMs = 0,
): boolean {
  return (
    !!timer &&
    timer.isRunning &&
    pauseStateOf(timer).pausedAt === null &&
    elapsedMs(timer, nowMs) - askedAtMs >= STILL_PRACTICING_AFTER_MS
  );
}

/**
 * The account's timer as stored (one per user, shared by every tab and device). A stop or a
 * reset keeps the record with isRunning false, so a late copy of the start that reaches the
 * server afterwards is recognised as old (startTime only moves forward). Its pauses: see
 * timer-pause.ts (absent on a fresh start and on documents of earlier versions).
 */
export interface TimerRecord extends PauseFields {
  goalId: string;
  /** The part of the goal the run is for; its session names it. */
  partId?: string;
  /** The routine block this run is, while it runs (docs/adr/0010-routines.md). */
  routine?: RoutineMark;
  /** Epoch milliseconds when Start was pressed. */
  startTime: number;
  isRunning: boolean;
}

/** The running timer of a record, in the spec's shape; null when idle. */
export function activeTimerOf(record: TimerRecord | null): ActiveTimer | null {
  if (!record?.isRunning) return null;
  const { goalId, startTime } = record;
  const timer: ActiveTimer = { goalId, isRunning: true, startTime, elapsedTime: 0 };
  if (record.partId) timer.partId = record.partId;
  if (record.routine) timer.routine = record.routine;
  const pause = pauseStateOf(record);
  if (pause.resumedAt === startTime && pause.pausedAt === null) return timer;
  return { ...timer, ...pause };
}

/** The id of the session a timer run is logged as: the same on every tab and device. */
export function timerSessionId(startTime: number): string {
  return `timer-${startTime}`;
}

/**
 * When `next` replaced a running `previous` timer without stopping it (a Start elsewhere), the
 * stretch to log for the replaced run: from its start, as long as it was practised until the
 * new one started (its pauses left out), at most 24 h. Null when nothing was replaced (a stop,
 * a reset, the same run, or nothing running before).
 */
export function replacedRun(
  previous: TimerRecord | null,
  next: TimerRecord | null,
): { goalId: string; start: number; end: number } | null {
  if (!previous?.isRunning || !next || next.startTime <= previous.startTime) return null;
  const length = practisedMs(previous, next.startTime);
  const end = previous.startTime + Math.min(length, MAX_TIMER_SESSION_MS);
  return { goalId: previous.goalId, start: previous.startTime, end };
}

const MAX_TIMER_SESSION_MS = 24 * 60 * 60 * 1000;
