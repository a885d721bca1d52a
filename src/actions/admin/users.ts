import {
  ADMIN_PAGE_SIZE,
  emailSearchPrefix,
  FIRST_PAGE,
  nextPage,
  pageStart,
  previousPage,
  totalsAfterChange,
  type PageTrail,
} from '@/domain/admin-users';
import type { PlanKey } from '@/domain/plans';
import type { UserProfile } from '@/domain/user';
import { loadBackend } from '@/data/backend';
import { attempt, useAdmin } from '@/stores/admin/admin.store';
import { addDeletedUser, loadDeletedUsers } from './deleted-users';

/** Only the latest page asked for is shown (an older answer may arrive after it). */
let latestRequest = 0;

/** Replaces one user of the page, and the tiles with it, after a successful change. */
function replaceUser(before: UserProfile, after: UserProfile | null) {
  useAdmin.setState((s) => ({
    users: after
      ? s.users.map((u) => (u.uid === before.uid ? after : u))
      : s.users.filter((u) => u.uid !== before.uid),
    totals: s.totals && totalsAfterChange(s.totals, before, after),
  }));
}

/** Shows one page of users; their goal counts follow, silently. */
async function showPage(trail: PageTrail, search: string): Promise<void> {
  const request = (latestRequest += 1);
  performance.mark('masterly:users-asked');
  useAdmin.setState({ usersLoading: true, usersTrail: trail, userSearch: search });
  const backend = await loadBackend();
  const page = await attempt('Failed to load users', () =>
    backend.admin.listUsers({
      after: pageStart(trail),
      emailPrefix: search,
      pageSize: ADMIN_PAGE_SIZE,
    }),
  );
  performance.mark('masterly:users-read');
  if (request !== latestRequest) return;
  const users = page?.rows ?? [];
  useAdmin.setState({
    users,
    usersTrail: { ...trail, next: page?.next ?? null },
    usersLoading: false,
    goalCounts: users.length ? 'loading' : {},
  });
  if (users.length) void loadGoalCounts(request, users);
}

async function loadGoalCounts(request: number, users: readonly UserProfile[]): Promise<void> {
  const backend = await loadBackend();
  const goalCounts = await backend.admin
    .activeGoalCounts(users.map((u) => u.uid))
    .catch(() => null);
  if (request === latestRequest) useAdmin.setState({ goalCounts });
}

async function loadTotals(): Promise<void> {
  const backend = await loadBackend();
  const totals = await attempt('Failed to load users', () => backend.admin.userTotals(), {
    keepBanner: true,
  });
  useAdmin.setState({ totals: totals ?? null });
}

/**
 * What the tab shows when it opens: the first page (newest first) before anything else, so
 * the first rows come as soon as possible; then the tiles and the deleted users.
 */
export async function loadUsers(): Promise<void> {
  useAdmin.setState({ deletedLoading: true });
  await showPage(FIRST_PAGE, '');
  await Promise.all([loadTotals(), loadDeletedUsers()]);
}

export function showNextUsers(): Promise<void> {
  const { usersTrail, userSearch } = useAdmin.getState();
  return showPage(nextPage(usersTrail), userSearch);
}

export function showPreviousUsers(): Promise<void> {
  const { usersTrail, userSearch } = useAdmin.getState();
  return showPage(previousPage(usersTrail), userSearch);
}

/** Users whose e-mail starts with what was typed; empty text lists everyone again. */
export function searchUsers(text: string): Promise<void> {
  return showPage(FIRST_PAGE, emailSearchPrefix(text));
}

export async function changePlan(user: UserProfile, plan: PlanKey): Promise<void> {
  const backend = await loadBackend();
  const done = await attempt('Failed to update subscription', async () => {
    await backend.profiles.setPlan(user.uid, plan);
    return true;
  });
  if (done) replaceUser(user, { ...user, subscriptionPlan: plan });
}

/** Activates or deactivates; the same write refreshes lastLoginAt (spec §4). */
export async function toggleUserActive(user: UserProfile, now = new Date()): Promise<void> {
  const backend = await loadBackend();
  const patch = { isActive: !user.isActive, lastLoginAt: now.toISOString() };
  const done = await attempt('Failed to update user status', async () => {
    await backend.profiles.update(user.uid, patch);
    return true;
  });
  if (done) replaceUser(user, { ...user, ...patch });
}

/** Removes the user's goals, sessions, timer, counter and profile, leaving a tombstone. */
export async function deleteUser(user: UserProfile, now = new Date()): Promise<void> {
  const backend = await loadBackend();
  const tombstone = await attempt('Failed to delete user', () =>
    backend.admin.deleteUser(user, now.toISOString()),
  );
  if (!tombstone) return;
  replaceUser(user, null);
  addDeletedUser(tombstone);
}
