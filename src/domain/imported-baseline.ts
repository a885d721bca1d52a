import {
  MS_PER_HOUR,
  totalSessionHours,
  weeklyHoursFrom,
  type PracticeSession,
  type WeeklyTrophyEntry,
} from './practice-sessions';
import { isDayKey, sameWeekKey, weekId, weekKey, type WeekHours } from './weeks';

/**
 * Practice time a goal carries WITHOUT sessions behind it: figures from an imported export of
 * the legacy app (which stored only totals), or times the user typed in the Import Time
 * Settings dialog. It holds only the part the goal's sessions do not already explain, so
 *
 *   totalTimeSpent = totalHours + hours of all sessions
 *   hours of week W = weeks[W] + hours of the sessions that started in W
 *   practiceDays   = practiceDays ∪ session days
 *
 * recomputeGoal() adds it back in every time, so an imported goal keeps its history while new
 * sessions accumulate on top. It is never changed by timer stops or session edits.
 */
export interface ImportedBaseline {
  /** Hours beyond the sessions, >= 0. Includes the hours in `weeks`. */
  totalHours: number;
  /** Per-week hours beyond the sessions (from legacy weekly trophy entries), hours > 0. */
  weeks: WeekHours[];
  /** Legacy practice days, 'yyyy-MM-dd', sorted and unique. */
  practiceDays: string[];
}

/** What an import provides for one goal; every field may be missing or malformed. */
export interface LegacyTotals {
  totalTimeSpent?: unknown;
  practiceDays?: unknown;
  weeklyTrophies?: unknown;
  /** Sessions the imported goal already has (an export from this app); their time is subtracted. */
  sessions?: readonly PracticeSession[];
}

/** The Import Time Settings dialog's "Customize time" values, in hours. */
export interface CustomImportTimes {
  totalHours: number;
  /** Hours for the week of the import (`now`); replaces any legacy figure for that week. */
  weeklyHours: number;
}

const nonNegative = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

function legacyWeeks(weeklyTrophies: unknown): WeekHours[] {
  if (!Array.isArray(weeklyTrophies)) return [];
  const weeks: WeekHours[] = [];
  for (const raw of weeklyTrophies as Partial<WeeklyTrophyEntry>[]) {
    if (!raw || typeof raw !== 'object') continue;
    const { year, weekNumber, weeklyTimeSpent } = raw;
    if (!Number.isInteger(year) || !Number.isInteger(weekNumber)) continue;
    if ((weekNumber as number) < 1 || (weekNumber as number) > 53) continue;
    const hours = nonNegative(weeklyTimeSpent);
    if (hours > 0) weeks.push({ year: year as number, weekNumber: weekNumber as number, hours });
  }
  return weeks;
}

/** Rounds away float dust left by subtraction, at millisecond precision. */
const roundHours = (hours: number) => Math.round(hours * MS_PER_HOUR) / MS_PER_HOUR;

/**
 * The baseline for an imported goal. Without `custom`, the legacy totals, weekly entries and
 * practice days are kept. With `custom`, its total replaces the legacy total and its weekly hours
 * become the hours of the week of `now`. Time already covered by `legacy.sessions` is subtracted
 * (never below 0), so nothing is counted twice. Returns undefined when nothing is left to carry.
 */
export function importedBaseline(
  legacy: LegacyTotals,
  now: Date,
  custom?: CustomImportTimes,
): ImportedBaseline | undefined {
  const sessions = legacy.sessions ?? [];
  const claimedTotal = custom ? nonNegative(custom.totalHours) : nonNegative(legacy.totalTimeSpent);

  const claimedWeeks = new Map<string, WeekHours>();
  for (const w of legacyWeeks(legacy.weeklyTrophies)) {
    const id = weekId(w);
    const previous = claimedWeeks.get(id)?.hours ?? 0;
    claimedWeeks.set(id, { ...w, hours: Math.max(previous, w.hours) });
  }
  if (custom) {
    const current = weekKey(now);
    claimedWeeks.set(weekId(current), { ...current, hours: nonNegative(custom.weeklyHours) });
  }

  const sessionWeeks = weeklyHoursFrom(sessions);
  const weeks: WeekHours[] = [];
  for (const w of claimedWeeks.values()) {
    const covered = sessionWeeks.find((s) => sameWeekKey(s, w))?.hours ?? 0;
    const hours = roundHours(w.hours - covered);
    if (hours > 0) weeks.push({ year: w.year, weekNumber: w.weekNumber, hours });
  }
  weeks.sort((a, b) => a.year - b.year || a.weekNumber - b.weekNumber);

  const rawDays: unknown[] = Array.isArray(legacy.practiceDays) ? legacy.practiceDays : [];
  const practiceDays = [...new Set(rawDays.filter(isDayKey))].sort();
  const totalHours = Math.max(0, roundHours(claimedTotal - totalSessionHours(sessions)));

  if (totalHours === 0 && weeks.length === 0 && practiceDays.length === 0) return undefined;
  return { totalHours, weeks, practiceDays };
}
