import { pauseStateOf, practisedMs, type PauseFields } from '../timer-pause';
import type { Routine, RoutineBlock } from './routine';

const MINUTE_MS = 60_000;

/**
 * What the running timer records of a routine (its `routine` field): which routine, the block it
 * runs (0-based) and the time done in the blocks before it. Each block is its own timer run on
 * its part, so a reload or another tab reads the whole state from the timer document.
 */
export interface RoutineMark {
  id: string;
  block: number;
  doneMs: number;
}

/** A timer document's routine field read defensively: absent or malformed reads as none. */
export function readRoutineMark(raw: unknown): RoutineMark | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { id, block, doneMs } = raw as Record<string, unknown>;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,20}$/.test(id)) return undefined;
  if (typeof block !== 'number' || !Number.isInteger(block) || block < 0) return undefined;
  if (typeof doneMs !== 'number' || !Number.isFinite(doneMs) || doneMs < 0) return undefined;
  return { id, block, doneMs };
}

interface BlockRun extends PauseFields {
  startTime: number;
  routine?: RoutineMark;
}

export const blockMs = (block: RoutineBlock): number => block.minutes * MINUTE_MS;

/** What the widget shows: the block, the one after it, and the time left in this one. */
export interface BlockView {
  index: number;
  count: number;
  block: RoutineBlock;
  next: RoutineBlock | null;
  leftMs: number;
}

export function blockView(routine: Routine, run: BlockRun, nowMs: number): BlockView | null {
  const index = run.routine?.block ?? -1;
  const block = routine.blocks[index];
  if (!block) return null;
  return {
    index,
    count: routine.blocks.length,
    block,
    next: routine.blocks[index + 1] ?? null,
    leftMs: Math.max(0, blockMs(block) - practisedMs(run, nowMs)),
  };
}

/**
 * When the block's time is full, on the wall clock: its start plus its pauses plus its length.
 * Null while paused (a pause holds the block). Every tab computes the same instant from the timer
 * document, so all write the same session and the same next run.
 */
export function blockEndsAt(run: BlockRun, block: RoutineBlock): number | null {
  const { pausedAt, pausedMs } = pauseStateOf(run);
  if (pausedAt !== null) return null;
  return run.startTime + pausedMs + blockMs(block);
}

/** What to do with a routine's run at a moment. */
export type RoutineStep =
  | { kind: 'running' }
  /** The block ends at `endAt` after `lengthMs` practiced; the next starts then. */
  | { kind: 'next'; endAt: number; lengthMs: number; next: RoutineMark; partId: string | null }
  /** The last block (or an early end) at `endAt`: the routine is done, `doneMs` in all. */
  | { kind: 'finished'; endAt: number; lengthMs: number; doneMs: number };

function endBlock(
  routine: Routine,
  mark: RoutineMark,
  endAt: number,
  lengthMs: number,
): RoutineStep {
  const doneMs = mark.doneMs + lengthMs;
  const following = routine.blocks[mark.block + 1];
  if (!following) return { kind: 'finished', endAt, lengthMs, doneMs };
  return {
    kind: 'next',
    endAt,
    lengthMs,
    next: { id: routine.id, block: mark.block + 1, doneMs },
    partId: following.partId,
  };
}

/** The step due at `nowMs`: the block's time is full, or it runs on. */
export function stepAt(routine: Routine, run: BlockRun, nowMs: number): RoutineStep {
  const mark = run.routine;
  const block = mark && routine.blocks[mark.block];
  if (!mark || !block) return { kind: 'running' };
  const endAt = blockEndsAt(run, block);
  if (endAt === null || nowMs < endAt) return { kind: 'running' };
  return endBlock(routine, mark, endAt, blockMs(block));
}

/** Skip: the block ends now with what was practiced, and the next begins (or the routine ends). */
export function skipAt(routine: Routine, run: BlockRun, nowMs: number): RoutineStep {
  const mark = run.routine;
  const block = mark && routine.blocks[mark.block];
  if (!mark || !block) return { kind: 'running' };
  const lengthMs = Math.min(practisedMs(run, nowMs), blockMs(block));
  return endBlock(routine, mark, Math.round(nowMs), lengthMs);
}

/** End early: the routine finishes now with what was practiced. */
export function endEarlyAt(routine: Routine, run: BlockRun, nowMs: number): RoutineStep {
  const mark = run.routine;
  const block = mark && routine.blocks[mark.block];
  if (!mark || !block) return { kind: 'running' };
  const lengthMs = Math.min(practisedMs(run, nowMs), blockMs(block));
  return { kind: 'finished', endAt: Math.round(nowMs), lengthMs, doneMs: mark.doneMs + lengthMs };
}

/** Whole minutes of a duration, rounded (the last run's "58 of 60 min"). */
export const toMinutes = (ms: number): number => Math.round(ms / MINUTE_MS);
