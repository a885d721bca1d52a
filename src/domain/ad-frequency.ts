// When an advertising way shows, by its Frequency. Pure: the time, the per-device record and
// the user's milestones are passed in. A "page view" is one mount of a slot (arriving on a
// page, or opening the New Goal dialog); the decision is taken once per page view.
//
//   every-visit      every page view, a campaign picked at random each time.
//   daily-rotation   every page view, but one campaign per local calendar day: the active
//                    campaigns take turns day after day (same campaign all day, next one
//                    tomorrow).
//   weekly           at most once in 7 days on this device: the first page view after that
//                    shows it, the other page views of the week show nothing.
//   milestone-based  once per milestone: shown when the user has reached a trophy, a level or
//                    completed a goal since it last showed on this device (the first visit on
//                    a device counts as one).
//   on-goal-creation only while a goal is being created: in the New Goal dialog, each time it
//                    opens; at any other place it never shows.
//   persistent       always in its place, every page view, until dismissed; dismissed, it
//                    stays hidden for the rest of the browser session (tab).
//
// Per device (localStorage, wiped at sign-out) each way keeps when it last showed and the
// milestone count it last showed at; the persistent dismissals live in session storage.
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import type { AdFrequency } from './advertising';

/** What this device remembers about one way. */
export interface AdWayMemory {
  /** Epoch ms of the last page view that showed it. */
  lastShownAt?: number;
  /** The milestone count when it last showed (milestone-based). */
  milestoneMark?: number;
}

/** Per way id. */
export type AdFrequencyMemory = Record<string, AdWayMemory>;

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The slot a page view is deciding for. */
export interface AdMoment {
  now: Date;
  /** The slot is the New Goal dialog (a goal is being created). */
  creatingGoal: boolean;
  /** Trophies + levels gained + completed goals; null while the goals are not loaded. */
  milestones: number | null;
  /** A persistent way dismissed earlier in this session. */
  dismissed: boolean;
}

/** Whether a way of this frequency shows on this page view. */
export function isAdDue(
  frequency: AdFrequency,
  memory: AdWayMemory | undefined,
  moment: AdMoment,
): boolean {
  switch (frequency) {
    case 'every-visit':
    case 'daily-rotation':
      return true;
    case 'weekly':
      return (
        memory?.lastShownAt === undefined ||
        moment.now.getTime() - memory.lastShownAt >= WEEK_MS ||
        // A clock set back must not hide it for longer than a week.
        moment.now.getTime() < memory.lastShownAt
      );
    case 'milestone-based':
      if (moment.milestones === null) return false;
      return memory?.milestoneMark === undefined || moment.milestones > memory.milestoneMark;
    case 'on-goal-creation':
      return moment.creatingGoal;
    case 'persistent':
      return !moment.dismissed;
  }
}

/** What to remember once a way has shown on this page view. */
export function rememberShown(memory: AdWayMemory | undefined, moment: AdMoment): AdWayMemory {
  return {
    ...memory,
    lastShownAt: moment.now.getTime(),
    ...(moment.milestones !== null && { milestoneMark: moment.milestones }),
  };
}

/**
 * A milestone count that drops (a goal deleted, a completion undone) moves the mark down, so
 * the next real milestone counts again.
 */
export function lowerMark(memory: AdWayMemory | undefined, milestones: number | null) {
  if (memory?.milestoneMark === undefined || milestones === null) return memory;
  return milestones < memory.milestoneMark ? { ...memory, milestoneMark: milestones } : memory;
}

const ROTATION_START = new Date(2024, 0, 1);

/**
 * Which of `count` campaigns shows: the day's turn for daily-rotation (local calendar days,
 * so it changes at the user's midnight), else the random pick; -1 when there is none.
 */
export function campaignIndexFor(
  frequency: AdFrequency,
  count: number,
  now: Date,
  random: () => number,
): number {
  if (count <= 0) return -1;
  if (frequency === 'daily-rotation') {
    const day = differenceInCalendarDays(now, ROTATION_START);
    return ((day % count) + count) % count;
  }
  return Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
}

/** The fields of a goal that make milestones. */
export interface MilestoneGoal {
  trophies: number;
  currentLevel: number;
  completed?: boolean;
}

/** Trophies, levels above the first, and completed goals, over all of the user's goals. */
export function milestoneCount(goals: readonly MilestoneGoal[]): number {
  return goals.reduce(
    (sum, goal) =>
      sum +
      Math.max(0, goal.trophies || 0) +
      Math.max(0, (goal.currentLevel || 1) - 1) +
      (goal.completed ? 1 : 0),
    0,
  );
}

/** Reads the stored memory; anything malformed is ignored (treated as never shown). */
export function parseFrequencyMemory(raw: string | null): AdFrequencyMemory {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const memory: AdFrequencyMemory = {};
    for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (!value || typeof value !== 'object') continue;
      const { lastShownAt, milestoneMark } = value as Record<string, unknown>;
      memory[id] = {
        ...(Number.isFinite(lastShownAt) && { lastShownAt: lastShownAt as number }),
        ...(Number.isFinite(milestoneMark) && { milestoneMark: milestoneMark as number }),
      };
    }
    return memory;
  } catch {
    return {};
  }
}
