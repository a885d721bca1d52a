import { everyGoalTallied, type GoalRecord, type StoredSession } from '@/domain/goal-record';
import { sessionWindowStart, wholeSessionsSince } from '@/domain/session-window';
import type { OutboxEntry } from '@/domain/sync/outbox';
import {
  EMPTY_SYNC_STATE,
  applyChanges,
  sessionsByGoal,
  type SyncState,
} from '@/domain/sync/sync-state';
import type { Change } from '@/domain/sync/timer-changes';
import { goalIdOf } from '@/domain/sync/write-ops';
import type { GoalTally } from '@/domain/tally';
import type { TimerRecord } from '@/domain/timer';
import { dayKey } from '@/domain/weeks';
import type { GoalRepo, Unsubscribe, Watched } from '@/data/ports';
import { createOutboxWindow } from './outbox-window';
import { createSender, type Sender } from './sender';
import type { SyncEngineOptions, SyncSnapshot } from './sync-engine-types';
import { createTimerCheck } from './timer-check';
import { logsForSupersededStart, observeTimer } from './timer-observer';

export type * from './sync-engine-types';

export interface SyncEngine {
  /** The latest snapshot: a new object whenever anything in it changed. */
  getSnapshot(): SyncSnapshot;
  /** Calls back with each new snapshot, until the returned call. */
  subscribe(listener: (snapshot: SyncSnapshot) => void): Unsubscribe;
  /** Makes changes: kept on the device at once, shown at once, then sent. */
  submit(...changes: Change[]): void;
  /** Forgets every change of a goal the server never took (a refused create). */
  forgetGoal(goalId: string): void;
  retry(entryId?: string): void;
  logAgain(entryId: string): void;
  discard(entryId?: string): void;
  /** The manual Save: sends everything again and waits for the server (at most 10 s). */
  saveAll(): Promise<'saved' | 'failed' | 'error'>;
  /** Stops every listener and the sender; the engine does nothing more. */
  stop(): void;
}

