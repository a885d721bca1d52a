import { describe, expect, it } from 'vitest';
import { SESSIONS_FULL } from '../plans';
import { parseOutbox, refusalReason, type OutboxEntry } from './outbox';

const entry: OutboxEntry = {
  id: 'e1',
  uid: 'u1',
  tab: 't1',
  at: 1,
  label: 'Rename “Piano”',
  ops: [{ type: 'updateGoal', goalId: 'g1', fields: { name: 'Grand piano' } }],
};

describe('parseOutbox', () => {
  it('reads back what was stored, in order', () => {
    const second = { ...entry, id: 'e2', refused: 'That goal no longer exists.' };
    expect(parseOutbox(JSON.stringify([entry, second]))).toEqual([entry, second]);
  });

  it('reads back a pause, a resume and a Stop with the pauses it saw (a reload keeps them)', () => {
    const run = {
      goalId: 'g1',
      startTime: 1,
      isRunning: true,
      pausedAt: 5,
      pausedMs: 0,
      resumedAt: 1,
    };
    const timerOps: OutboxEntry[] = [
      { ...entry, id: 'p', ops: [{ type: 'pauseTimer', timer: run }] },
      { ...entry, id: 'r', ops: [{ type: 'resumeTimer', timer: { ...run, pausedAt: null } }] },
      {
        ...entry,
        id: 's',
        ops: [{ type: 'setTimer', timer: { ...run, isRunning: false }, stoppedAt: 9 }],
      },
    ];
    expect(parseOutbox(JSON.stringify(timerOps))).toEqual(timerOps);
  });

  it('drops malformed entries and survives unreadable data', () => {
    const bad = [
      { ...entry, id: 3 },
      { ...entry, ops: [] },
      { ...entry, ops: [{ type: 'dropDatabase' }] },
      { ...entry, at: 'soon' },
      { ...entry, refused: 42 },
      null,
      'text',
    ];
    expect(parseOutbox(JSON.stringify([...bad, entry]))).toEqual([entry]);
    expect(parseOutbox('{not json')).toEqual([]);
    expect(parseOutbox('{"a":1}')).toEqual([]);
    expect(parseOutbox(null)).toEqual([]);
  });
});

describe('refusalReason', () => {
  it('says what went wrong in words', () => {
    expect(refusalReason(entry.ops, 'not-found')).toBe('That goal no longer exists.');
    expect(refusalReason([{ type: 'createGoal', goal: {} as never }], 'permission-denied')).toMatch(
      /limit of active goals/,
    );
    expect(
      refusalReason([{ type: 'putSession', session: {} as never }], 'permission-denied'),
    ).toMatch(/at most 24 hours\)\.$/);
    // The clock is named only when a session ends after this device's now.
    const ahead = { end: 2_000 } as never;
    expect(
      refusalReason([{ type: 'putSession', session: ahead }], 'permission-denied', 1_000),
    ).toMatch(/ends in the future — check that this device’s clock is right/);
    const start = { type: 'setTimer', timer: { goalId: 'g', startTime: 1, isRunning: true } };
    expect(refusalReason([start as never], 'permission-denied')).toMatch(
      /clock may be more than 5 minutes fast/,
    );
    expect(refusalReason([{ type: 'putSession', session: {} as never }], SESSIONS_FULL)).toMatch(
      /logged 100,000 practice sessions, the most one account can/,
    );
    expect(refusalReason(entry.ops, 'invalid-argument')).toBe(
      'The server refused this change (invalid-argument).',
    );
  });
});
