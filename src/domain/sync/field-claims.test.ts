import { describe, expect, it, vi } from 'vitest';
import { claimFields, parseClaims, withoutReplacedFields } from './field-claims';
import type { OutboxEntry } from './outbox';
import type { WriteOp } from './write-ops';

const entry = (id: string, ...ops: WriteOp[]): OutboxEntry => ({
  id,
  uid: 'u1',
  tab: 't1',
  at: 1,
  label: id,
  ops,
});
const note = (text: string): WriteOp => ({
  type: 'updateGoal',
  goalId: 'g1',
  fields: { note: text },
});

describe('claimFields', () => {
  it('gives each field to the latest change, while an older one still contends for it', () => {
    const older = entry('e1', note('Scales'));
    const newer = entry('e2', note('Arpeggios'));
    const claims = claimFields({}, [newer], () => [older, newer]);
    expect(claims).toEqual({ 'g1/note': 'e2' });
  });

  it('keeps no claim nobody else contends for', () => {
    const only = entry('e2', note('Arpeggios'));
    expect(claimFields({ 'g9/name': 'e0' }, [only], () => [only])).toEqual({});
  });

  it('reads nothing pending when there is nothing to claim or prune', () => {
    const claims = {};
    const session = entry('e3', {
      type: 'putSession',
      session: { id: 's1', goalId: 'g1', start: 1, end: 2, source: 'manual' },
    });
    const pending = vi.fn(() => [session]);
    expect(claimFields(claims, [session], pending)).toBe(claims);
    expect(pending).not.toHaveBeenCalled();
  });

  it('claims a completion as the goal’s completed field', () => {
    const older = entry('e1', { type: 'setCompleted', goalId: 'g1', completed: true });
    const newer = entry('e2', { type: 'setCompleted', goalId: 'g1', completed: false });
    expect(claimFields({}, [newer], () => [older, newer])).toEqual({ 'g1/completed': 'e2' });
  });
});

describe('withoutReplacedFields', () => {
  it('drops the fields a later change set, and keeps the rest', () => {
    const older = entry('e1', {
      type: 'updateGoal',
      goalId: 'g1',
      fields: { note: 'Scales', name: 'Piano' },
    });
    expect(withoutReplacedFields(older, { 'g1/note': 'e2' })?.ops).toEqual([
      { type: 'updateGoal', goalId: 'g1', fields: { name: 'Piano' } },
    ]);
  });

  it('leaves nothing to send when every field was set again later', () => {
    expect(withoutReplacedFields(entry('e1', note('Scales')), { 'g1/note': 'e2' })).toBeNull();
    const completed = entry('e1', { type: 'setCompleted', goalId: 'g1', completed: true });
    expect(withoutReplacedFields(completed, { 'g1/completed': 'e2' })).toBeNull();
  });

  it('returns the very entry when it owns its fields or nothing claims them', () => {
    const own = entry('e2', note('Arpeggios'));
    expect(withoutReplacedFields(own, { 'g1/note': 'e2' })).toBe(own);
    expect(withoutReplacedFields(own, { 'g2/note': 'e9' })).toBe(own);
  });

  it('never touches other writes', () => {
    const session: WriteOp = {
      type: 'putSession',
      session: { id: 's1', goalId: 'g1', start: 1, end: 2, source: 'manual' },
    };
    const mixed = entry('e1', session, note('Scales'));
    expect(withoutReplacedFields(mixed, { 'g1/note': 'e2' })?.ops).toEqual([session]);
  });
});

describe('parseClaims', () => {
  it('reads back stored claims and survives unreadable data', () => {
    expect(parseClaims(JSON.stringify({ 'g1/note': 'e2', bad: 3 }))).toEqual({ 'g1/note': 'e2' });
    expect(parseClaims('{not json')).toEqual({});
    expect(parseClaims(null)).toEqual({});
    expect(parseClaims('[1]')).toEqual({});
  });
});