/**
 * One account's sync: follows its documents on the server, keeps its changes in the outbox and
 * sends them, and publishes the server's documents with the changes on their way laid over
 * them. The write path and the read path are drawn in ARCHITECTURE.md.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { uid, outbox, tabs, clock, mirror, sessionRequests } = options;
  const mark = options.mark ?? (() => undefined);
  const newId = options.newId ?? (() => crypto.randomUUID());
  const nowDate = () => new Date(clock.now());

  let server: SyncState = EMPTY_SYNC_STATE;
  let view: SyncState = EMPTY_SYNC_STATE;
  let tallies: ReadonlyMap<string, GoalTally> = new Map();
  const loaded = { records: false, sessions: false, tallies: false };
  const pending = { records: false, sessions: false, timer: false };
  let fromCache = true;
  let stopped = false;
  const subscriptions: Unsubscribe[] = [];
  const listeners = new Set<(snapshot: SyncSnapshot) => void>();
  let sender: Sender | null = null;
  /** The sessions listener, and the start it asks from (null: every session). */
  let sessionsListener: { since: number | null; stop: Unsubscribe } | null = null;
  /** The start the sessions in `server` were read from (null: every session). */
  let sessionsSince: number | null = null;
  /** Whether the last sessions report came from this device's cache (see SyncSnapshot). */
  let sessionsFromCache = true;
  /** From where the sessions in `server` are every session (see SyncSnapshot); undefined until read. */
  let sessionsWholeSince: number | null | undefined;
  /** A window the server could not answer (an index still building): every session instead. */
  let windowFailed = false;

  /** Older sessions read while changes on their way touch days before this week's. */
  const outboxWindow = createOutboxWindow((since) => sessionRequests.request(since));
  const upkeep = options.upkeep(
    (...changes) => submit(...changes),
    (uid, goalId) => outbox.readAll(uid).some((e) => e.ops.some((op) => goalIdOf(op) === goalId)),
  );
  const goalName = (goalId: string) => view.records.get(goalId)?.name ?? 'a goal';

  /** What the last refresh was made of: the same inputs give the same snapshot. */
  let lastInputs = { server, tallies, outbox: '', day: '', loaded: '' };
  let snapshot: SyncSnapshot = {
    server,
    view,
    tallies,
    outbox: [],
    loaded: { ...loaded },
    hasPendingWrites: false,
    fromCache,
    sessionsSince,
    sessionsFromCache,
    sessionsWholeSince: sessionsSince,
  };

  /** Lays every change on its way over what the server has sent, and publishes the result. */
  function refresh() {
    if (stopped) return;
    const entries = outbox.readAll(uid);
    const inputs = {
      server,
      tallies,
      outbox: JSON.stringify(entries),
      day: dayKey(nowDate()),
      loaded: `${Object.values(loaded).join()}${fromCache}${Object.values(pending).join()}${sessionsSince}|${sessionsListener?.since}|${sessionsFromCache}|${sessionsWholeSince}`,
    };
    const same = (Object.keys(inputs) as (keyof typeof inputs)[]).every(
      (key) => inputs[key] === lastInputs[key],
    );
    if (same) return;
    lastInputs = inputs;
    outboxWindow.follow(entries, nowDate());
    view = applyChanges(
      server,
      entries.map((entry) => entry.ops),
    );
    mirror.write(uid, { timer: view.timer });
    snapshot = {
      server,
      view,
      tallies,
      outbox: entries,
      loaded: { ...loaded },
      hasPendingWrites: pending.records || pending.sessions || pending.timer,
      fromCache,
      sessionsSince,
      sessionsFromCache,
      sessionsWholeSince: sessionsWholeSince ?? sessionsSince,
    };
    for (const listener of listeners) listener(snapshot);
  }

  /**
   * When the newest change kept so far was made: the outbox sends in that order, so each new
   * change is stamped later than every one before it (an Undo after the change it undoes), even
   * when the clock's correction moved back between the two.
   */
  let lastAt = Math.max(0, ...outbox.readAll(uid).map((entry) => entry.at));
  function nextAt(): number {
    lastAt = Math.max(clock.now(), lastAt + 1);
    return lastAt;
  }

  function submit(...changes: Change[]) {
    if (stopped) {
      console.error('Not signed in: the change was not saved');
      return;
    }
    const entries = changes
      .filter((change) => change.ops.length > 0)
      .map((change): OutboxEntry => ({
        id: newId(),
        uid,
        tab: tabs.id,
        at: nextAt(),
        label: change.label,
        ops: change.ops,
        ...(clock.correction() ? { clockCorrection: clock.correction() } : {}),
      }));
    if (entries.length === 0) return;
    // Kept on the device first (synchronously), so closing the tab now loses nothing. Until
    // the database has loaded, they wait there; the sender picks them up when it starts.
    outbox.keep(uid, tabs.id, entries);
    refresh();
    for (const entry of entries) sender?.send(entry);
  }

  function follow(backend: { repo: GoalRepo; settled(): Promise<void> }) {
    const { repo } = backend;
    sender = createSender({
      uid,
      repo,
      outbox,
      tabs,
      clock,
      settled: () => backend.settled(),
      watchOnline: options.watchOnline,
      onChange: () => {
        refresh();
        if (!fromCache) upkeep.sweep(uid, repo, [...server.records.values()]);
      },
      onSuperseded: (entry, facts) => {
        const logs = logsForSupersededStart(entry, facts, view, goalName);
        if (logs.length > 0) submit(...logs);
      },
    });
    const seen: { records?: GoalRecord[]; sessions?: StoredSession[] } = {};
    /** A listener pair for one part of the account: what it reports, or that it failed. */
    const part = <T>(name: keyof typeof loaded, take: (report: Watched<T>) => void) =>
      [
        (report: Watched<T>) => {
          if (name !== 'tallies') pending[name] = report.hasPendingWrites;
          mark(`masterly:${name}-read`);
          take(report);
          loaded[name] = true;
          scopeSessions();
          refresh();
        },
        (error: unknown) => {
          console.error(`Loading ${name} failed`, error);
          loaded[name] = true;
          scopeSessions();
          refresh();
        },
      ] as const;
    /**
     * Follows the recent sessions (and older ones a screen asks for) when every goal has a
     * tally and no screen asks for all.
     */
    function scopeSessions() {
      if (!loaded.records || !loaded.tallies || stopped) return;
      const starts = sessionRequests.starts();
      const windowed =
        !starts.includes(null) && !windowFailed && everyGoalTallied(server.records.values());
      const since = windowed
        ? Math.min(sessionWindowStart(nowDate()), ...(starts as number[]))
        : null;
      if (sessionsListener?.since === since) return;
      sessionsListener?.stop();
      // Days before this week's may come from the tallies, while every goal has one.
      const cacheFloor = everyGoalTallied(server.records.values())
        ? sessionWindowStart(nowDate())
        : null;
      const [take, fail] = part<StoredSession[]>('sessions', (report) => {
        sessionsSince = since;
        sessionsFromCache = report.fromCache;
        sessionsWholeSince = wholeSessionsSince(
          since,
          report.fromCache,
          cacheFloor,
          sessionsWholeSince,
        );
        if (report.value === seen.sessions) return;
        seen.sessions = report.value;
        server = { ...server, sessions: sessionsByGoal(report.value) };
      });
      const onError = (error: unknown) => {
        if (since === null) return fail(error);
        console.warn('Loading recent sessions failed; loading every session', error);
        windowFailed = true;
        sessionsListener = null;
        scopeSessions();
      };
      sessionsListener = { since, stop: repo.watchSessions(uid, since, take, onError) };
    }
    /** The server's timer; `confirmed`: the server's own word, not a change on its way. */
    function takeTimer(timer: TimerRecord | null, confirmed: boolean) {
      server = { ...server, timer };
      const logs = confirmed ? observeTimer(mirror, uid, timer, view, goalName) : [];
      refresh();
      if (logs.length > 0) submit(...logs);
    }
    const timerCheck = createTimerCheck(
      async (held) => (await repo.readServer(uid, [{ type: 'setTimer', timer: held }])).timer,
      (timer) => takeTimer(timer, true),
    );
    subscriptions.push(
      sessionRequests.follow(scopeSessions),
      repo.watchRecords(
        uid,
        ...part<GoalRecord[]>('records', (report) => {
          fromCache = report.fromCache;
          // The same list (a metadata-only report) keeps the state, so nothing is derived again.
          if (report.value !== seen.records) {
            seen.records = report.value;
            server = { ...server, records: new Map(report.value.map((r) => [r.id, r])) };
          }
          if (!report.fromCache) {
            queueMicrotask(() => upkeep.update(uid, repo, report.value));
          }
        }),
      ),
      repo.watchTallies(
        uid,
        ...part<ReadonlyMap<string, GoalTally>>('tallies', (report) => {
          tallies = report.value;
        }),
      ),
      () => {
        sessionsListener?.stop();
        sessionsListener = null;
      },
      repo.watchTimer(
        uid,
        (report) => {
          pending.timer = report.hasPendingWrites;
          const confirmed = !report.hasPendingWrites && !report.fromCache;
          takeTimer(timerCheck.take(report, server.timer), confirmed);
        },
        (error) => console.error('Loading the timer failed', error),
      ),
      sender.stop,
    );
    sender.pump();
  }

  mark('masterly:goals-start');
  tabs.announce();
  server = { ...EMPTY_SYNC_STATE, timer: mirror.read(uid)?.timer ?? null };
  refresh();
  subscriptions.push(options.watchOtherTabs(refresh));
  void options.backend.then((backend) => {
    if (stopped) return;
    void backend.checkClock();
    follow(backend);
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    submit,
    forgetGoal(goalId) {
      sender?.discardWhere((entry) => entry.ops.some((op) => goalIdOf(op) === goalId));
    },
    retry: (entryId) => sender?.retry(entryId),
    logAgain: (entryId) => sender?.logAgain(entryId),
    discard: (entryId) => sender?.discard(entryId),
    async saveAll() {
      if (!sender) return 'failed';
      try {
        return (await sender.flush(10_000)) ? 'saved' : 'failed';
      } catch (error) {
        console.error('Manual save failed', error);
        return 'error';
      }
    },
    stop() {
      stopped = true;
      outboxWindow.reset();
      subscriptions.forEach((unsubscribe) => unsubscribe());
      subscriptions.length = 0;
      sender = null;
      listeners.clear();
    },
  };
}
