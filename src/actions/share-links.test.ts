import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import { createGoal, markCompleted, type Goal } from '@/domain/goal';
import { SHARE_LIFE_MS, SHARE_LINK_LIMIT } from '@/domain/sharing';
import { SHARED_GOAL_LIMIT, toSharedGoal } from '@/domain/sharing-snapshot';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { createFakeBackend } from '@/testing/fake-backend';
import { fakeShareId } from '@/testing/fake-shares';
import { createShareLink, listShareLinks, showShareLink } from './share-links';

const NOW = new Date('2026-03-01T12:00:00Z');
const goal = (id: string, overrides: Partial<Goal> = {}): Goal => ({
  ...createGoal({ id, name: `Goal ${id}`, now: NOW }),
  ...overrides,
});

const FIRST = fakeShareId('u1', 1);

let fake: ReturnType<typeof createFakeBackend>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  const user = {
    uid: 'u1',
    email: 'a@example.com',
    displayName: 'A',
    role: 'user' as const,
    subscriptionPlan: 'free' as const,
    isActive: true,
  };
  useSession.setState({ user });
  fake.signInWithProfile(user);
});
afterEach(() => {
  setBackendForTesting(undefined);
  vi.useRealTimers();
});

describe('createShareLink', () => {
  it("snapshots what the view shows of the user's active goals and links to them", async () => {
    const piano = goal('p', {
      name: 'Piano',
      currentLevel: 2,
      totalTimeSpent: 21.25,
      trophies: 3,
      practiceDays: ['2025-01-01', '2026-02-27', '2026-02-28'],
    });
    const chess = markCompleted(goal('c', { name: 'Chess' }), NOW);
    useGoals.setState({ goals: [piano, chess] });

    const result = await createShareLink();
    expect(result).toMatchObject({
      kind: 'ready',
      url: `${window.location.origin}/goals?share=${FIRST}`,
      shared: 1,
      active: 1,
      reused: false,
    });
    const record = fake.shares.get(FIRST);
    expect(record?.goals).toEqual([toSharedGoal(piano, NOW)]);
    expect(record?.goals[0]).toMatchObject({
      name: 'Piano',
      level: 2,
      hours: 21.25,
      trophies: 3,
      dayCount: 3,
      recentDays: ['2026-02-27', '2026-02-28'],
    });
    expect(record?.ownerId).toBe('u1');
    expect((record?.expiresAt ?? 0) - (record?.timestamp ?? 0)).toBe(SHARE_LIFE_MS);
  });

  it(`shares the first ${SHARED_GOAL_LIMIT} of more active goals and says how many there are`, async () => {
    const goals = Array.from({ length: 63 }, (_, i) => goal(`g${i}`));
    useGoals.setState({ goals });
    const result = await createShareLink();
    expect(result).toMatchObject({ kind: 'ready', shared: SHARED_GOAL_LIMIT, active: 63 });
    const record = fake.shares.get(FIRST);
    expect(record?.goals).toHaveLength(SHARED_GOAL_LIMIT);
    expect(record?.goals.at(-1)?.name).toBe('Goal g49');
  });

  it(`refuses a link beyond ${SHARE_LINK_LIMIT} live ones, naming when the oldest expires`, async () => {
    useGoals.setState({ goals: [goal('p')] });
    for (let i = 0; i < SHARE_LINK_LIMIT; i += 1) {
      vi.setSystemTime(NOW.getTime() + i * 60_000);
      await expect(createShareLink()).resolves.toMatchObject({ kind: 'ready' });
    }
    const oldest = fake.shares.get(FIRST)!;
    await expect(createShareLink()).resolves.toEqual({
      kind: 'full',
      oldestExpiresAt: oldest.expiresAt,
    });
    expect(fake.shares.size).toBe(SHARE_LINK_LIMIT);

    // Once the oldest has expired, a new link takes its place.
    vi.setSystemTime(oldest.expiresAt);
    await expect(createShareLink()).resolves.toMatchObject({ kind: 'ready' });
    expect(fake.shares.has(FIRST)).toBe(false);
    expect(fake.shares.size).toBe(SHARE_LINK_LIMIT);
    await expect(createShareLink()).resolves.toMatchObject({ kind: 'full' });
  });

  it('makes a new link in place of the oldest when that one is already gone', async () => {
    useGoals.setState({ goals: [goal('p')] });
    for (let i = 0; i < SHARE_LINK_LIMIT; i += 1) await createShareLink();
    fake.shares.delete(FIRST);
    await expect(createShareLink()).resolves.toMatchObject({ kind: 'ready' });
    expect(fake.shares.size).toBe(SHARE_LINK_LIMIT);
  });

  it('is refused by the backend for a snapshot the rules refuse', async () => {
    const { shares } = fake.backend;
    const ok = toSharedGoal(goal('p'), NOW);
    await expect(shares.create('u1', [{ ...ok, name: 'x'.repeat(101) }])).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(shares.create('u1', Array(SHARED_GOAL_LIMIT + 1).fill(ok))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(shares.create('u1', Array(SHARED_GOAL_LIMIT).fill(ok))).resolves.toMatchObject({
      status: 'created',
    });
  });
});

describe('showShareLink', () => {
  it('shows a live link again while it shows the same, and makes a new one otherwise', async () => {
    useGoals.setState({ goals: [goal('p', { totalTimeSpent: 2 })] });
    const first = await showShareLink(await listShareLinks());
    expect(first).toMatchObject({ kind: 'ready', reused: false, link: { id: FIRST } });

    vi.setSystemTime(NOW.getTime() + 60_000);
    const again = await showShareLink(await listShareLinks());
    expect(again).toMatchObject({ kind: 'ready', reused: true, link: { id: FIRST } });
    expect(fake.shares.size).toBe(1);

    // 0.04 h more shows the same hours (2.0): the link is still the same.
    useGoals.setState({ goals: [goal('p', { totalTimeSpent: 2.04 })] });
    await expect(showShareLink(await listShareLinks())).resolves.toMatchObject({ reused: true });
    useGoals.setState({ goals: [goal('p', { totalTimeSpent: 2.1 })] });
    await expect(showShareLink(await listShareLinks())).resolves.toMatchObject({ reused: false });
    expect(fake.shares.size).toBe(2);
  });

  it('makes a new link within the last hour of the live one', async () => {
    useGoals.setState({ goals: [goal('p')] });
    await showShareLink([]);
    vi.setSystemTime(NOW.getTime() + SHARE_LIFE_MS - 59 * 60_000);
    await expect(showShareLink(await listShareLinks())).resolves.toMatchObject({
      kind: 'ready',
      reused: false,
    });
    await expect(listShareLinks()).resolves.toHaveLength(2);
  });
});
