// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { BackendError, type GoalRepo } from '@/data/ports';
import type { SyncSnapshot } from './sync-engine';
import { engineWith, nameIn, NOW, rename, settle } from './sync-engine-test-kit';

describe('the sync engine', () => {
  it('announces its tab and publishes the server’s goals once they are read', async () => {
    const { engine, tabs } = engineWith();
    expect(tabs.announce).toHaveBeenCalled();
    expect(engine.getSnapshot().loaded.records).toBe(false);
    const seen: SyncSnapshot[] = [];
    engine.subscribe((snapshot) => seen.push(snapshot));
    await settle();
    const latest = engine.getSnapshot();
    expect(latest.loaded).toEqual({ records: true, sessions: true, tallies: true });
    expect(nameIn(latest)).toBe('Piano');
    expect(seen.at(-1)).toBe(latest);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps a change in the outbox, shows it at once, and drops it once the server has it', async () => {
    const { engine, fake, outbox } = engineWith();
    await settle();
    fake.goalStore.setOffline(true);
    engine.submit(rename('Cello'));
    expect(outbox.readTab('u1', 'tab-a')).toMatchObject([{ id: 'e1', tab: 'tab-a', at: NOW }]);
    expect(nameIn(engine.getSnapshot())).toBe('Cello');
    expect(nameIn({ ...engine.getSnapshot(), view: engine.getSnapshot().server })).toBe('Piano');
    fake.goalStore.setOffline(false);
    await settle();
    expect(outbox.readAll('u1')).toEqual([]);
    expect(engine.getSnapshot().outbox).toEqual([]);
    expect(nameIn(engine.getSnapshot())).toBe('Cello');
  });

  it('sends a change that failed for the moment again when the device comes back online', async () => {
    const { engine, fake, outbox, comeOnline } = engineWith();
    await settle();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.goalStore.failNextWrites(1, 'unavailable');
    engine.submit(rename('Cello'));
    await settle();
    expect(outbox.readAll('u1')).toMatchObject([{ id: 'e1' }]);
    expect(outbox.readAll('u1')[0]?.refused).toBeUndefined();
    comeOnline();
    await vi.waitFor(() => expect(outbox.readAll('u1')).toEqual([]));
    expect(fake.goalStore.commits.flat()).toContainEqual(rename('Cello').ops[0]);
    warn.mockRestore();
  });

  it('saves everything on request, and says so only once the server has it', async () => {
    const { engine, fake, outbox } = engineWith();
    await settle();
    fake.goalStore.setOffline(true);
    engine.submit(rename('Cello'));
    const saving = engine.saveAll();
    await settle();
    fake.goalStore.setOffline(false);
    await expect(saving).resolves.toBe('saved');
    expect(outbox.readAll('u1')).toEqual([]);
  });

  it('reports a save that cannot finish within 10 seconds as failed, keeping the change', async () => {
    const { engine, fake, outbox } = engineWith();
    await settle();
    vi.useFakeTimers();
    try {
      fake.goalStore.setOffline(true);
      engine.submit(rename('Cello'));
      let outcome: string | undefined;
      void engine.saveAll().then((result) => (outcome = result));
      await vi.advanceTimersByTimeAsync(9_900);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(200);
      expect(outcome).toBe('failed');
      expect(outbox.readAll('u1')).toMatchObject([{ label: 'Rename to Cello' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes over the changes of a tab that is closed and sends them', async () => {
    const { engine, fake, outbox } = engineWith({ open: ['tab-a'] });
    const orphan: OutboxEntry = { id: 'x1', uid: 'u1', tab: 'tab-b', at: NOW, ...rename('Viola') };
    outbox.writeTab('u1', 'tab-b', [orphan]);
    await settle();
    await vi.waitFor(() => expect(outbox.readAll('u1')).toEqual([]));
    expect(fake.goalStore.commits.flat()).toContainEqual(orphan.ops[0]);
    expect(nameIn(engine.getSnapshot())).toBe('Viola');
  });

  it('does not let a change taken over from a closed tab undo a newer one made here', async () => {
    let drained = () => undefined as void;
    const queueDrained = new Promise<void>((resolve) => (drained = resolve));
    const { engine, fake, outbox } = engineWith({ settled: () => queueDrained });
    const older = { id: 'x1', uid: 'u1', tab: 'tab-b', at: NOW - 1000, ...rename('Viola') };
    outbox.keep('u1', 'tab-b', [older]);
    await settle();
    engine.submit(rename('Cello'));
    await vi.waitFor(() =>
      expect(fake.goalStore.commits.flat()).toContainEqual(rename('Cello').ops[0]),
    );
    drained();
    await vi.waitFor(() => expect(outbox.readAll('u1')).toEqual([]));
    expect(fake.goalStore.commits.flat()).not.toContainEqual(older.ops[0]);
    expect(nameIn(engine.getSnapshot())).toBe('Cello');
  });

  it('keeps a refused change pending when the server’s copy could not be read for now', async () => {
    let contended = 0;
    const { engine, fake, outbox } = engineWith({
      repo: (goals) => ({
        ...goals,
        async readServer(uid, ops) {
          // The read's document changed before its transaction ended (busy documents).
          if (contended > 0) {
            contended -= 1;
            throw new BackendError('failed-precondition', 'changed meanwhile');
          }
          return goals.readServer(uid, ops);
        },
      }),
    });
    await settle();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.goalStore.failNextWrites(2);
    contended = 1;
    engine.submit(rename('Cello'));
    await vi.waitFor(() => expect(contended).toBe(0), { timeout: 3000 });
    await settle();
    expect(outbox.readAll('u1')).toMatchObject([{ id: 'e1' }]);
    expect(outbox.readAll('u1')[0]?.refused).toBeUndefined();
    warn.mockRestore();
  });

  it('leaves the changes of another open tab to that tab', async () => {
    const { engine, outbox } = engineWith({ open: ['tab-a', 'tab-b'] });
    outbox.writeTab('u1', 'tab-b', [
      { id: 'x1', uid: 'u1', tab: 'tab-b', at: NOW - 1000, ...rename('Viola') },
    ]);
    await settle();
    expect(outbox.readTab('u1', 'tab-b')).toHaveLength(1);
    engine.submit(rename('Cello'));
    expect(nameIn(engine.getSnapshot())).toBe('Cello');
  });

  it('publishes nothing more, and keeps no change, once stopped', async () => {
    const { engine, outbox, onlineListeners } = engineWith();
    await settle();
    expect(onlineListeners.size).toBe(1);
    const listener = vi.fn();
    engine.subscribe(listener);
    engine.stop();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    engine.submit(rename('Cello'));
    expect(error).toHaveBeenCalled();
    expect(outbox.readAll('u1')).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    expect(onlineListeners.size).toBe(0);
    error.mockRestore();
  });
  describe('a timer listener that reports the timer gone', () => {
    const RUN = { goalId: 'g1', startTime: NOW - 60_000, isRunning: true };
    /** The fake's timer listener, with `lose()` to report the document gone from the server. */
    function losingTimer() {
      let report: (value: null) => void = () => undefined;
      const repo = (goals: GoalRepo): GoalRepo => ({
        ...goals,
        watchTimer(uid, listener, onError) {
          report = (value) => listener({ value, hasPendingWrites: false, fromCache: false });
          return goals.watchTimer(uid, listener, onError);
        },
      });
      return { repo, lose: () => report(null) };
    }

    it('keeps the timer the server still holds (a resumed listener told a false delete)', async () => {
      const timer = losingTimer();
      const { engine, fake } = engineWith({ repo: timer.repo });
      fake.goalStore.seedTimer(RUN, 'u1');
      await settle();
      expect(engine.getSnapshot().view.timer).toMatchObject(RUN);
      timer.lose();
      await settle();
      expect(engine.getSnapshot().view.timer).toMatchObject(RUN);
      // Later reports of it gone are not believed either; a real change is.
      timer.lose();
      expect(engine.getSnapshot().view.timer).toMatchObject(RUN);
      fake.goalStore.seedTimer({ ...RUN, isRunning: false }, 'u1');
      await settle();
      expect(engine.getSnapshot().view.timer).toMatchObject({ isRunning: false });
    });

    it('takes it as gone when the server has none either (a start it refused)', async () => {
      const timer = losingTimer();
      const { engine, fake } = engineWith({ repo: timer.repo });
      fake.goalStore.seedTimer(RUN, 'u1');
      await settle();
      fake.goalStore.seedTimer(null, 'u1');
      timer.lose();
      await settle();
      expect(engine.getSnapshot().view.timer).toBeNull();
    });
  });

  it('says when a wider read of sessions is answered from the cache, and when by the server', async () => {
    // Every session, asked for, is answered from this device's cache first (only this week's
    // sessions are there) and by the server only when `answer` is called.
    let answer = () => undefined as void;
    const cacheFirst = (goals: GoalRepo): GoalRepo => ({
      ...goals,
      watchSessions(uid, since, listener, onError) {
        if (since !== null) return goals.watchSessions(uid, since, listener, onError);
        queueMicrotask(() => listener({ value: [], hasPendingWrites: false, fromCache: true }));
        let stop = () => undefined as void;
        answer = () => void (stop = goals.watchSessions(uid, since, listener, onError));
        return () => stop();
      },
    });
    const { engine, sessionRequests } = engineWith({ repo: cacheFirst });
    await settle();
    expect(engine.getSnapshot()).toMatchObject({ sessionsFromCache: false });
    sessionRequests.request(null);
    await settle();
    expect(engine.getSnapshot()).toMatchObject({ sessionsSince: null, sessionsFromCache: true });
    answer();
    await settle();
    expect(engine.getSnapshot()).toMatchObject({ sessionsSince: null, sessionsFromCache: false });
  });
});
