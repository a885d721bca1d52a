import type { SessionJournal } from './journal';
import { compareWeekKeys, weekId, weekKey, type WeekHours, type WeekKey } from './weeks';

export const MS_PER_HOUR = 3_600_000;
/** The longest single session accepted (timer, manual or import). */
export const MAX_SESSION_MS = 24 * MS_PER_HOUR;

export const SESSION_SOURCES = ['timer', 'manual', 'import'] as const;
export type SessionSource = (typeof SESSION_SOURCES)[number];

/**
 * One stretch of practice. Sessions are the source of truth for a goal's figures: total and
 * weekly time, practice days, trophies and level are all derived from them (goal-progress.ts).
 * A session belongs to the local day and the week in which it STARTS, even when it runs past
 * midnight, so its practice day and its week never disagree.
 */
export interface PracticeSession extends SessionJournal {
  id: string;
  /** Epoch milliseconds. */
  start: number;
  /** Epoch milliseconds, after start. */
  end: number;
  source: SessionSource;
  /** The part of its goal it names (goal-parts.ts); absent: no part. */
  partId?: string;
}

/** The spec's weekly trophy entry. */
export interface WeeklyTrophyEntry {
  weekNumber: number;
  year: number;
  trophies: number;
  weeklyTimeSpent: number;
}

/**
 * A session id that can name a stored document: no '/', not '.' or '..', at most 90
 * characters (room for a '-n' suffix under the limit of 100). Falls back when nothing is left.
 */
export function storableSessionId(id: string, fallback: string): string {
  const cleaned = id.replace(/\//g, '-').replace(/^\.+$/, '').slice(0, 90);
  return cleaned.trim() ? cleaned : fallback;
}

/** Real elapsed hours (a session over a daylight-saving change counts the hours that passed). */
export function sessionHours(session: Pick<PracticeSession, 'start' | 'end'>): number {
  return Math.max(0, session.end - session.start) / MS_PER_HOUR;
}

function sessionMs(session: Pick<PracticeSession, 'start' | 'end'>): number {
  return Math.max(0, session.end - session.start);
}

/** Sum in milliseconds first, so whole-second sessions add up without floating-point drift. */
export function totalSessionHours(sessions: readonly PracticeSession[]): number {
  return sessions.reduce((sum, s) => sum + sessionMs(s), 0) / MS_PER_HOUR;
}

/** The error message for an unacceptable session, or null when it is fine. */
export function validateSession(
  session: Pick<PracticeSession, 'start' | 'end'>,
  nowMs: number,
): string | null {
  const { start, end } = session;
  if (!Number.isFinite(start) || !Number.isFinite(end)) {
    return 'Session start and end must be valid times.';
  }
  if (end <= start) return 'A session must end after it starts.';
  if (end > nowMs) return 'A session cannot end in the future.';
  if (end - start > MAX_SESSION_MS) return 'A session can be at most 24 hours long.';
  return null;
}

/** Another session sharing any instant with `candidate` (touching end to start is fine). */
export function findOverlap(
  sessions: readonly PracticeSession[],
  candidate: Pick<PracticeSession, 'id' | 'start' | 'end'>,
): PracticeSession | undefined {
  return sessions.find(
    (s) => s.id !== candidate.id && s.start < candidate.end && candidate.start < s.end,
  );
}

/** Hours per week of timed stretches (their ms counted in the week of `at`) plus any extra
 * (imported) week hours. Oldest first, empty weeks dropped. */
export function hoursByWeek(
  timed: Iterable<{ at: number; ms: number }>,
  extraWeeks: readonly WeekHours[] = [],
): WeekHours[] {
  const byWeek = new Map<string, { key: WeekKey; ms: number; hours: number }>();
  const entry = (key: WeekKey) => {
    const id = weekId(key);
    let found = byWeek.get(id);
    if (!found) {
      found = { key: { year: key.year, weekNumber: key.weekNumber }, ms: 0, hours: 0 };
      byWeek.set(id, found);
    }
    return found;
  };
  for (const { at, ms } of timed) entry(weekKey(at)).ms += ms;
  for (const w of extraWeeks) {
    if (Number.isFinite(w.hours) && w.hours > 0) entry(w).hours += w.hours;
  }
  return [...byWeek.values()]
    .map(({ key, ms, hours }) => ({ ...key, hours: ms / MS_PER_HOUR + hours }))
    .filter((w) => w.hours > 0)
    .sort(compareWeekKeys);
}

/** Hours per week of sessions (by their start) plus any extra (imported) week hours. */
export function weeklyHoursFrom(
  sessions: readonly PracticeSession[],
  extraWeeks: readonly WeekHours[] = [],
): WeekHours[] {
  return hoursByWeek(
    sessions.map((s) => ({ at: s.start, ms: sessionMs(s) })),
    extraWeeks,
  );
}

/** Absorbs floating-point dust such as 3 * 1.4 = 4.199999999999999. */
const TROPHY_EPSILON = 1e-9;

/** Whole number of times the week's time covers the weekly goal; 0 for a goal of 0 or less. */
export function trophiesFor(weeklyHours: number, weeklyGoal: number): number {
  if (!(weeklyGoal > 0) || !(weeklyHours > 0)) return 0;
  return Math.floor(weeklyHours / weeklyGoal + TROPHY_EPSILON);
}

export function totalTrophies(entries: readonly WeeklyTrophyEntry[]): number {
  return entries.reduce((sum, e) => sum + e.trophies, 0);
}

/** Sessions ordered by start time (ties by id), as the goal stores them. */
export function sortSessions(sessions: readonly PracticeSession[]): PracticeSession[] {
  return [...sessions].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
}
