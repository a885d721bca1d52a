import { MS_PER_HOUR, type PracticeSession } from '../practice-sessions';

/** The moment the round-trip tests export at: Wednesday 18 November 2026, 20:00 local time. */
export const NOW = new Date(2026, 10, 18, 20, 0);

/** A local time in November 2026. */
export const at = (day: number, hour: number) => new Date(2026, 10, day, hour).getTime();

/** A one-hour timer session at 9:00 on that day of November 2026. */
export const session = (id: string, day: number, extra: Partial<PracticeSession> = {}) => ({
  id,
  start: at(day, 9),
  end: at(day, 9) + MS_PER_HOUR,
  source: 'timer' as const,
  ...extra,
});
