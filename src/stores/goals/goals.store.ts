import { create } from 'zustand';
import type { Goal } from '@/domain/goal';
import {
  deriveGoal,
  migratableSessions,
  type GoalRecord,
  type StoredSession,
} from '@/domain/goal-record';
import type { OutboxEntry } from '@/domain/sync/outbox';
import {
  EMPTY_SYNC_STATE,
  applyOps,
  sessionsByGoal,
  type SyncState,
} from '@/domain/sync/sync-state';
import type { Change } from '@/domain/sync/timer-changes';
import { goalIdOf } from '@/domain/sync/write-ops';
import type { TimerRecord } from '@/domain/timer';
import { dayKey } from '@/domain/weeks';
import { loadBackend } from '@/data/backend';
import type { Unsubscribe, Watched } from '@/data/ports';
import { clock, clockCorrection, nowDate } from '../clock';
import { registerSignOutCleanup } from '../session/sign-out-cleanup';
import { readAll, onOtherTabOutboxChange } from '../sync/outbox-storage';
import { checkDeviceClock } from '../sync/device-clock-check';
import { createSender, keepInOutbox, type Sender } from '../sync/sender';
import { readTimerMirror, writeTimerMirror } from '../sync/timer-mirror';
import { TAB_ID, announceTab } from '../sync/tab-presence';
import { logsForSupersededStart, observeTimer } from '../sync/timer-observer';

export type SaveAllResult = 'saved' | 'failed' | 'error';

export interface GoalsData {
  /** 'ready' once the goals and their sessions have been read (from this device or the server). */
  status: 'idle' | 'loading' | 'ready';
  uid: string | null;
  /** Every goal (active and completed), figures derived for today, newest first. */
  goals: Goal[];
  /** The account's timer as this screen knows it, changes on their way included. */
  timer: TimerRecord | null;
  /** This user's changes the server does not have yet, from every tab, oldest first. */
  outbox: OutboxEntry[];
  /** The database still holds local writes the server has not acknowledged. */
  hasPendingWrites: boolean;
  /** The goals shown come from this device's cache, not yet confirmed by the server. */
  fromCache: boolean;
}

interface GoalsState extends GoalsData {
  start(uid: string): void;
  stop(): void;
  /** Makes changes: kept on the device at once, shown at once, then sent. */
  submit(...changes: Change[]): void;
  /** The database as this screen knows it, changes on their way included. */
  view(): SyncState;
  /** True when the server has this goal (not only a change on its way). */
  isStored(goalId: string): boolean;
  /** Forgets every change of a goal the server never took (a refused create). */
  forgetGoal(goalId: string): void;
  retry(entryId?: string): void;
  discard(entryId?: string): void;
  /** The manual Save: sends everything again and waits for the server (at most 10 s). */
  saveAll(): Promise<SaveAllResult>;
}

const SIGNED_OUT: GoalsData = {
  status: 'idle',
  uid: null,
  goals: [],
  timer: null,
  outbox: [],
  hasPendingWrites: false,
  fromCache: true,
};

/** User Timing marks for the benchmarks: when each part of /goals first arrived. */
function markOnce(name: string) {
  if (typeof performance !== 'undefined' && performance.getEntriesByName(name).length === 0) {
    performance.mark(name);
  }
}

let server: SyncState = EMPTY_SYNC_STATE;
let view: SyncState = EMPTY_SYNC_STATE;
let loaded = { records: false, sessions: false };
let pending = { records: false, sessions: false, timer: false };
let fromCache = true;
let subscriptions: Unsubscribe[] = [];
let sender: Sender | null = null;

/** Derived goals by id, reused while their record, sessions and the day are unchanged. */
let derivedCache = new Map<string, { key: string; goal: Goal }>();

function deriveAll(state: SyncState): Goal[] {
  const now = nowDate();
  const today = dayKey(now);
  const next = new Map<string, { key: string; goal: Goal }>();
  const goals = [...state.records.values()].map((record) => {
    const sessions = [...(state.sessions.get(record.id)?.values() ?? [])];
    const key = `${today}|${JSON.stringify(record)}|${JSON.stringify(sessions)}`;
    const cached = derivedCache.get(record.id);
    const goal = cached?.key === key ? cached.goal : deriveGoal(record, sessions, now);
    next.set(record.id, { key, goal });
    return goal;
  });
  derivedCache = next;
  // Newest start first: a stable order that does not jump when a goal is edited.
  return goals.sort((a, b) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id));
}

