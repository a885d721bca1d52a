import { describe, expect, it } from 'vitest';
import {
  MAX_LEVEL,
  NEW_GOAL_WEEKLY_HOURS,
  SKILL_LEVELS,
  levelAfter,
  skillLevel,
} from './skill-levels';

describe('skill levels', () => {
  it('has the seven levels with their thresholds in order', () => {
    expect(SKILL_LEVELS.map((l) => [l.name, l.requiredHours])).toEqual([
      ['Beginner', 4],
      ['Intermediate', 20],
      ['Advanced', 50],
      ['Master', 100],
      ['Ninja', 200],
      ['The One', 350],
      ['God', 500],
    ]);
  });

  it('gives new goals 4 weekly hours, from the first level hour range', () => {
    expect(NEW_GOAL_WEEKLY_HOURS).toBe(4);
  });

  it.each([
    [0, 1],
    [19.9, 1],
    [20, 2],
    [49.99, 2],
    [50, 3],
    [100, 4],
    [200, 5],
    [350, 6],
    [499, 6],
    [500, 7],
    [10_000, 7],
  ])('a level-1 goal with %d total hours reaches level %d', (hours, level) => {
    expect(levelAfter(1, hours)).toBe(level);
  });

  it('raises several levels at once and never lowers one', () => {
    expect(levelAfter(2, 120)).toBe(4);
    expect(levelAfter(5, 10)).toBe(5);
    expect(levelAfter(MAX_LEVEL, 1_000)).toBe(MAX_LEVEL);
  });

  it('clamps out-of-range levels', () => {
    expect(skillLevel(0).name).toBe('Beginner');
    expect(skillLevel(99).name).toBe('God');
  });
});
