// What the User Management table shows per user (spec §2 "Admin dashboard", §9 plans).
import { isPremium, PLANS, type PlanKey } from './plans';
import type { UserProfile } from './user';

/** 'N/A' when the counts could not be loaded; '3 / 15'; '7 / ∞' for unlimited plans. */
export function goalsLabel(count: number | undefined, plan: PlanKey, uncapped = false): string {
  if (count === undefined) return 'N/A';
  const max = uncapped ? -1 : PLANS[plan].maxGoals;
  return `${count} / ${max < 0 ? '∞' : max}`;
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
  const max = uncapped ? -1 : PLANS[plan].maxGoals;
  if (max < 0) return { kind: 'unlimited' };
  return count >= max ? { kind: 'atLimit' } : { kind: 'available', left: max - count };
}

export interface UserTotals {
  total: number;
  active: number;
  admins: number;
  premium: number;
}

/** The four summary tiles: Total Users, Active Users, Admins, Premium Users (plan ≠ free). */
export function userTotals(users: readonly UserProfile[]): UserTotals {
  return {
    total: users.length,
    active: users.filter((u) => u.isActive).length,
    admins: users.filter((u) => u.role === 'admin').length,
    premium: users.filter((u) => isPremium(u.subscriptionPlan)).length,
  };
}
