import { describe, expect, it } from 'vitest';
import type { StoredSession } from './goal-record';
import { restoredSession } from './session-restore';

const deleted: StoredSession = {
  id: 's1',
  goalId: 'g1',
  start: 1_000_000,
  end: 4_600_000,
  source: 'timer',
  partId: 'scales',
  note: 'Slow and clean',
  value: 92,
  editedAt: 5_000_000,
};
const parts = [{ id: 'scales', name: 'Scales' }];

describe('restoredSession', () => {
  it('writes back the same id, times, source, part, note and value as a new session', () => {
    expect(restoredSession(deleted, parts)).toEqual({
      id: 's1',
      goalId: 'g1',
      start: 1_000_000,
      end: 4_600_000,
      source: 'timer',
      partId: 'scales',
      note: 'Slow and clean',
      value: 92,
    });
  });

  it('names no part the goal no longer has', () => {
    expect(restoredSession(deleted, [])).not.toHaveProperty('partId');
    expect(restoredSession(deleted, undefined)).not.toHaveProperty('partId');
  });

  it('keeps a session without a journal as it was', () => {
    const plain: StoredSession = { id: 's2', goalId: 'g1', start: 1, end: 2, source: 'manual' };
    expect(restoredSession(plain, parts)).toEqual(plain);
  });
});
