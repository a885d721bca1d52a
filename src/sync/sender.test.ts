// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
import { recordOf } from '@/domain/goal-record';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { GOAL_DELETED_ELSEWHERE } from '@/domain/sync/refusal';
import type { WriteOp } from '@/domain/sync/write-ops';
import { createFakeBackend } from '@/testing/fake-backend';
import { memoryStorage } from '@/testing/memory-storage';
import { createOutboxStorage } from './outbox-storage';
import { createSender, RETRY_DELAY_MS, UNANSWERED_MS, type Sender } from './sender';

const NOW = new Date(2026, 10, 18, 20, 0).getTime();
const UID = 'u1';
const TAB = 'tab-a';

/**
 * A sender over its ports alone: the fake backend's goal repository (which refuses what the
 * rules refuse), an outbox in memory, this tab the only one open, a clock without correction.
 */
function senderWith({ open = [TAB] }: { open?: string[] } = {}) {
  const fake = createFakeBackend();
  fake.signInWithProfile({ uid: UID, email: 'ada@example.com' });
  fake.goalStore.seed(createGoal({ id: 'g1', name: 'Piano', now: new Date(NOW) }));
  const storage = memoryStorage();
  const outbox = createOutboxStorage({
    storage: () => storage,
    prefix: 'outbox:',
    claimsPrefix: 'claims:',
    unstored: new Map(),
    onNotKept: () => undefined,
  });
  const onlineListeners = new Set<() => void>();
  const onChange = vi.fn();
  const onSuperseded = vi.fn();
  const sender = createSender({
    uid: UID,
    repo: fake.backend.goals,
    outbox,
    tabs: { id: TAB, openTabs: async () => new Set(open) },
    clock: { correction: () => 0 },
    settled: async () => undefined,
    onChange,
    onSuperseded,
    watchOnline: (listener) => {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
  });
  senders.push(sender);
  const comeOnline = () => onlineListeners.forEach((listener) => listener());
  return { sender, fake, outbox, onChange, onSuperseded, comeOnline };
}

const senders: Sender[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'], now: NOW });
  // The sender says on the console what failed; these tests cause failures on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  senders.splice(0).forEach((sender) => sender.stop());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets every promise the sender started settle, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let ids = 0;
function entry(label: string, ops: WriteOp[], tab = TAB): OutboxEntry {
  ids += 1;
  return { id: `e${ids}`, uid: UID, tab, at: NOW + ids, label, ops };
}
const rename = (goalId: string, name: string, tab?: string) =>
  entry(`Rename to ${name}`, [{ type: 'updateGoal', goalId, fields: { name } }], tab);
const create = (id: string, name: string) =>
  entry(`Create ${name}`, [
    { type: 'createGoal', goal: recordOf(createGoal({ id, name, now: new Date(NOW) })) },
  ]);

/** Keeps the entries in this tab's outbox and asks the sender to send what waits. */
function keepAndPump(
  sender: Sender,
  outbox: ReturnType<typeof senderWith>['outbox'],
  ...entries: OutboxEntry[]
) {
  outbox.keep(UID, TAB, entries);
  sender.pump();
}

describe('the sender', () => {
  it('sends the waiting changes in the order they were made and empties the outbox', async () => {
    const { sender, fake, outbox } = senderWith();
    const made = create('g2', 'Cello');
    const renamed = rename('g2', 'Viola');
    keepAndPump(sender, outbox, made, renamed);
    await settle();
    // The rename of a goal the server does not hold yet would be refused: order matters.
    expect(fake.goalStore.commits).toEqual([made.ops, renamed.ops]);
    expect(outbox.readAll(UID)).toEqual([]);
    expect(fake.goalStore.goals.get('g2')?.name).toBe('Viola');
  });

  it('tries a refused change once more after a second, then marks it refused with the reason', async () => {
    const { sender, fake, outbox } = senderWith();
    const orphanRename = rename('gone', 'Cello');
    keepAndPump(sender, outbox, orphanRename);
    await settle();
    expect(fake.goalStore.commits).toHaveLength(1);
    expect(outbox.readAll(UID)[0]?.refused).toBeUndefined();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(fake.goalStore.commits).toHaveLength(2);
    const [kept] = outbox.readAll(UID);
    expect(kept).toMatchObject({ id: orphanRename.id });
    // Why, from the server's copy: it holds no such goal.
    expect(kept?.refused).toBe(GOAL_DELETED_ELSEWHERE);
    // A refused change waits for the person: pumping again does not send it.
    sender.pump();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    expect(fake.goalStore.commits).toHaveLength(2);
  });

  it('sends a refused change again when asked to retry, and drops it once taken', async () => {
    const { sender, fake, outbox } = senderWith();
    const made = create('g2', 'Cello');
    fake.goalStore.failNextWrites(2, 'permission-denied');
    keepAndPump(sender, outbox, made);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(outbox.readAll(UID)[0]?.refused).toBeDefined();
    sender.retry(made.id);
    await settle();
    expect(fake.goalStore.commits).toEqual([made.ops, made.ops, made.ops]);
    expect(outbox.readAll(UID)).toEqual([]);
    expect(fake.goalStore.goals.has('g2')).toBe(true);
  });

  it('keeps a change that failed for the moment and sends it when the device is back online', async () => {
    const { sender, fake, outbox, comeOnline } = senderWith();
    const renamed = rename('g1', 'Cello');
    fake.goalStore.failNextWrites(1, 'unavailable');
    keepAndPump(sender, outbox, renamed);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    // Not a refusal: neither retried at once nor marked refused.
    expect(fake.goalStore.commits).toHaveLength(1);
    expect(outbox.readAll(UID)).toMatchObject([{ id: renamed.id }]);
    expect(outbox.readAll(UID)[0]?.refused).toBeUndefined();
    comeOnline();
    await settle();
    expect(fake.goalStore.commits).toEqual([renamed.ops, renamed.ops]);
    expect(outbox.readAll(UID)).toEqual([]);
    expect(fake.goalStore.goals.get('g1')?.name).toBe('Cello');
  });

  it('does not send a change a second time while its first send is unanswered', async () => {
    const { sender, fake, outbox } = senderWith();
    const commit = vi.spyOn(fake.backend.goals, 'commit');
    // Offline, the database holds the commit unanswered until it is back.
    fake.goalStore.setOffline(true);
    const renamed = rename('g1', 'Cello');
    keepAndPump(sender, outbox, renamed);
    await settle();
    sender.send(renamed);
    sender.pump();
    await vi.advanceTimersByTimeAsync(UNANSWERED_MS * 2);
    expect(commit).toHaveBeenCalledTimes(1);
    fake.goalStore.setOffline(false);
    await settle();
    expect(commit).toHaveBeenCalledTimes(1);
    expect(fake.goalStore.commits).toEqual([renamed.ops]);
    expect(outbox.readAll(UID)).toEqual([]);
  });

  it('drops without sending a change of a closed tab that the server already holds', async () => {
    const { sender, fake, outbox, onSuperseded } = senderWith({ open: [TAB] });
    const orphan = rename('g1', 'Viola', 'tab-b');
    // The closed tab's database queue delivered it before the tab closed.
    fake.goalStore.writeFromElsewhere(orphan.ops);
    outbox.writeTab(UID, 'tab-b', [orphan]);
    sender.pump();
    await settle();
    expect(fake.goalStore.commits).toEqual([]);
    expect(outbox.readAll(UID)).toEqual([]);
    expect(onSuperseded).toHaveBeenCalledWith(
      expect.objectContaining({ id: orphan.id }),
      expect.anything(),
    );
  });

  it('leaves the changes of a tab that is still open to that tab', async () => {
    const { sender, fake, outbox } = senderWith({ open: [TAB, 'tab-b'] });
    const theirs = rename('g1', 'Viola', 'tab-b');
    outbox.writeTab(UID, 'tab-b', [theirs]);
    sender.pump();
    await settle();
    expect(fake.goalStore.commits).toEqual([]);
    expect(outbox.readTab(UID, 'tab-b')).toMatchObject([{ id: theirs.id }]);
  });
});
