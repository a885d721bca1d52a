import { addWeeks } from 'date-fns/addWeeks';
import { startOfWeek } from 'date-fns/startOfWeek';
import type { WeeklyTrophyEntry } from './practice-sessions';
import { MAX_LEVEL, skillLevel } from './skill-levels';
import { WEEK_OPTIONS, sameWeekKey, weekId, weekKey, type WeekKey } from './weeks';

/**
 * Every medal a goal can earn, in the order they are shown. The rules accept exactly these ids
 * (firestore.rules, isMedalId), so adding one means adding it there too.
 */
export const MEDAL_IDS = [
  'first-session',
  'level-2',
  'level-3',
  'level-4',
  'level-5',
  'level-6',
  'level-7',
  'trophy-streak-4',
  'trophy-streak-12',
  'practice-days-100',
] as const;
export type MedalId = (typeof MEDAL_IDS)[number];

export const STREAK_MEDALS = [
  { id: 'trophy-streak-4', weeks: 4 },
  { id: 'trophy-streak-12', weeks: 12 },
] as const satisfies readonly { id: MedalId; weeks: number }[];
export const PRACTICE_DAYS_MEDAL = 100;

export function isMedalId(value: unknown): value is MedalId {
  return typeof value === 'string' && (MEDAL_IDS as readonly string[]).includes(value);
}

/** The accessible (and visible) name of a medal. */
export function medalName(id: MedalId): string {
  if (id === 'first-session') return 'First session';
  if (id === 'trophy-streak-4') return '4-week trophy streak';
  if (id === 'trophy-streak-12') return '12-week trophy streak';
  if (id === 'practice-days-100') return '100 practice days';
  return `Reached ${skillLevel(Number(id.slice('level-'.length))).name}`;
}

/** Local midnight of the Sunday that starts a week key (week 1 holds 1 January). */
function startOfWeekKey(key: WeekKey): Date {
  return addWeeks(startOfWeek(new Date(key.year, 0, 1), WEEK_OPTIONS), key.weekNumber - 1);
}

/** The week after each week seen, by weekId: worked out once, as every change reads years of weeks. */
const WEEK_AFTER = new Map<string, WeekKey>();

function weekAfter(key: WeekKey): WeekKey {
  const id = weekId(key);
  let next = WEEK_AFTER.get(id);
  if (!next) {
    if (WEEK_AFTER.size >= 10_000) WEEK_AFTER.clear();
    WEEK_AFTER.set(id, (next = weekKey(addWeeks(startOfWeekKey(key), 1))));
  }
  return next;
}

/** The most consecutive calendar weeks that each earned at least one trophy. */
export function longestTrophyStreak(entries: readonly WeeklyTrophyEntry[]): number {
  const won = entries.filter((e) => e.trophies > 0);
  let longest = 0;
  let run = 0;
  let previous: WeekKey | null = null;
  for (const entry of won) {
    const follows = previous !== null && sameWeekKey(weekAfter(previous), entry);
    run = follows ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = entry;
  }
  return longest;
}

export interface MedalFacts {
  /** Sessions in the log (imported time without sessions does not count as a first session). */
  sessionCount: number;
  currentLevel: number;
  practiceDayCount: number;
  /** Oldest first, as recomputeGoal derives them. */
  weeklyTrophies: readonly WeeklyTrophyEntry[];
}

/**
 * The medals earned, derived only from the goal's log, so every tab and device derives the
 * same list: first session, each skill level above Beginner, 4- and 12-week trophy streaks
 * and 100 practice days. In MEDAL_IDS order.
 */
export function medalsFor(facts: MedalFacts): MedalId[] {
  const earned = new Set<MedalId>();
  if (facts.sessionCount > 0) earned.add('first-session');
  const level = Math.min(Math.max(Math.trunc(facts.currentLevel), 1), MAX_LEVEL);
  for (let n = 2; n <= level; n += 1) earned.add(`level-${n}` as MedalId);
  const streak = longestTrophyStreak(facts.weeklyTrophies);
  for (const medal of STREAK_MEDALS) if (streak >= medal.weeks) earned.add(medal.id);
  if (facts.practiceDayCount >= PRACTICE_DAYS_MEDAL) earned.add('practice-days-100');
  return MEDAL_IDS.filter((id) => earned.has(id));
}

/** Known medal ids from stored data, in MEDAL_IDS order, each once. */
export function readMedals(raw: unknown): MedalId[] {
  if (!Array.isArray(raw)) return [];
  return MEDAL_IDS.filter((id) => raw.includes(id));
}

export function sameMedals(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
