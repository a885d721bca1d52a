// The sync engine over fakes, for its tests.
import { afterEach, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
import type { Change } from '@/domain/sync/timer-changes';
import { createFakeBackend } from '@/testing/fake-backend';
import { memoryStorage } from '@/testing/memory-storage';
import type { GoalRepo } from '@/data/ports';
import { createOutboxStorage } from './outbox-storage';
import type { TabPresence } from './ports';
import { createSessionRequests } from './session-requests';
import { createSyncEngine, type SyncEngine, type SyncSnapshot } from './sync-engine';
import { createTimerMirror } from './timer-mirror';

export const NOW = new Date(2026, 10, 18, 20, 0).getTime();
const PREFIX = 'outbox:';

/**
 * An engine over fakes: memory storage, two tabs of which only `open` are open, a fixed clock;
 * `repo` may wrap the fake repository.
 */
export function engineWith({
  open = ['tab-a'],
  repo = (goals) => goals,
  settled = async () => undefined,
  now = () => NOW,
}: {
  /** The engine's clock, corrected. */
  now?: () => number;
  open?: string[];
  repo?: (goals: GoalRepo) => GoalRepo;
  /** When the database's own queue has drained (at once unless given). */
  settled?: () => Promise<void>;
} = {}) {
  const onlineListeners = new Set<() => void>();
  const fake = createFakeBackend();
  fake.signInWithProfile({ uid: 'u1', email: 'ada@example.com' });
  fake.goalStore.seed(createGoal({ id: 'g1', name: 'Piano', now: new Date(NOW) }));
  const storage = memoryStorage();
  const notKept = vi.fn();
  const outbox = createOutboxStorage({
    storage: () => storage,
    prefix: PREFIX,
    claimsPrefix: 'claims:',
    unstored: new Map(),
    onNotKept: notKept,
  });
  const tabs: TabPresence = {
    id: 'tab-a',
    announce: vi.fn(),
    openTabs: async () => new Set(open),
  };
  let ids = 0;
  const sessionRequests = createSessionRequests();
  const engine = createSyncEngine({
    uid: 'u1',
    backend: Promise.resolve({
      repo: repo(fake.backend.goals),
      settled,
      checkClock: async () => undefined,
    }),
    outbox,
    tabs,
    clock: { now, correction: () => 0 },
    mirror: createTimerMirror(() => storage, 'timer'),
    sessionRequests,
    watchOtherTabs: () => () => undefined,
    watchOnline: (listener) => {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
    upkeep: () => ({ update: () => undefined, sweep: () => undefined }),
    newId: () => `e${(ids += 1)}`,
  });
  engines.push(engine);
  const comeOnline = () => onlineListeners.forEach((listener) => listener());
  return { engine, fake, outbox, tabs, comeOnline, onlineListeners, sessionRequests };
}

const engines: SyncEngine[] = [];
afterEach(() => engines.splice(0).forEach((engine) => engine.stop()));

export const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0));
};
export const rename = (name: string): Change => ({
  label: `Rename to ${name}`,
  ops: [{ type: 'updateGoal', goalId: 'g1', fields: { name } }],
});
export const nameIn = (snapshot: SyncSnapshot) => snapshot.view.records.get('g1')?.name;
