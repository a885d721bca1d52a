import { create } from 'zustand';
import { partOf } from '@/domain/goal-parts';
import {
  activeTimerOf,
  needsStillPracticingCheck,
  type ActiveTimer,
  type TimerRecord,
} from '@/domain/timer';
import { needsLongPauseQuestion, practisedMs } from '@/domain/timer-pause';
import {
  pauseChanges,
  resetChanges,
  resumeChanges,
  startChanges,
  stopChanges,
  stopWithLength,
} from '@/domain/sync/timer-changes';
import { isTimerOp } from '@/domain/sync/write-ops';
import { clock } from '../clock';
import { useGoals } from '../goals/goals.store';
import { loggedRunMs, tellStoppedElsewhere } from './stopped-elsewhere';

const TICK_MS = 1000;

export type StopResult =
  | { ok: true }
  /** Over 24 hours: the person chooses what to log (stopLogging), nothing is lost meanwhile. */
  | { ok: false; tooLongMs: number }
  /** The goal was deleted (on another device): the person logs to another goal or discards. */
  | { ok: false; goalGone: true };

interface TimerState {
  /** The account's running timer, the same in every tab and on every device. */
  timer: ActiveTimer | null;
  /** Wall-clock ms of the last tick; only the timer displays subscribe to it. */
  now: number;
  /** The "Still practicing?" question is open. */
  askingStillPracticing: boolean;
  /** A Stop found a run over 24 h: its length, while the person chooses what to log. */
  longRunMs: number | null;
  /** A Stop found the run's goal deleted: its length, while the person chooses what to do. */
  goneRunMs: number | null;
  /**
   * That run when another device already stopped it, deleting its goal (the goal's delete resets
   * its timer): its time can still be logged to another goal, and nothing is left to stop.
   */
  goneRun: ActiveTimer | null;
  /** The run has been paused for over 12 hours: log what was practised, or discard it? */
  askingLongPause: boolean;
  /**
   * Starts this goal's timer, on one of its parts or none; a timer running for another goal is
   * logged first.
   */
  start(goalId: string, partId?: string): void;
  /**
   * Logs start → now against the goal and stops the timer everywhere. A run over 24 h logs
   * nothing yet: it opens the choice (longRunMs) wherever Stop was pressed.
   */
  stop(): StopResult;
  /** Closes the choice without logging; the timer keeps running. */
  closeLongRun(): void;
  /** Logs `lengthMs` from the start (at most 24 h) and stops the timer everywhere. */
  stopLogging(lengthMs: number): void;
  /** Logs the run of a deleted goal to another goal (at most 24 h) and stops the timer. */
  logGoneRunTo(goalId: string): void;
  /** Closes that choice; the timer keeps running. */
  closeGoneRun(): void;
  /** Back to idle everywhere without logging anything. */
  reset(): void;
  keepPracticing(): void;
  /** Pauses the run everywhere: its time stops counting. */
  pause(): void;
  /** The paused run counts again, everywhere. */
  resume(): void;
  /** Closes the long-pause question for this visit; the timer stays paused. */
  closeLongPause(): void;
}

/** No question open about the run: the state of a new run, or of none. */
const NO_QUESTION = {
  askingStillPracticing: false,
  longRunMs: null,
  goneRunMs: null,
  goneRun: null,
  askingLongPause: false,
} satisfies Partial<TimerState>;

const goalName = (id: string) =>
  useGoals.getState().goals.find((g) => g.id === id)?.name ?? 'a goal';
/** The stored timer; a part its goal no longer has reads as none (its session names none). */
const stored = (): TimerRecord | null => {
  const timer = useGoals.getState().timer;
  if (!timer?.partId) return timer;
  const goal = useGoals.getState().goals.find((g) => g.id === timer.goalId);
  if (partOf(goal?.parts, timer.partId)) return timer;
  const { partId: _gone, ...rest } = timer;
  return rest;
};
/** The running timer's goal was deleted, as far as the goals read so far tell. */
function goalIsGone(goalId: string): boolean {
  const { status, goals } = useGoals.getState();
  return status === 'ready' && !goals.some((g) => g.id === goalId);
}

let ticker: ReturnType<typeof setInterval> | undefined;
/** The long-pause question was asked for this pause (once a visit). */
let longPauseAsked = false;
const samePauses = (a: ActiveTimer, b: ActiveTimer) =>
  a.pausedAt === b.pausedAt && a.pausedMs === b.pausedMs && a.resumedAt === b.resumedAt;
/** After "keep practicing", ask again only once another full interval has passed. */
let askAfterMs = 0;
/**
 * A run stopped elsewhere with nothing logged on this device, while its goal's fate is not yet
 * known here (the goal's delete may arrive after the timer's reset).
 */
let vanished: { run: ActiveTimer; at: number } | null = null;
/** How long a vanished run waits for its goal's delete to arrive (sent right after the reset). */
const VANISHED_WAIT_MS = 15_000;

/** Whether a change of this device stopped or reset that run (its Stop, Reset or a goal delete). */
function stoppedHere(run: ActiveTimer): boolean {
  return useGoals
    .getState()
    .outbox.some((entry) =>
      entry.ops.some(
        (op) =>
          op.type === 'setTimer' && op.timer.startTime === run.startTime && !op.timer.isRunning,
      ),
    );
}

