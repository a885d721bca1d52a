import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoalRecord } from '@/domain/goal-record';
import { memoryStorage } from '@/testing/memory-storage';
import { createLeftSessions, type LeftSessions } from './left-sessions';
import type { KeyValueStore } from './ports';

const PREFIX = 'deleted-goals:';
const KEY = `${PREFIX}u1`;
const record = (id: string) => ({ id }) as GoalRecord;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let storage: KeyValueStore;
let noteDeletedGoal: LeftSessions['noteDeletedGoal'];
let sweepLeftSessions: LeftSessions['sweep'];
const notes = () => JSON.parse(storage.getItem(KEY) ?? '[]') as string[];

beforeEach(() => {
  storage = memoryStorage();
  ({ noteDeletedGoal, sweep: sweepLeftSessions } = createLeftSessions(() => storage, PREFIX));
});

describe('sessions left behind by a deleted goal', () => {
  it('deletes them once the delete has reached the server, then forgets the goal', async () => {
    noteDeletedGoal('u1', 'g1');
    noteDeletedGoal('u1', 'g1');
    expect(notes()).toEqual(['g1']);
    const deleteLeftSessions = vi.fn().mockResolvedValue(2);
    sweepLeftSessions('u1', { deleteLeftSessions }, [], () => false);
    await settle();
    expect(deleteLeftSessions).toHaveBeenCalledWith('u1', 'g1');
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('waits while a change of the goal is on its way', () => {
    noteDeletedGoal('u1', 'g1');
    const deleteLeftSessions = vi.fn().mockResolvedValue(0);
    sweepLeftSessions('u1', { deleteLeftSessions }, [record('g1')], () => true);
    expect(deleteLeftSessions).not.toHaveBeenCalled();
    expect(notes()).toEqual(['g1']);
  });

  it('forgets a goal the server still has: its delete was discarded', () => {
    noteDeletedGoal('u1', 'g1');
    const deleteLeftSessions = vi.fn().mockResolvedValue(0);
    sweepLeftSessions('u1', { deleteLeftSessions }, [record('g1')], () => false);
    expect(deleteLeftSessions).not.toHaveBeenCalled();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('keeps the note after a failure and tries again, one sweep per goal at a time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    noteDeletedGoal('u1', 'g1');
    const deleteLeftSessions = vi.fn().mockRejectedValueOnce(new Error('unavailable'));
    sweepLeftSessions('u1', { deleteLeftSessions }, [], () => false);
    sweepLeftSessions('u1', { deleteLeftSessions }, [], () => false);
    await settle();
    expect(deleteLeftSessions).toHaveBeenCalledTimes(1);
    expect(notes()).toEqual(['g1']);
    deleteLeftSessions.mockResolvedValueOnce(1);
    sweepLeftSessions('u1', { deleteLeftSessions }, [], () => false);
    await settle();
    expect(deleteLeftSessions).toHaveBeenCalledTimes(2);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('reads a damaged note as none', () => {
    storage.setItem(KEY, '{not json');
    const deleteLeftSessions = vi.fn();
    sweepLeftSessions('u1', { deleteLeftSessions }, [], () => false);
    expect(deleteLeftSessions).not.toHaveBeenCalled();
  });
});
