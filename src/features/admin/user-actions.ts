import type { PlanKey } from '@/domain/plans';
import type { UserProfile } from '@/domain/user';
import { loadBackend } from '@/data/backend';
import { attempt, useAdmin } from './admin.store';

const patchUser = (uid: string, patch: Partial<UserProfile>) =>
  useAdmin.setState((s) => ({
    users: s.users.map((u) => (u.uid === uid ? { ...u, ...patch } : u)),
  }));

/** Loads the users (newest first) and, silently, the goal counts. */
export async function loadUsers(): Promise<void> {
  useAdmin.setState({ usersLoading: true });
  const backend = await loadBackend();
  const [users, goalCounts] = await Promise.all([
    attempt('Failed to load users', () => backend.profiles.listAll()),
    backend.admin.goalCountsByUser().catch(() => null),
  ]);
  useAdmin.setState({ users: users ?? [], goalCounts, usersLoading: false });
}

export async function changePlan(uid: string, plan: PlanKey): Promise<void> {
  const backend = await loadBackend();
  const done = await attempt('Failed to update subscription', async () => {
    await backend.profiles.setPlan(uid, plan);
    return true;
  });
  if (done) patchUser(uid, { subscriptionPlan: plan });
}

/** Activates or deactivates; the same write refreshes lastLoginAt (spec §4). */
export async function toggleUserActive(user: UserProfile, now = new Date()): Promise<void> {
  const backend = await loadBackend();
  const patch = { isActive: !user.isActive, lastLoginAt: now.toISOString() };
  const done = await attempt('Failed to update user status', async () => {
    await backend.profiles.update(user.uid, patch);
    return true;
  });
  if (done) patchUser(user.uid, patch);
}

/** Removes the user's goals, goal counter and profile. */
export async function deleteUser(uid: string): Promise<void> {
  const backend = await loadBackend();
  const done = await attempt('Failed to delete user', async () => {
    await backend.admin.deleteUser(uid);
    return true;
  });
  if (done) useAdmin.setState((s) => ({ users: s.users.filter((u) => u.uid !== uid) }));
}
