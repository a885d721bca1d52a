import { describe, expect, it } from 'vitest';
import { liveLinks, REUSE_MIN_LEFT_MS, reusableLink, sameSnapshot } from './share-reuse';
import type { SharedGoal } from './sharing-snapshot';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;
const PIANO: SharedGoal = {
  name: 'Piano',
  note: 'Scales daily',
  level: 2,
  hours: 21.3,
  trophies: 3,
  dayCount: 12,
  recentDays: ['2026-02-27', '2026-02-28'],
};

const link = (id: string, expiresIn: number, goals: SharedGoal[] = [PIANO]) => ({
  id,
  goals,
  expiresAt: NOW + expiresIn,
});

describe('sameSnapshot', () => {
  it('compares what the link shows, hours as shown (one decimal)', () => {
    expect(sameSnapshot([PIANO], [{ ...PIANO }])).toBe(true);
    expect(sameSnapshot([PIANO], [{ ...PIANO, hours: 21.34 }])).toBe(true);
    expect(sameSnapshot([PIANO], [{ ...PIANO, hours: 21.4 }])).toBe(false);
    expect(sameSnapshot([PIANO], [{ ...PIANO, note: 'Arpeggios' }])).toBe(false);
    expect(sameSnapshot([PIANO], [{ ...PIANO, trophies: 4 }])).toBe(false);
    expect(sameSnapshot([PIANO], [{ ...PIANO, recentDays: ['2026-02-28'] }])).toBe(false);
    expect(sameSnapshot([PIANO], [PIANO, { ...PIANO, name: 'Chess' }])).toBe(false);
    expect(sameSnapshot([], [])).toBe(true);
  });

  it('minds the order of the goals', () => {
    const chess = { ...PIANO, name: 'Chess' };
    expect(sameSnapshot([PIANO, chess], [chess, PIANO])).toBe(false);
  });
});

describe('liveLinks', () => {
  it('keeps the unexpired links, the one that lives longest first', () => {
    const links = [link('a', HOUR), link('b', -1), link('c', 5 * HOUR), link('d', 0)];
    expect(liveLinks(links, NOW).map((l) => l.id)).toEqual(['c', 'a']);
  });
});

describe('reusableLink', () => {
  it('reuses the live link with the same snapshot that lives longest', () => {
    const links = [link('a', 3 * HOUR), link('b', 20 * HOUR), link('c', 23 * HOUR, [])];
    expect(reusableLink(links, [PIANO], NOW)?.id).toBe('b');
    expect(reusableLink(links, [], NOW)?.id).toBe('c');
  });

  it('never reuses a weekly review link for the goals, even one with no goals', () => {
    const review = { ...link('review', 20 * HOUR, []), review: '{}' };
    expect(reusableLink([review], [], NOW)).toBeUndefined();
    expect(reusableLink([review, link('goals', 10 * HOUR, [])], [], NOW)?.id).toBe('goals');
  });

  it('makes none when the goals changed', () => {
    expect(reusableLink([link('a', 20 * HOUR)], [{ ...PIANO, level: 3 }], NOW)).toBeUndefined();
  });

  it(`skips a link with less than ${REUSE_MIN_LEFT_MS / HOUR} hour left, or expired`, () => {
    expect(reusableLink([link('a', HOUR - 1)], [PIANO], NOW)).toBeUndefined();
    expect(reusableLink([link('a', -HOUR)], [PIANO], NOW)).toBeUndefined();
    expect(reusableLink([link('a', HOUR)], [PIANO], NOW)?.id).toBe('a');
  });
});
