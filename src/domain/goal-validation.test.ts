import { describe, expect, it } from 'vitest';
import {
  GOAL_NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  canAddResource,
  MAX_RESOURCES,
  normaliseRename,
  parseDecimal,
  validateGoalName,
  validateImportedHours,
  validateNote,
  validateTargetValue,
  withResourceBack,
} from './goal-validation';

describe('validateGoalName', () => {
  it.each([
    ['Piano', null],
    [' Piano ', null],
    ['x'.repeat(GOAL_NAME_MAX_LENGTH), null],
    ['', 'Goal name is required.'],
    ['   ', 'Goal name is required.'],
    ['x'.repeat(GOAL_NAME_MAX_LENGTH + 1), 'Goal name must be at most 100 characters.'],
  ])('%j -> %s', (name, error) => {
    expect(validateGoalName(name)).toBe(error);
  });
});

describe('normaliseRename', () => {
  it.each([
    ['  New name ', 'New name'],
    ['', null],
    ['  \t ', null],
    [`${'a'.repeat(99)} b`, 'a'.repeat(99)],
    ['y'.repeat(150), 'y'.repeat(100)],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseRename(input)).toBe(expected);
  });
});

describe('validateTargetValue', () => {
  it.each([
    ['5', null],
    ['1', null],
    [' 2.5 ', null],
    [12, null],
    [1.5, null],
    ['0.5', 'Target value must be at least 1.'],
    [0, 'Target value must be at least 1.'],
    ['-3', 'Target value must be at least 1.'],
    ['', 'Target value must be a number, such as 5 or 2.5.'],
    ['abc', 'Target value must be a number, such as 5 or 2.5.'],
    ['1e3', 'Target value must be a number, such as 5 or 2.5.'],
    ['5h', 'Target value must be a number, such as 5 or 2.5.'],
    [Number.NaN, 'Target value must be a number, such as 5 or 2.5.'],
    [Infinity, 'Target value must be a number, such as 5 or 2.5.'],
  ])('%j -> %s', (input, error) => {
    expect(validateTargetValue(input)).toBe(error);
  });
});

describe('parseDecimal and validateImportedHours', () => {
  it('parses plain decimals only', () => {
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('3.')).toBe(3);
    expect(parseDecimal('1,5')).toBeNull();
  });

  it.each([
    ['0', null],
    ['12.3', null],
    [0, null],
    ['-0.1', 'Hours cannot be negative.'],
    ['x', 'Hours must be a number, such as 12.5.'],
  ])('%j -> %s', (input, error) => {
    expect(validateImportedHours(input)).toBe(error);
  });
});

describe('validateNote', () => {
  it('accepts up to 5000 characters and says how long the note is', () => {
    expect(validateNote('')).toBeNull();
    expect(validateNote('n'.repeat(NOTE_MAX_LENGTH))).toBeNull();
    expect(validateNote('n'.repeat(NOTE_MAX_LENGTH + 7))).toBe(
      'Note must be at most 5000 characters (it has 5007).',
    );
  });
});

describe('canAddResource', () => {
  it.each([
    ['Clean Code', true],
    ['  x ', true],
    ['', false],
    ['   ', false],
  ])('%j -> %s', (name, expected) => {
    expect(canAddResource(name, 0)).toBe(expected);
  });

  it('refuses a resource beyond the most a goal lists', () => {
    expect(canAddResource('Clean Code', MAX_RESOURCES - 1)).toBe(true);
    expect(canAddResource('Clean Code', MAX_RESOURCES)).toBe(false);
  });
});

describe('withResourceBack', () => {
  const book = { type: 'book' as const, name: 'Hanon', completed: true };
  const video = { type: 'video' as const, name: 'Masterclass', completed: false };
  const course = { type: 'course' as const, name: 'Theory', completed: false };
  it('puts a removed resource back where it was, as it was', () => {
    expect(withResourceBack([book, course], video, 1)).toEqual([book, video, course]);
    expect(withResourceBack([video, course], book, 0)).toEqual([book, video, course]);
    expect(withResourceBack([book], course, 5)).toEqual([book, course]);
  });

  it('keeps a full list as it is', () => {
    const full = Array.from({ length: MAX_RESOURCES }, () => book);
    expect(withResourceBack(full, video, 0)).toBe(full);
  });
});
