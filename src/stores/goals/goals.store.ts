import { create } from 'zustand';
import { everyGoalTallied, type GoalRecord, type StoredSession } from '@/domain/goal-record';
import { sessionWindowStart } from '@/domain/session-window';
import type { OutboxEntry } from '@/domain/sync/outbox';
import {
  EMPTY_SYNC_STATE,
  applyOps,
  sessionsByGoal,
  type SyncState,
} from '@/domain/sync/sync-state';
import type { Change } from '@/domain/sync/timer-changes';
import { goalIdOf } from '@/domain/sync/write-ops';
import type { GoalTally } from '@/domain/tally';
import { dayKey } from '@/domain/weeks';
import { loadBackend } from '@/data/backend';
import type { GoalRepo, Unsubscribe, Watched } from '@/data/ports';
import { clock, clockCorrection, nowDate } from '../clock';
import { registerSignOutCleanup } from '../session/sign-out-cleanup';
import { keepInOutbox, onOtherTabOutboxChange, readAll, timerMirror } from '../sync/device-storage';
import { checkDeviceClock } from '../sync/device-clock-check';
import { createBrowserSender, type BrowserSender } from '../sync/engine-root';
import { TAB_ID, announceTab } from '../sync/tab-presence';
import { logsForSupersededStart, observeTimer } from '@/sync/timer-observer';
import { createGoalDeriver } from './derive-goals';
import { markOnce } from '@/sync/mark-once';
import { createOutboxWindow } from '@/sync/outbox-window';
import { SIGNED_OUT, type GoalsData, type SaveAllResult } from './goals-data';

export type { GoalsData, SaveAllResult };
import { createGoalUpkeep } from './goal-upkeep';

interface GoalsState extends GoalsData {
  start(uid: string): void;
  stop(): void;
  /** Makes changes: kept on the device at once, shown at once, then sent. */
  submit(...changes: Change[]): void;
  /** The database as this screen knows it, changes on their way included. */
  view(): SyncState;
  /** The years of the goal's tally documents. */
  tallyYears(goalId: string): number[];
  /** True when the server has this goal (not only a change on its way). */
  isStored(goalId: string): boolean;
  /** Forgets every change of a goal the server never took (a refused create). */
  forgetGoal(goalId: string): void;
  retry(entryId?: string): void;
  discard(entryId?: string): void;
  /** The manual Save: sends everything again and waits for the server (at most 10 s). */
  saveAll(): Promise<SaveAllResult>;
  /**
   * Loads the sessions from `since` on (null: every session) until the returned release is
   * called (see sessionsFrom).
   */
  requestSessionsSince(since: number | null): () => void;
}

let server: SyncState = EMPTY_SYNC_STATE;
let view: SyncState = EMPTY_SYNC_STATE;
let tallies: ReadonlyMap<string, GoalTally> = new Map();
let loaded = { records: false, sessions: false, tallies: false };
let pending = { records: false, sessions: false, timer: false };
let fromCache = true;
let subscriptions: Unsubscribe[] = [];
let sender: BrowserSender | null = null;
/** The sessions listener, and the start it asks from (null: every session). */
let sessionsListener: { since: number | null; stop: Unsubscribe } | null = null;
/** The start the sessions in `server` were read from (null: every session). */
let sessionsSince: number | null = null;
/** The starts screens need sessions from (null: every session), one per request; kept across a
 * restart of the store, as the screens stay. */
let sinceRequests: (number | null)[] = [];
/** A window the server could not answer (an index still building): every session instead. */
let windowFailed = false;

/** Re-decides which sessions to follow; set once the database has loaded. */
let rescope: () => void = () => undefined;
/** How long older sessions stay loaded after the last screen that needed them closed. */
const KEEP_OLDER_SESSIONS_MS = 60_000;

const deriver = createGoalDeriver();
/** Older sessions read while changes on their way touch days before this week's. */
const outboxWindow = createOutboxWindow((since) => useGoals.getState().requestSessionsSince(since));
const upkeep = createGoalUpkeep(
  (...changes) => useGoals.getState().submit(...changes),
  (uid, goalId) => readAll(uid).some((e) => e.ops.some((op) => goalIdOf(op) === goalId)),
);

