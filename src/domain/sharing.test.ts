import { describe, expect, it } from 'vitest';
import {
  indexWith,
  isShareIdShape,
  readShareIndex,
  SHARE_LINK_LIMIT,
  shareLimitMessage,
  shareSlot,
  type ShareIndexEntry,
} from './sharing';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;

/** n entries, oldest first, expiring an hour apart from `firstExpiry` on. */
const entries = (n: number, firstExpiry = NOW + HOUR): ShareIndexEntry[] =>
  Array.from({ length: n }, (_, i) => ({ id: `s${i}`, expiresAt: firstExpiry + i * HOUR }));

describe('shareSlot', () => {
  it('appends while the index has room', () => {
    expect(shareSlot([], NOW)).toEqual({ kind: 'append' });
    expect(shareSlot(entries(SHARE_LINK_LIMIT - 1), NOW)).toEqual({ kind: 'append' });
  });

  it('replaces the oldest once it has expired, or once its share is gone', () => {
    const expired = entries(SHARE_LINK_LIMIT, NOW - HOUR);
    expect(shareSlot(expired, NOW)).toEqual({ kind: 'replace', drop: expired[0] });
    const atExpiry = entries(SHARE_LINK_LIMIT, NOW);
    expect(shareSlot(atExpiry, NOW)).toEqual({ kind: 'replace', drop: atExpiry[0] });
    const live = entries(SHARE_LINK_LIMIT);
    expect(shareSlot(live, NOW, true)).toEqual({ kind: 'replace', drop: live[0] });
  });

  it('is full while all of them are live, naming the oldest', () => {
    const live = entries(SHARE_LINK_LIMIT);
    expect(shareSlot(live, NOW)).toEqual({ kind: 'full', oldest: live[0] });
  });
});

describe('indexWith', () => {
  it('appends, or drops the oldest and appends', () => {
    const added = { id: 'new', expiresAt: NOW + 24 * HOUR };
    expect(indexWith(entries(2), { kind: 'append' }, added).map((e) => e.id)).toEqual([
      's0',
      's1',
      'new',
    ]);
    const full = entries(SHARE_LINK_LIMIT);
    const replaced = indexWith(full, { kind: 'replace', drop: full[0]! }, added);
    expect(replaced).toHaveLength(SHARE_LINK_LIMIT);
    expect(replaced[0]?.id).toBe('s1');
    expect(replaced.at(-1)).toBe(added);
  });
});

describe('readShareIndex', () => {
  it('keeps the entries with a text id and an expiry, in order', () => {
    const expiry = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
    const stored = [
      { id: 'a', expiresAt: 1 },
      { id: 2, expiresAt: 2 },
      { id: 'c' },
      null,
      { id: 'd', expiresAt: 4 },
    ];
    expect(readShareIndex(stored, expiry)).toEqual([
      { id: 'a', expiresAt: 1 },
      { id: 'd', expiresAt: 4 },
    ]);
    expect(readShareIndex(undefined, expiry)).toEqual([]);
    expect(readShareIndex({ id: 'a' }, expiry)).toEqual([]);
  });
});

describe('shareLimitMessage', () => {
  it('names the limit and when the oldest link expires, in local time', () => {
    const at = new Date(2026, 2, 2, 15, 45).getTime();
    expect(shareLimitMessage(at)).toMatch(
      /^You have 20 active share links\. A new one can be made when the oldest expires at Mar 2, 2026, 3:45\sPM, or once you revoke one under Your links\.$/,
    );
  });
});

describe('isShareIdShape', () => {
  it("accepts the owner's uid, '_' and 20 letters and digits only", () => {
    expect(isShareIdShape(`uid42_${'aB3'.repeat(6)}xy`)).toBe(true);
    expect(isShareIdShape('doesNotExist')).toBe(false);
    expect(isShareIdShape(`uid42_${'a'.repeat(19)}`)).toBe(false);
    expect(isShareIdShape(`uid42_${'a'.repeat(21)}`)).toBe(false);
    expect(isShareIdShape(`u_x_${'a'.repeat(20)}`)).toBe(false);
    expect(isShareIdShape(`_${'a'.repeat(20)}`)).toBe(false);
  });
});
