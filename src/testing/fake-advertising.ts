import {
  advertisingId,
  type AdWay,
  type AdWayInput,
  type Campaign,
  type CampaignInput,
} from '@/domain/advertising';
import { PREMIUM_PLANS, type DeletedUser, type PageCursor } from '@/domain/admin-users';
import type { UserProfile } from '@/domain/user';
import type { AdminRepo, AdvertisingRepo, AdWayRepo, CampaignRepo } from '@/data/ports';
import { denied, unauthenticated, type FakeAccess } from './fake-access';
import type { createFakeGoalRepo } from './fake-goal-repo';

type Operation = 'list' | 'create' | 'update' | 'remove' | 'click';

/**
 * In-memory records keyed by id, with injectable failures per operation. As the rules: nobody
 * signed in is refused before any request, active users read, only the administrator writes.
 */
function fakeCollection<Input extends object, Row extends Input & { id: string }>(
  prefix: 'campaign_' | 'adway_',
  access: FakeAccess,
) {
  const rows = new Map<string, Row>();
  const failing = new Set<Operation>();
  let clock = Date.parse('2025-01-01T00:00:00.000Z');
  const check = async (op: Operation) => {
    if (access.callerUid() === null) throw unauthenticated();
    if (failing.has(op)) throw new Error(`fake ${op} failure`);
    const readsOrClicks = op === 'list' || op === 'click';
    const allowed = readsOrClicks ? access.isActiveUser() || access.isAdmin() : access.isAdmin();
    if (!allowed) throw denied();
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
      // The rules judge an update of a missing record before the server looks for it.
      if (!existing) throw denied();
      const updatedAt = tick();
      rows.set(id, { ...existing, ...patch, updatedAt });
      return updatedAt;
    },
    async remove(id: string) {
      await check('remove');
      rows.delete(id);
    },
  };
  return { repo, rows, failing, check };
}

/** As the rules: clicks + 1 on an active campaign, by any active person; nothing else moves. */
function withClicks(campaigns: ReturnType<typeof fakeCollection<CampaignInput, Campaign>>) {
  const repo: CampaignRepo = {
    ...(campaigns.repo as AdvertisingRepo<CampaignInput, Campaign>),
    async recordClick(id) {
      await campaigns.check('click');
      const existing = campaigns.rows.get(id);
      if (existing?.status !== 'active') throw denied();
      campaigns.rows.set(id, { ...existing, clicks: existing.clicks + 1 });
    },
  };
  return repo;
}

type AdminOperation = 'list' | 'totals' | 'counts' | 'delete' | 'deleted' | 'restore';

/** Rows after the cursor in the order given by (key, id), both ascending or both descending. */
function pageOf<T>(
  rows: T[],
  keyOf: (row: T) => string,
  idOf: (row: T) => string,
  descending: boolean,
  after: PageCursor | null,
  pageSize: number,
) {
  const sign = descending ? -1 : 1;
  const compare = (a: [string, string], b: [string, string]) =>
    sign * (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
  const sorted = [...rows].sort((a, b) => compare([keyOf(a), idOf(a)], [keyOf(b), idOf(b)]));
  const rest = after
    ? sorted.filter((row) => compare([keyOf(row), idOf(row)], [after.key, after.id]) > 0)
    : sorted;
  const shown = rest.slice(0, pageSize);
  const last = shown.at(-1);
  const next = rest.length > pageSize && last ? { key: keyOf(last), id: idOf(last) } : null;
  return { rows: shown, next };
}

/**
 * Campaigns, ways and the admin operations over the fake profiles, goals and tombstones. The
 * administrator is recognised by the verified e-mail alone (the real rules also want their
 * profile active for some of these).
 */
export function createFakeAdvertising(
  profiles: Map<string, UserProfile>,
  goalStore: ReturnType<typeof createFakeGoalRepo>,
  deletedUsers: Map<string, DeletedUser>,
  access: FakeAccess,
  onProfileDeleted: (uid: string) => void = () => undefined,
) {
  const campaigns = fakeCollection<CampaignInput, Campaign>('campaign_', access);
  const adWays = fakeCollection<AdWayInput, AdWay>('adway_', access);
  const adminFailing = new Set<AdminOperation>();
  const check = async (op: AdminOperation) => {
    if (access.callerUid() === null) throw unauthenticated();
    if (adminFailing.has(op)) throw new Error(`fake ${op} failure`);
    if (!access.isAdmin()) throw denied();
  };

  const admin: AdminRepo = {
    async listUsers({ after, emailPrefix, pageSize }) {
      await check('list');
      const matching = [...profiles.values()].filter((u) => u.email.startsWith(emailPrefix));
      return emailPrefix
        ? pageOf(
            matching,
            (u) => u.email,
            (u) => u.uid,
            false,
            after,
            pageSize,
          )
        : pageOf(
            matching,
            (u) => u.createdAt,
            (u) => u.uid,
            true,
            after,
            pageSize,
          );
    },
    async userTotals() {
      await check('totals');
      const users = [...profiles.values()];
      return {
        total: users.length,
        active: users.filter((u) => u.isActive).length,
        admins: users.filter((u) => u.role === 'admin').length,
        premium: users.filter((u) => PREMIUM_PLANS.includes(u.subscriptionPlan)).length,
      };
    },
    async activeGoalCounts(uids) {
      await check('counts');
      const counts = Object.fromEntries(uids.map((uid) => [uid, 0]));
      for (const goal of goalStore.goals.values()) {
        const owner = goalStore.owners.get(goal.id) ?? '';
        const count = counts[owner];
        if (count !== undefined && !goal.completed) counts[owner] = count + 1;
      }
      return counts;
    },
    async deleteUser({ uid, email }, deletedAt) {
      await check('delete');
      for (const [goalId, owner] of goalStore.owners) {
        if (owner !== uid) continue;
        goalStore.goals.delete(goalId);
        goalStore.owners.delete(goalId);
      }
      for (const [key, session] of goalStore.sessions) {
        if (!goalStore.owners.has(session.goalId)) goalStore.sessions.delete(key);
      }
      profiles.delete(uid);
      const tombstone = { uid, email, deletedAt };
      deletedUsers.set(uid, tombstone);
      onProfileDeleted(uid);
      return tombstone;
    },
    async listDeletedUsers({ after, pageSize }) {
      await check('deleted');
      const rows = [...deletedUsers.values()];
      return pageOf(
        rows,
        (t) => t.deletedAt,
        (t) => t.uid,
        true,
        after,
        pageSize,
      );
    },
    async restoreUser(uid) {
      await check('restore');
      deletedUsers.delete(uid);
    },
  };

  return {
    campaigns: withClicks(campaigns),
    adWays: adWays.repo as AdWayRepo,
    admin,
    campaignRows: campaigns.rows,
    adWayRows: adWays.rows,
    failCampaigns: (...ops: Operation[]) => ops.forEach((op) => campaigns.failing.add(op)),
    failAdWays: (...ops: Operation[]) => ops.forEach((op) => adWays.failing.add(op)),
    failAdmin: (...ops: AdminOperation[]) => ops.forEach((op) => adminFailing.add(op)),
  };
}
