export const PLAN_KEYS = ['free', 'pro', 'platinum', 'enterprise'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const DEFAULT_PLAN: PlanKey = 'free';

/** maxGoals -1 means unlimited; price -1 means "contact sales". */
export interface PlanDefinition {
  key: PlanKey;
  maxGoals: number;
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
  free: { key: 'free', maxGoals: 3, price: 0, features: FREE_FEATURES },
  pro: { key: 'pro', maxGoals: 15, price: 3.5, features: PRO_FEATURES },
  platinum: { key: 'platinum', maxGoals: 30, price: 9.5, features: PLATINUM_FEATURES },
  enterprise: { key: 'enterprise', maxGoals: -1, price: -1, features: ENTERPRISE_FEATURES },
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

/** Goals still allowed; Infinity when the plan (or the administrator) is uncapped. */
export function remainingGoals(plan: PlanKey, activeGoals: number, isAdministrator: boolean) {
  if (isAdministrator || isUnlimited(plan)) return Number.POSITIVE_INFINITY;
  return Math.max(0, PLANS[plan].maxGoals - activeGoals);
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
