// What the User Management table shows per user (spec §2 "Admin dashboard", §9 plans).
import { activeGoalLimit, isPremium, PLAN_KEYS, type PlanKey } from './plans';
import type { UserProfile } from './user';

/** 'N/A' when the counts could not be loaded; '3 / 15'; '7 / ∞' for unlimited plans. */
export function goalsLabel(count: number | undefined, plan: PlanKey, uncapped = false): string {
  if (count === undefined) return 'N/A';
  const max = activeGoalLimit(plan, uncapped);
  return `${count} / ${max ?? '∞'}`;
}

export type LimitStatus =
  | { kind: 'unknown' }
  | { kind: 'unlimited' }
  | { kind: 'atLimit' }
  | { kind: 'available'; left: number };

/** `uncapped`: the administrator, who is exempt from the plan cap. */
export function limitStatus(
  count: number | undefined,
  plan: PlanKey,
  uncapped = false,
): LimitStatus {
  if (count === undefined) return { kind: 'unknown' };
  const max = activeGoalLimit(plan, uncapped);
  if (max === null) return { kind: 'unlimited' };
  return count >= max ? { kind: 'atLimit' } : { kind: 'available', left: max - count };
}

export interface UserTotals {
  total: number;
  active: number;
  admins: number;
  premium: number;
}

/** The plans the Premium Users tile counts (every plan but free). */
export const PREMIUM_PLANS: readonly PlanKey[] = PLAN_KEYS.filter(isPremium);

/** What one profile adds to the four tiles. */
function contribution(user: UserProfile | null): UserTotals {
  if (!user) return { total: 0, active: 0, admins: 0, premium: 0 };
  return {
    total: 1,
    active: user.isActive ? 1 : 0,
    admins: user.role === 'admin' ? 1 : 0,
    premium: isPremium(user.subscriptionPlan) ? 1 : 0,
  };
}

/** The tiles after one profile changed (`after` null: deleted), without counting again. */
export function totalsAfterChange(
  totals: UserTotals,
  before: UserProfile,
  after: UserProfile | null,
): UserTotals {
  const removed = contribution(before);
  const added = contribution(after);
  return {
    total: totals.total - removed.total + added.total,
    active: totals.active - removed.active + added.active,
    admins: totals.admins - removed.admins + added.admins,
    premium: totals.premium - removed.premium + added.premium,
  };
}

/** The tombstone of a deleted account (deletedUsers/{uid}); deletedAt is an ISO timestamp. */
export interface DeletedUser {
  uid: string;
  email: string;
  deletedAt: string;
}

export const ADMIN_PAGE_SIZE = 25;

/** A page starts after the row with this sort value (createdAt, e-mail, deletedAt) and id. */
export interface PageCursor {
  key: string;
  id: string;
}

/** The pages visited: the cursor each one starts after (null for the first), and the next. */
export interface PageTrail {
  starts: readonly (PageCursor | null)[];
  next: PageCursor | null;
}

export const FIRST_PAGE: PageTrail = { starts: [null], next: null };

export const pageNumber = (trail: PageTrail): number => trail.starts.length;

export const pageStart = (trail: PageTrail): PageCursor | null => trail.starts.at(-1) ?? null;

export const hasPreviousPage = (trail: PageTrail): boolean => trail.starts.length > 1;

export function nextPage(trail: PageTrail): PageTrail {
  return trail.next ? { starts: [...trail.starts, trail.next], next: null } : trail;
}

export function previousPage(trail: PageTrail): PageTrail {
  return hasPreviousPage(trail) ? { starts: trail.starts.slice(0, -1), next: null } : trail;
}

/** 'Showing 26–50' for the second page of 25 rows; 'Showing 0' when the page is empty. */
export function showingRange(page: number, rows: number, pageSize = ADMIN_PAGE_SIZE): string {
  if (rows === 0) return 'Showing 0';
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + rows - 1}`;
}

/**
 * Profiles store the e-mail the Auth service reports, and it lower-cases e-mails: checked in the
 * Auth emulator, signing up 'Mixed.Case@Example.COM' stores, returns and puts in the ID token
 * 'mixed.case@example.com' (it keeps surrounding spaces, U+00A0 and U+200B, which the rules
 * now refuse in a profile). So the prefix is lower-cased too; spaces around it are dropped.
 */
export function emailSearchPrefix(input: string): string {
  return input.trim().toLowerCase();
}
