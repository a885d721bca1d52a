/** The one place that reads the wall clock, so tests can move time. */
export const clock = {
  now: (): number => Date.now(),
};

export const nowDate = (): Date => new Date(clock.now());
