import {
  advertisingId,
  type AdWay,
  type AdWayInput,
  type Campaign,
  type CampaignInput,
} from '@/domain/advertising';
import type { UserProfile } from '@/domain/user';
import type { AdminRepo, AdWayRepo, CampaignRepo } from '@/data/ports';
import type { createFakeGoalRepo } from './fake-goal-repo';

type Operation = 'list' | 'create' | 'update' | 'remove';

/** In-memory records keyed by id, with injectable failures per operation. */
function fakeCollection<Input extends object, Row extends Input & { id: string }>(
  prefix: 'campaign_' | 'adway_',
) {
  const rows = new Map<string, Row>();
  const failing = new Set<Operation>();
  let clock = Date.parse('2025-01-01T00:00:00.000Z');
  const check = async (op: Operation) => {
    if (failing.has(op)) throw new Error(`fake ${op} failure`);
  };
  const tick = () => new Date((clock += 1000)).toISOString();
  const repo = {
    list: async () => (await check('list'), [...rows.values()]),
    async create(input: Input) {
      await check('create');
      const stamp = tick();
      const id = advertisingId(prefix, Date.parse(stamp), Math.random);
      const row = { ...input, id, createdAt: stamp, updatedAt: stamp } as unknown as Row;
      rows.set(id, row);
      return row;
    },
    async update(id: string, patch: Partial<Input>) {
      await check('update');
      const existing = rows.get(id);
      if (!existing) throw new Error('not-found');
      const updatedAt = tick();
      rows.set(id, { ...existing, ...patch, updatedAt });
      return updatedAt;
    },
    async remove(id: string) {
      await check('remove');
      rows.delete(id);
    },
  };
  return { repo, rows, failing };
}

/** Campaigns, ways and the admin operations over the fake profiles and goals. */
export function createFakeAdvertising(
  profiles: Map<string, UserProfile>,
  goalStore: ReturnType<typeof createFakeGoalRepo>,
) {
  const campaigns = fakeCollection<CampaignInput, Campaign>('campaign_');
  const adWays = fakeCollection<AdWayInput, AdWay>('adway_');
  const adminFailing = new Set<'counts' | 'delete'>();
  /** Goal owner per goal id (the fake goal store keeps no userId); default: nobody. */
  const goalOwners = new Map<string, string>();

  const admin: AdminRepo = {
    async goalCountsByUser() {
      if (adminFailing.has('counts')) throw new Error('fake counts failure');
      const counts: Record<string, number> = {};
      for (const goal of goalStore.goals.values()) {
        const owner = goalOwners.get(goal.id);
        if (!owner) continue;
        counts[owner] = (counts[owner] ?? 0) + (goal.completed ? 0 : 1);
      }
      return counts;
    },
    async deleteUser(uid) {
      if (adminFailing.has('delete')) throw new Error('fake delete failure');
      for (const [goalId, owner] of goalOwners) {
        if (owner !== uid) continue;
        goalStore.goals.delete(goalId);
        goalOwners.delete(goalId);
      }
      profiles.delete(uid);
    },
  };

  return {
    campaigns: campaigns.repo as CampaignRepo,
    adWays: adWays.repo as AdWayRepo,
    admin,
    campaignRows: campaigns.rows,
    adWayRows: adWays.rows,
    failCampaigns: (...ops: Operation[]) => ops.forEach((op) => campaigns.failing.add(op)),
    failAdWays: (...ops: Operation[]) => ops.forEach((op) => adWays.failing.add(op)),
    failAdmin: (...ops: ('counts' | 'delete')[]) => ops.forEach((op) => adminFailing.add(op)),
    goalOwners,
  };
}
