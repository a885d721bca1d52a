import { create } from 'zustand';
import { appConfig } from '@/config';
import { needsStillPracticingCheck, startTimer, type ActiveTimer } from '@/domain/timer';
import { clock } from '../clock';
import { recordTimerStop } from '../goals/goal-actions';
import { beforeSignOut } from '../session/session.store';

const STORAGE_KEY = `${appConfig.productName.toLowerCase()}-data`;
const TICK_MS = 1000;

interface TimerState {
  timer: ActiveTimer | null;
  /** Wall-clock ms of the last tick; only the timer displays subscribe to it. */
  now: number;
  /** The "Still practicing?" question is open. */
  askingStillPracticing: boolean;
  /** Starts this goal's timer; a timer running for another goal is stopped and saved first. */
  start(goalId: string): void;
  /** Logs the elapsed time against the goal and returns to idle; returns an error or null. */
  stop(): string | null;
  /** Back to idle without logging anything. */
  reset(): void;
  keepPracticing(): void;
}

function readStoredTimer(): ActiveTimer | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      activeTimer?: ActiveTimer;
    } | null;
    const timer = stored?.activeTimer;
    const valid =
      timer &&
      typeof timer.goalId === 'string' &&
      Number.isFinite(timer.startTime) &&
      timer.isRunning === true;
    return valid ? timer : null;
  } catch {
    return null;
  }
}

function storeTimer(timer: ActiveTimer | null) {
  try {
    if (timer) localStorage.setItem(STORAGE_KEY, JSON.stringify({ activeTimer: timer }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch (error) {
    console.error('Could not keep the running timer on this device', error);
  }
}

let ticker: ReturnType<typeof setInterval> | undefined;
/** After "keep practicing", ask again only once another full interval has passed. */
let askAfterMs = 0;

export const useTimer = create<TimerState>()((set, get) => {
  function tick() {
    const now = clock.now();
    const { timer, askingStillPracticing } = get();
    const shifted = timer && { ...timer, startTime: timer.startTime + askAfterMs };
    const ask = !askingStillPracticing && needsStillPracticingCheck(shifted, now);
    set(ask ? { now, askingStillPracticing: true } : { now });
  }

  function run(timer: ActiveTimer | null) {
    clearInterval(ticker);
    ticker = undefined;
    askAfterMs = 0;
    storeTimer(timer);
    set({ timer, now: clock.now(), askingStillPracticing: false });
    if (timer) {
      ticker = setInterval(tick, TICK_MS);
      tick();
    }
  }

  // Signing out logs a running timer's time rather than losing it.
  beforeSignOut(() => get().stop());

  const restored = readStoredTimer();
  if (restored) queueMicrotask(() => run(restored));

  return {
    timer: null,
    now: clock.now(),
    askingStillPracticing: false,

    start(goalId) {
      const current = get().timer;
      if (current?.goalId === goalId) return;
      if (current) get().stop();
      run(startTimer(goalId, clock.now()));
    },

    stop() {
      const { timer } = get();
      if (!timer) return null;
      const error = recordTimerStop(timer.goalId, timer.startTime, clock.now());
      run(null);
      return error;
    },

    reset: () => run(null),

    keepPracticing() {
      const { timer } = get();
      if (timer) askAfterMs = clock.now() - timer.startTime;
      set({ askingStillPracticing: false });
    },
  };
});
