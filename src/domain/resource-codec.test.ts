import { describe, expect, it } from 'vitest';
import type { GoalResource } from './goal';
import { MAX_RESOURCES } from './goal-validation';
import {
  RESOURCE_SEPARATOR,
  STORED_RESOURCES_MAX_CHARS,
  STORED_RESOURCE_PATTERN,
  decodeResources,
  encodeResource,
} from './resource-codec';

const book: GoalResource = { type: 'book', name: 'Clean Code | 2nd edition', completed: true };
const video: GoalResource = { type: 'video', name: '', completed: false };

describe('stored resources', () => {
  it('round-trips, a | in the name included', () => {
    const stored = [book, video].map(encodeResource);
    expect(stored).toEqual(['book|1|Clean Code | 2nd edition', 'video|0|']);
    expect(decodeResources(stored)).toEqual([book, video]);
  });

  it('reads the maps earlier versions stored', () => {
    expect(
      decodeResources([{ ...book }, { type: 'course', name: 'Rust', completed: 'yes' }]),
    ).toEqual([book, { type: 'course', name: 'Rust', completed: false }]);
  });

  it('drops malformed entries and keeps at most MAX_RESOURCES', () => {
    expect(
      decodeResources(['podcast|0|x', 'book|2|x', 'book', 42, null, { type: 'book' }]),
    ).toEqual([]);
    expect(decodeResources('book|0|x')).toEqual([]);
    const many = Array.from({ length: MAX_RESOURCES + 3 }, () => 'book|0|x');
    expect(decodeResources(many)).toHaveLength(MAX_RESOURCES);
  });

  it('writes only what the rules accept: the joined list matches, within its length', () => {
    const entry = STORED_RESOURCE_PATTERN;
    const whole = new RegExp(`^${entry}(${RESOURCE_SEPARATOR}${entry})*$`);
    const joined = (list: GoalResource[]) => list.map(encodeResource).join(RESOURCE_SEPARATOR);
    const longest: GoalResource = { type: 'tutorial', name: 'n'.repeat(300), completed: true };
    const most = Array.from({ length: MAX_RESOURCES }, () => longest);
    expect(whole.test(joined([book, video]))).toBe(true);
    expect(whole.test(joined(most))).toBe(true);
    expect(joined(most)).toHaveLength(STORED_RESOURCES_MAX_CHARS - 1);
    const sneaky = { ...book, name: `a${RESOURCE_SEPARATOR}b` };
    expect(encodeResource(sneaky)).toBe('book|1|ab');
    expect(whole.test('podcast|0|x')).toBe(false);
    expect(whole.test(`book|0|${'n'.repeat(201)}`)).toBe(false);
  });
});
