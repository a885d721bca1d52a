import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  campaignIndexFor,
  isAdDue,
  lowerMark,
  milestoneCount,
  parseFrequencyMemory,
  rememberShown,
  WEEK_MS,
  type AdMoment,
  type AdWayMemory,
} from './ad-frequency';

// A fake clock: every test moves the system time and reads it back through new Date().
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 2, 10, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (overrides: Partial<AdMoment> = {}): AdMoment => ({
  now: new Date(),
  creatingGoal: false,
  milestones: 0,
  dismissed: false,
  ...overrides,
});

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const random = () => 0.5;

describe('every-visit', () => {
  it('shows on every page view, each with a fresh random pick', () => {
    let memory: AdWayMemory | undefined;
    for (let view = 0; view < 3; view += 1) {
      expect(isAdDue('every-visit', memory, at())).toBe(true);
      memory = rememberShown(memory, at());
      advance(1000);
    }
    expect(campaignIndexFor('every-visit', 4, new Date(), () => 0)).toBe(0);
    expect(campaignIndexFor('every-visit', 4, new Date(), () => 0.99)).toBe(3);
  });
});

describe('daily-rotation', () => {
  it('shows every page view the same campaign all day, and the next one the next day', () => {
    expect(isAdDue('daily-rotation', rememberShown(undefined, at()), at())).toBe(true);
    const morning = campaignIndexFor('daily-rotation', 3, new Date(), random);
    vi.setSystemTime(new Date(2026, 2, 10, 23, 59));
    expect(campaignIndexFor('daily-rotation', 3, new Date(), () => 0.99)).toBe(morning);
    vi.setSystemTime(new Date(2026, 2, 11, 0, 1));
    const next = campaignIndexFor('daily-rotation', 3, new Date(), random);
    expect(next).toBe((morning + 1) % 3);
    vi.setSystemTime(new Date(2026, 2, 12, 12, 0));
    expect(campaignIndexFor('daily-rotation', 3, new Date(), random)).toBe((morning + 2) % 3);
    vi.setSystemTime(new Date(2026, 2, 13, 12, 0));
    expect(campaignIndexFor('daily-rotation', 3, new Date(), random)).toBe(morning);
  });

  it('turns at the local midnight, across a daylight-saving change', () => {
    vi.setSystemTime(new Date(2026, 2, 7, 23, 30));
    const saturday = campaignIndexFor('daily-rotation', 7, new Date(), random);
    vi.setSystemTime(new Date(2026, 2, 8, 0, 30));
    expect(campaignIndexFor('daily-rotation', 7, new Date(), random)).toBe((saturday + 1) % 7);
    vi.setSystemTime(new Date(2026, 2, 9, 0, 30));
    expect(campaignIndexFor('daily-rotation', 7, new Date(), random)).toBe((saturday + 2) % 7);
  });

  it('has nothing to pick without campaigns, and the only one with one', () => {
    expect(campaignIndexFor('daily-rotation', 0, new Date(), random)).toBe(-1);
    expect(campaignIndexFor('daily-rotation', 1, new Date(), random)).toBe(0);
  });
});

describe('weekly', () => {
  it('shows at most once in 7 days on this device', () => {
    expect(isAdDue('weekly', undefined, at())).toBe(true);
    const memory = rememberShown(undefined, at());
    advance(60_000);
    expect(isAdDue('weekly', memory, at())).toBe(false);
    advance(WEEK_MS - 60_000 - 1);
    expect(isAdDue('weekly', memory, at())).toBe(false);
    advance(1);
    expect(isAdDue('weekly', memory, at())).toBe(true);
  });

  it('shows again when the clock was set back before the last showing', () => {
    const memory = rememberShown(undefined, at());
    advance(-60_000);
    expect(isAdDue('weekly', memory, at())).toBe(true);
  });
});

describe('milestone-based', () => {
  it('shows on the first visit of a device, then only after a new milestone', () => {
    expect(isAdDue('milestone-based', undefined, at({ milestones: 4 }))).toBe(true);
    const memory = rememberShown(undefined, at({ milestones: 4 }));
    expect(memory.milestoneMark).toBe(4);
    advance(30 * 24 * 60 * 60 * 1000);
    expect(isAdDue('milestone-based', memory, at({ milestones: 4 }))).toBe(false);
    expect(isAdDue('milestone-based', memory, at({ milestones: 5 }))).toBe(true);
  });

  it('waits while the goals are not loaded', () => {
    expect(isAdDue('milestone-based', undefined, at({ milestones: null }))).toBe(false);
    const memory = rememberShown({ milestoneMark: 2 }, at({ milestones: null }));
    expect(memory.milestoneMark).toBe(2);
  });

  it('counts again after the count dropped (a goal deleted)', () => {
    const memory = lowerMark({ milestoneMark: 6 }, 2);
    expect(memory).toEqual({ milestoneMark: 2 });
    expect(isAdDue('milestone-based', memory, at({ milestones: 3 }))).toBe(true);
    const same = { milestoneMark: 2 };
    expect(lowerMark(same, 5)).toBe(same);
    expect(lowerMark(same, null)).toBe(same);
  });

  it('counts trophies, levels above the first and completed goals', () => {
    expect(milestoneCount([])).toBe(0);
    expect(
      milestoneCount([
        { trophies: 3, currentLevel: 1 },
        { trophies: 0, currentLevel: 3, completed: true },
        { trophies: -1, currentLevel: 0 },
      ]),
    ).toBe(3 + 2 + 1);
  });
});

describe('on-goal-creation', () => {
  it('shows only while a goal is being created, every time', () => {
    expect(isAdDue('on-goal-creation', undefined, at())).toBe(false);
    const memory = rememberShown(undefined, at({ creatingGoal: true }));
    expect(isAdDue('on-goal-creation', memory, at({ creatingGoal: true }))).toBe(true);
    advance(1000);
    expect(isAdDue('on-goal-creation', memory, at({ creatingGoal: true }))).toBe(true);
  });
});

describe('persistent', () => {
  it('shows on every page view until dismissed for the session', () => {
    const memory = rememberShown(undefined, at());
    advance(WEEK_MS * 5);
    expect(isAdDue('persistent', memory, at())).toBe(true);
    expect(isAdDue('persistent', memory, at({ dismissed: true }))).toBe(false);
  });
});

describe('parseFrequencyMemory', () => {
  it('reads what rememberShown stored and ignores anything malformed', () => {
    const stored = { a: rememberShown(undefined, at({ milestones: 3 })) };
    expect(parseFrequencyMemory(JSON.stringify(stored))).toEqual(stored);
    expect(parseFrequencyMemory(null)).toEqual({});
    expect(parseFrequencyMemory('not json')).toEqual({});
    expect(parseFrequencyMemory('[1,2]')).toEqual({});
    expect(
      parseFrequencyMemory(JSON.stringify({ a: { lastShownAt: 'x', milestoneMark: 1 }, b: 3 })),
    ).toEqual({ a: { milestoneMark: 1 } });
  });
});
