import { describe, expect, it } from 'vitest';
import { gate, isBrokenClientError, storageHasRoom } from './broken-client';

const quotaError = () =>
  new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');

describe('isBrokenClientError', () => {
  it('takes a storage quota failure and the assertion every later call fails', () => {
    expect(isBrokenClientError(quotaError())).toBe(true);
    expect(
      isBrokenClientError(
        new Error('FIRESTORE (12.19.0) INTERNAL ASSERTION FAILED: Unexpected state (ID: b815)'),
      ),
    ).toBe(true);
    expect(isBrokenClientError(new Error('AsyncQueue is already failed: QuotaExceededError'))).toBe(
      true,
    );
  });

  it('leaves every other failure alone: a refusal, being offline, not an error at all', () => {
    expect(isBrokenClientError({ code: 'permission-denied', message: 'Missing permissions' })).toBe(
      false,
    );
    expect(
      isBrokenClientError(new Error('Failed to get document because the client is offline.')),
    ).toBe(false);
    expect(isBrokenClientError(null)).toBe(false);
    expect(isBrokenClientError('INTERNAL ASSERTION FAILED')).toBe(false);
  });
});

function storageWithRoom(room: number): Storage {
  const items = new Map<string, string>();
  const used = () => [...items.values()].reduce((sum, value) => sum + value.length, 0);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem(key, value) {
      if (used() + value.length > room) throw quotaError();
      items.set(key, value);
    },
  };
}

describe('storageHasRoom', () => {
  it('is true when a write of a few kilobytes fits, and leaves nothing behind', () => {
    const storage = storageWithRoom(1_000_000);
    expect(storageHasRoom(storage)).toBe(true);
    expect(storage.length).toBe(0);
  });

  it('is false when storage is full, and true when the browser offers none', () => {
    expect(storageHasRoom(storageWithRoom(100))).toBe(false);
    expect(storageHasRoom(null)).toBe(true);
  });
});

describe('gate', () => {
  it('takes every report of a first listener, from the cache or not', () => {
    const takes = gate(false);
    expect([true, false, true].map(takes)).toEqual([true, true, true]);
  });

  it("drops a new client's cache reports until the server has answered once", () => {
    const takes = gate(true);
    expect([true, true, false, true].map(takes)).toEqual([false, false, true, true]);
  });
});
