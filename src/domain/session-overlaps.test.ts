import { describe, expect, it } from 'vitest';
import { MS_PER_HOUR } from './practice-sessions';
import { overlapAmount, overlapCountedText, sessionOverlaps } from './session-overlaps';

const at = (h: number) => new Date(2026, 4, 5, 0, 0).getTime() + h * MS_PER_HOUR;
const s = (id: string, from: number, to: number) => ({ id, start: at(from), end: at(to) });

describe('sessionOverlaps', () => {
  it('finds none among separate or touching sessions', () => {
    const found = sessionOverlaps([s('a', 16, 17), s('b', 17, 17.5), s('c', 9, 10)]);
    expect(found.ids.size).toBe(0);
    expect(found.extraMs).toBe(0);
  });

  it('names both sessions of two devices that overlap, and the time counted twice', () => {
    const found = sessionOverlaps([s('laptop', 16, 17), s('phone', 16.5, 17.5), s('c', 9, 10)]);
    expect([...found.ids].sort()).toEqual(['laptop', 'phone']);
    expect(found.extraMs).toBe(0.5 * MS_PER_HOUR);
    expect(found.deeper).toBe(false);
    expect(overlapCountedText(found)).toBe('30 min counted twice');
    expect(overlapCountedText(found, true)).toBe('30 min is counted twice');
  });

  it('finds a session inside a longer one listed later, whatever the order given', () => {
    const found = sessionOverlaps([s('short', 10, 10.5), s('long', 9, 12), s('after', 12, 13)]);
    expect([...found.ids].sort()).toEqual(['long', 'short']);
    expect(found.extraMs).toBe(0.5 * MS_PER_HOUR);
  });

  it('counts time in three sessions twice over and says more than once', () => {
    const found = sessionOverlaps([s('a', 9, 11), s('b', 9, 11), s('c', 10, 12)]);
    expect(found.ids.size).toBe(3);
    // 9–10 in two sessions (1 h extra), 10–11 in three (2 h extra).
    expect(found.extraMs).toBe(3 * MS_PER_HOUR);
    expect(overlapCountedText(found)).toBe('3.0 h counted more than once');
  });

  it('ignores sessions without length', () => {
    expect(sessionOverlaps([s('a', 9, 9), s('b', 8, 10)]).ids.size).toBe(0);
  });
});

describe('overlapAmount', () => {
  it('speaks in minutes under an hour and in hours from one', () => {
    expect(overlapAmount(20_000)).toBe('1 min');
    expect(overlapAmount(45 * 60_000)).toBe('45 min');
    expect(overlapAmount(1.25 * MS_PER_HOUR)).toBe('1.3 h');
  });
});
