import type { SyncClock } from '@/sync/ports';

/** How much the device clock runs fast, as measured against the server (0 until known). */
let correctionMs = 0;

/** The one place that reads the wall clock, so tests can move time. */
export const clock = {
  /** Now, for everything the app shows and writes: the device clock, corrected when it runs fast. */
  now: (): number => clock.deviceNow() - correctionMs,
  /** The device clock itself, uncorrected (only for measuring it). */
  deviceNow: (): number => Date.now(),
};

export const nowDate = (): Date => new Date(clock.now());

/** What `clock.now()` takes off the device clock. */
export const clockCorrection = (): number => correctionMs;

export function setClockCorrection(ms: number): void {
  correctionMs = ms;
}

/** The clock the sync engine reads. */
export const syncClock: SyncClock = { now: () => clock.now(), correction: clockCorrection };