export const useGoals = create<GoalsState>()((set, get) => {
  /** What the last refresh was made of: the same inputs give the same screen. */
  let lastInputs = { server, outbox: '', day: '', loaded: '' };

  /** Lays every change on its way over what the server has sent, and publishes the result. */
  function refresh() {
    const { uid } = get();
    if (!uid) return;
    const outbox = readAll(uid);
    const inputs = {
      server,
      outbox: JSON.stringify(outbox),
      day: dayKey(nowDate()),
      loaded: `${loaded.records}${loaded.sessions}${fromCache}${Object.values(pending).join()}`,
    };
    const same = (Object.keys(inputs) as (keyof typeof inputs)[]).every(
      (key) => inputs[key] === lastInputs[key],
    );
    if (same) return;
    lastInputs = inputs;
    view = applyOps(
      server,
      outbox.flatMap((entry) => entry.ops),
    );
    writeTimerMirror(uid, { timer: view.timer });
    set({
      goals: deriveAll(view),
      timer: view.timer,
      outbox,
      hasPendingWrites: pending.records || pending.sessions || pending.timer,
      fromCache,
      status: loaded.records && loaded.sessions ? 'ready' : 'loading',
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
      server = { ...EMPTY_SYNC_STATE, timer: readTimerMirror(uid)?.timer ?? null };
      set({ status: 'loading', uid });
      refresh();
      const stopListening = onOtherTabOutboxChange(refresh);
      subscriptions = [stopListening];
      void loadBackend().then((backend) => {
        const { goals: repo, auth } = backend;
        if (get().uid !== uid) return;
        void checkDeviceClock(auth);
        sender = createSender({
          uid,
          repo,
          settled: () => backend.waitForPendingWrites(),
          onChange: refresh,
          onSuperseded: (entry, facts) => {
            const logs = logsForSupersededStart(entry, facts, view, goalName);
            if (logs.length > 0) get().submit(...logs);
          },
        });
        const seen: { records?: GoalRecord[]; sessions?: StoredSession[] } = {};
        /** A listener pair for one part of the account: what it reports, or that it failed. */
        const follow = <T>(part: 'records' | 'sessions', take: (report: Watched<T>) => void) =>
          [
            (report: Watched<T>) => {
              pending[part] = report.hasPendingWrites;
              markOnce(`masterly:${part}-read`);
              take(report);
              loaded[part] = true;
              refresh();
            },
            (error: unknown) => {
              console.error(`Loading ${part} failed`, error);
              loaded[part] = true;
              refresh();
            },
          ] as const;
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
              if (!report.fromCache) queueMicrotask(() => migrateLegacySessions(report.value));
            }),
          ),
          repo.watchSessions(
            uid,
            ...follow<StoredSession[]>('sessions', (report) => {
              if (report.value === seen.sessions) return;
              seen.sessions = report.value;
              server = { ...server, sessions: sessionsByGoal(report.value) };
            }),
          ),
          repo.watchTimer(
            uid,
            (report) => {
              pending.timer = report.hasPendingWrites;
              server = { ...server, timer: report.value };
              const confirmed = !report.hasPendingWrites && !report.fromCache;
              const logs = confirmed ? observeTimer(uid, report.value, view, goalName) : [];
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
      subscriptions.forEach((unsubscribe) => unsubscribe());
      subscriptions = [];
      sender = null;
      server = EMPTY_SYNC_STATE;
      view = EMPTY_SYNC_STATE;
      loaded = { records: false, sessions: false };
      pending = { records: false, sessions: false, timer: false };
      fromCache = true;
      derivedCache = new Map();
      migrating.clear();
      lastInputs = { server, outbox: '', day: '', loaded: '' };
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

    forgetGoal(goalId) {
      sender?.discardWhere((entry) => entry.ops.some((op) => goalIdOf(op) === goalId));
    },

    retry(entryId) {
      sender?.retry(entryId);
    },

    discard(entryId) {
      sender?.discard(entryId);
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

/** Goals whose old in-document session log is being moved out in this visit. */
const migrating = new Set<string>();

/** Sessions kept inside goal documents by earlier versions move to their own documents, once. */
function migrateLegacySessions(records: GoalRecord[]) {
  const changes: Change[] = records
    .filter((r) => r.legacySessions?.length && !migrating.has(r.id))
    .map((record) => {
      migrating.add(record.id);
      const sessions = migratableSessions(record.id, record.legacySessions ?? []);
      return {
        label: `Move the practice log of “${record.name}”`,
        ops: [
          { type: 'migrateSessions', goalId: record.id, startLevel: record.startLevel, sessions },
        ],
      };
    });
  if (changes.length > 0) useGoals.getState().submit(...changes);
}

function stopGoals() {
  useGoals.getState().stop();
}
