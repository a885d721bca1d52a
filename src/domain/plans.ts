export const PLAN_KEYS = ['free', 'pro', 'platinum', 'enterprise'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const DEFAULT_PLAN: PlanKey = 'free';

/**
 * Goals one account may hold, active and completed together, on every plan (the administrator
 * included): a bound against flooding, far above any real practice list. firestore.rules'
 * maxGoalsPerAccount() says the same (plans.test.ts checks).
 */
export const MAX_GOALS_PER_ACCOUNT = 1000;

const MAX_GOALS_TEXT = MAX_GOALS_PER_ACCOUNT.toLocaleString('en-US');

/** Shown when an account already holds MAX_GOALS_PER_ACCOUNT goals. */
export const ACCOUNT_FULL_MESSAGE = `Your account holds ${MAX_GOALS_TEXT} goals (active and completed), the most one account can. Delete some completed goals to add new ones.`;

/**
 * Sessions one account may write in all: a bound against flooding, decades of daily practice.
 * firestore.rules' maxSessionsPerAccount() says the same (rules-parity.test.ts checks). Deleting
 * sessions gives no room back: the rules cannot tell how many sessions a batch really deletes.
 */
export const MAX_SESSIONS_PER_ACCOUNT = 100_000;

/** The refusal code of a session write beyond MAX_SESSIONS_PER_ACCOUNT. */
export const SESSIONS_FULL = 'sessions-full';

/** Shown when a session cannot be saved because the account has written the most it can. */
export const SESSIONS_FULL_MESSAGE = `Your account has logged ${MAX_SESSIONS_PER_ACCOUNT.toLocaleString('en-US')} practice sessions, the most one account can. This session was not saved.`;

/** Goals an account may still add, active or completed. */
export function roomForGoals(held: number): number {
  return Math.max(0, MAX_GOALS_PER_ACCOUNT - held);
}

/** An import of `count` goals into an account holding `held`: the message, or null if it fits. */
export function accountRoomMessage(count: number, held: number): string | null {
  const room = roomForGoals(held);
  if (count <= room) return null;
  return `This import has ${count} goals, but your account can hold ${room} more (at most ${MAX_GOALS_TEXT} goals, active and completed). Delete some completed goals or import fewer.`;
}

/** maxGoals (active goals) -1 means unlimited; price -1 means "contact sales". */
export interface PlanDefinition {
  key: PlanKey;
  maxGoals: number;
  /** Active and completed goals together. */
  maxTotalGoals: number;
  price: number;
  features: readonly string[];
}

const FREE_FEATURES = ['Goal tracking', 'Calendar view', 'Timer', 'Weekly trophies and levels'];
const PRO_FEATURES = [...FREE_FEATURES, 'Analytics', 'Sharing', 'Custom reminders'];
const PLATINUM_FEATURES = [
  ...PRO_FEATURES,
  'Priority support',
  'Advanced reporting',
  'Team collaboration',
];
const ENTERPRISE_FEATURES = [
  ...PLATINUM_FEATURES,
  'Custom integrations',
  'Dedicated support',
  'SLA',
];

export const PLANS: Record<PlanKey, PlanDefinition> = {
  free: {
    key: 'free',
    maxGoals: 3,
    maxTotalGoals: MAX_GOALS_PER_ACCOUNT,
    price: 0,
    features: FREE_FEATURES,
  },
  pro: {
    key: 'pro',
    maxGoals: 15,
    maxTotalGoals: MAX_GOALS_PER_ACCOUNT,
    price: 3.5,
    features: PRO_FEATURES,
  },
  platinum: {
    key: 'platinum',
    maxGoals: 30,
    maxTotalGoals: MAX_GOALS_PER_ACCOUNT,
    price: 9.5,
    features: PLATINUM_FEATURES,
  },
  enterprise: {
    key: 'enterprise',
    maxGoals: -1,
    maxTotalGoals: MAX_GOALS_PER_ACCOUNT,
    price: -1,
    features: ENTERPRISE_FEATURES,
  },
};

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

export function planDefinition(plan: PlanKey): PlanDefinition {
  return PLANS[plan];
}

export function isUnlimited(plan: PlanKey): boolean {
  return PLANS[plan].maxGoals < 0;
}

/** 'pro' -> 'Pro'. */
export function planLabel(plan: PlanKey): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/** 'Free', '$3.50/month' or 'Contact us'. */
export function planPriceLabel(plan: PlanKey): string {
  const { price } = PLANS[plan];
  if (price === 0) return 'Free';
  if (price < 0) return 'Contact us';
  return `$${price.toFixed(2)}/month`;
}

/** The active goals allowed: null when uncapped (enterprise, or the administrator). */
export function activeGoalLimit(plan: PlanKey, isAdministrator: boolean): number | null {
  return isAdministrator || isUnlimited(plan) ? null : PLANS[plan].maxGoals;
}

/** Goals still allowed; Infinity when the plan (or the administrator) is uncapped. */
export function remainingGoals(plan: PlanKey, activeGoals: number, isAdministrator: boolean) {
  const limit = activeGoalLimit(plan, isAdministrator);
  return limit === null ? Number.POSITIVE_INFINITY : Math.max(0, limit - activeGoals);
}

export function canCreateGoal(plan: PlanKey, activeGoals: number, isAdministrator: boolean) {
  return remainingGoals(plan, activeGoals, isAdministrator) > 0;
}

export function isPremium(plan: PlanKey): boolean {
  return plan !== 'free';
}

/** 'Up to 3 active goals' or 'Unlimited goals'. */
export function goalCapLabel(plan: PlanKey): string {
  const { maxGoals } = PLANS[plan];
  return maxGoals < 0 ? 'Unlimited goals' : `Up to ${maxGoals} active goals`;
}