export const useGoals = create<GoalsState>()((set, get) => {
  /** What the last refresh was made of: the same inputs give the same screen. */
  let lastInputs = { server, tallies, outbox: '', day: '', loaded: '' };

  /** Lays every change on its way over what the server has sent, and publishes the result. */
  function refresh() {
    const { uid } = get();
    if (!uid) return;
    const outbox = readAll(uid);
    const inputs = {
      server,
      tallies,
      outbox: JSON.stringify(outbox),
      day: dayKey(nowDate()),
      loaded: `${Object.values(loaded).join()}${fromCache}${Object.values(pending).join()}${sessionsSince}|${sessionsListener?.since}`,
    };
    const same = (Object.keys(inputs) as (keyof typeof inputs)[]).every(
      (key) => inputs[key] === lastInputs[key],
    );
    if (same) return;
    lastInputs = inputs;
    outboxWindow.follow(outbox, nowDate());
    view = applyOps(
      server,
      outbox.flatMap((entry) => entry.ops),
    );
    timerMirror.write(uid, { timer: view.timer });
    const derived = deriver.derive({ view, tallies, sessionsSince }, nowDate());
    set({
      goals: derived.goals,
      dayTotals: derived.days,
      timer: view.timer,
      outbox,
      hasPendingWrites: pending.records || pending.sessions || pending.timer,
      fromCache,
      status: loaded.records && loaded.sessions ? 'ready' : 'loading',
      sessionsFrom: loaded.sessions ? sessionsSince : undefined,
      tallies:
        loaded.records && loaded.tallies && everyGoalTallied(view.records.values())
          ? tallies
          : null,
    });
  }

  return {
    ...SIGNED_OUT,

    start(uid) {
      if (get().uid === uid) return;
      get().stop();
      registerSignOutCleanup('detach', stopGoals);
      markOnce('masterly:goals-start');
      announceTab();
      server = { ...EMPTY_SYNC_STATE, timer: timerMirror.read(uid)?.timer ?? null };
      set({ status: 'loading', uid });
      refresh();
      const stopListening = onOtherTabOutboxChange(refresh);
      subscriptions = [stopListening];
      void loadBackend().then((backend) => {
        const { goals: repo, auth } = backend;
        if (get().uid !== uid) return;
        void checkDeviceClock(auth);
        sender = createBrowserSender({
          uid,
          repo,
          settled: () => backend.waitForPendingWrites(),
          onChange: () => {
            refresh();
            if (!fromCache) upkeep.sweep(uid, repo, [...server.records.values()]);
          },
          onSuperseded: (entry, facts) => {
            const logs = logsForSupersededStart(entry, facts, view, goalName);
            if (logs.length > 0) get().submit(...logs);
          },
        });
        const seen: { records?: GoalRecord[]; sessions?: StoredSession[] } = {};
        /** A listener pair for one part of the account: what it reports, or that it failed. */
        const follow = <T>(part: keyof typeof loaded, take: (report: Watched<T>) => void) =>
          [
            (report: Watched<T>) => {
              if (part !== 'tallies') pending[part] = report.hasPendingWrites;
              markOnce(`masterly:${part}-read`);
              take(report);
              loaded[part] = true;
              scopeSessions(uid, repo);
              refresh();
            },
            (error: unknown) => {
              console.error(`Loading ${part} failed`, error);
              loaded[part] = true;
              scopeSessions(uid, repo);
              refresh();
            },
          ] as const;
        /**
         * Follows the recent sessions (and older ones a screen asks for) when every goal has a
         * tally and no screen asks for all.
         */
        function scopeSessions(uid: string, repo: GoalRepo) {
          if (!loaded.records || !loaded.tallies || get().uid !== uid) return;
          const windowed =
            !sinceRequests.includes(null) &&
            !windowFailed &&
            everyGoalTallied(server.records.values());
          const since = windowed
            ? Math.min(sessionWindowStart(nowDate()), ...(sinceRequests as number[]))
            : null;
          if (sessionsListener?.since === since) return;
          sessionsListener?.stop();
          const [take, fail] = follow<StoredSession[]>('sessions', (report) => {
            sessionsSince = since;
            if (report.value === seen.sessions) return;
            seen.sessions = report.value;
            server = { ...server, sessions: sessionsByGoal(report.value) };
          });
          const onError = (error: unknown) => {
            if (since === null) return fail(error);
            console.warn('Loading recent sessions failed; loading every session', error);
            windowFailed = true;
            sessionsListener = null;
            scopeSessions(uid, repo);
          };
          sessionsListener = { since, stop: repo.watchSessions(uid, since, take, onError) };
        }
        rescope = () => scopeSessions(uid, repo);
        subscriptions.push(
          repo.watchRecords(
            uid,
            ...follow<GoalRecord[]>('records', (report) => {
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
            ...follow<ReadonlyMap<string, GoalTally>>('tallies', (report) => {
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
              server = { ...server, timer: report.value };
              const confirmed = !report.hasPendingWrites && !report.fromCache;
              const logs = confirmed
                ? observeTimer(timerMirror, uid, report.value, view, goalName)
                : [];
              refresh();
              if (logs.length > 0) get().submit(...logs);
            },
            (error) => console.error('Loading the timer failed', error),
          ),
          sender.stop,
        );
        sender.pump();
      });
    },

    stop() {
      outboxWindow.reset();
      subscriptions.forEach((unsubscribe) => unsubscribe());
      subscriptions = [];
      sender = null;
      server = EMPTY_SYNC_STATE;
      view = EMPTY_SYNC_STATE;
      tallies = new Map();
      loaded = { records: false, sessions: false, tallies: false };
      pending = { records: false, sessions: false, timer: false };
      fromCache = true;
      sessionsSince = null;
      windowFailed = false;
      rescope = () => undefined;
      deriver.reset();
      upkeep.reset();
      lastInputs = { server, tallies, outbox: '', day: '', loaded: '' };
      set(SIGNED_OUT);
    },

    submit(...changes) {
      const { uid } = get();
      if (!uid) {
        console.error('Not signed in: the change was not saved');
        return;
      }
      const entries = changes
        .filter((change) => change.ops.length > 0)
        .map((change): OutboxEntry => ({
          id: crypto.randomUUID(),
          uid,
          tab: TAB_ID,
          at: clock.now(),
          label: change.label,
          ops: change.ops,
          ...(clockCorrection() ? { clockCorrection: clockCorrection() } : {}),
        }));
      if (entries.length === 0) return;
      // Kept on the device first (synchronously), so closing the tab now loses nothing. Until
      // the database has loaded, they wait there; the sender picks them up when it starts.
      keepInOutbox(uid, entries);
      refresh();
      for (const entry of entries) sender?.send(entry);
    },

    view: () => view,

    isStored: (goalId) => server.records.has(goalId),

    tallyYears: (goalId) => [...(tallies.get(goalId)?.keys() ?? [])],

    forgetGoal(goalId) {
      sender?.discardWhere((entry) => entry.ops.some((op) => goalIdOf(op) === goalId));
    },

    retry(entryId) {
      sender?.retry(entryId);
    },

    discard(entryId) {
      sender?.discard(entryId);
    },

    requestSessionsSince(since) {
      sinceRequests = [...sinceRequests, since];
      rescope();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const at = sinceRequests.indexOf(since);
        sinceRequests = sinceRequests.filter((_, i) => i !== at);
        // Kept a while: a screen opened next (the log, then an export) does not load them twice.
        setTimeout(rescope, KEEP_OLDER_SESSIONS_MS);
      };
    },

    async saveAll() {
      if (!sender) return 'failed';
      try {
        return (await sender.flush(10_000)) ? 'saved' : 'failed';
      } catch (error) {
        console.error('Manual save failed', error);
        return 'error';
      }
    },
  };
});

const goalName = (goalId: string) => view.records.get(goalId)?.name ?? 'a goal';

function stopGoals() {
  useGoals.getState().stop();
}