export const useTimer = create<TimerState>()((set, get) => {
  function tick() {
    const now = clock.now();
    const { timer, askingStillPracticing } = get();
    const ask = !askingStillPracticing && needsStillPracticingCheck(timer, now, askAfterMs);
    const askLongPause = !longPauseAsked && needsLongPauseQuestion(timer, now);
    if (askLongPause) longPauseAsked = true;
    set({
      now,
      ...(ask ? { askingStillPracticing: true } : {}),
      ...(askLongPause ? { askingLongPause: true } : {}),
    });
  }

  /** Follows the account's timer as the goals store knows it (this tab, other tabs, devices). */
  function follow(timer: ActiveTimer | null) {
    const current = get().timer;
    if (current?.goalId === timer?.goalId && current?.startTime === timer?.startTime) {
      // The same run, paused or resumed (here, in another tab or on another device).
      if (timer && current && !samePauses(current, timer)) {
        set({ timer, now: clock.now(), askingLongPause: false });
        longPauseAsked = false;
        tick();
      }
      return;
    }
    clearInterval(ticker);
    ticker = undefined;
    askAfterMs = 0;
    longPauseAsked = false;
    // A routine's block that ended in its time ended in every tab alike (routine-runner.ts).
    const stoppedElsewhere = current && !timer && !stoppedHere(current) && !current.routine;
    vanished = stoppedElsewhere ? { run: current, at: clock.now() } : null;
    set({ timer, now: clock.now(), ...NO_QUESTION });
    if (timer) {
      ticker = setInterval(tick, TICK_MS);
      tick();
    }
  }

  /**
   * A run stopped on another device: said, with what was logged there (its session may arrive
   * a moment after the stop). A run another device stopped by deleting its goal: this device,
   * perhaps the one practising, is asked where its time goes instead of losing it without a word.
   */
  function askIfVanishedWithGoal() {
    if (!vanished || get().timer) return;
    const loggedMs = loggedRunMs(vanished.run);
    if (loggedMs !== null) {
      tellStoppedElsewhere(vanished.run, loggedMs);
      vanished = null;
    } else if (clock.now() - vanished.at > VANISHED_WAIT_MS) vanished = null;
    else if (goalIsGone(vanished.run.goalId)) {
      const { run } = vanished;
      vanished = null;
      set({ goneRun: run, goneRunMs: practisedMs(run, clock.now()) });
    }
  }

  useGoals.subscribe((state, previous) => {
    if (state.timer !== previous.timer) follow(activeTimerOf(state.timer));
    if (state.timer !== previous.timer || state.goals !== previous.goals) askIfVanishedWithGoal();
  });

  return {
    timer: activeTimerOf(useGoals.getState().timer),
    now: clock.now(),
    ...NO_QUESTION,

    start(goalId, partId) {
      const goal = useGoals.getState().goals.find((g) => g.id === goalId);
      const part = partOf(goal?.parts, partId)?.id;
      useGoals.getState().submit(...startChanges(stored(), goalId, clock.now(), goalName, part));
    },

    stop() {
      const timer = stored();
      if (timer?.isRunning && goalIsGone(timer.goalId)) {
        set({ goneRunMs: practisedMs(timer, clock.now()), askingStillPracticing: false });
        return { ok: false, goalGone: true };
      }
      const plan = stopChanges(timer, clock.now(), goalName);
      if (plan.kind === 'too-long') {
        // The 4-hour question makes way for the choice (and asks again 4 hours on).
        get().keepPracticing();
        set({ longRunMs: plan.elapsedMs });
        return { ok: false, tooLongMs: plan.elapsedMs };
      }
      if (plan.kind === 'ok') useGoals.getState().submit(...plan.changes);
      return { ok: true };
    },

    closeLongRun: () => set({ longRunMs: null }),

    stopLogging(lengthMs) {
      set({ longRunMs: null });
      const timer = stored();
      if (timer?.isRunning)
        useGoals.getState().submit(...stopWithLength(timer, lengthMs, clock.now(), goalName));
    },

    logGoneRunTo(goalId) {
      const { goneRun } = get();
      set({ goneRunMs: null, goneRun: null });
      const timer = goneRun ?? stored();
      if (!timer?.isRunning) return;
      const now = clock.now();
      const changes = stopWithLength(timer, practisedMs(timer, now), now, goalName, goalId);
      // A run stopped elsewhere already: only its session is left to write.
      const logOnly = changes.map((c) => ({ ...c, ops: c.ops.filter((op) => !isTimerOp(op)) }));
      useGoals.getState().submit(...(goneRun ? logOnly : changes));
    },

    closeGoneRun: () => set({ goneRunMs: null, goneRun: null }),

    reset() {
      const { goneRun } = get();
      set({ goneRunMs: null, goneRun: null });
      if (goneRun) return; // stopped elsewhere already: nothing is logged, nothing to reset
      useGoals.getState().submit(...resetChanges(stored(), goalName));
    },

    keepPracticing() {
      const { timer } = get();
      if (timer) askAfterMs = practisedMs(timer, clock.now());
      set({ askingStillPracticing: false });
    },

    pause() {
      useGoals.getState().submit(...pauseChanges(stored(), clock.now(), goalName));
    },

    resume() {
      set({ askingLongPause: false });
      useGoals.getState().submit(...resumeChanges(stored(), clock.now(), goalName));
    },

    closeLongPause: () => set({ askingLongPause: false }),
  };
});
