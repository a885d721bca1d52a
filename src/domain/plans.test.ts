import { describe, expect, it } from 'vitest';
import {
  MAX_GOALS_PER_ACCOUNT,
  PLANS,
  accountRoomMessage,
  activeGoalLimit,
  roomForGoals,
  canCreateGoal,
  goalCapLabel,
  isPlanKey,
  isPremium,
  planLabel,
  planPriceLabel,
  remainingGoals,
} from './plans';

describe('plans', () => {
  it('caps active goals as specified', () => {
    expect(PLANS.free.maxGoals).toBe(3);
    expect(PLANS.pro.maxGoals).toBe(15);
    expect(PLANS.platinum.maxGoals).toBe(30);
    expect(PLANS.enterprise.maxGoals).toBe(-1);
  });

  it('shows prices as the pricing page does', () => {
    expect(planPriceLabel('free')).toBe('Free');
    expect(planPriceLabel('pro')).toBe('$3.50/month');
    expect(planPriceLabel('platinum')).toBe('$9.50/month');
    expect(planPriceLabel('enterprise')).toBe('Contact us');
  });

  it('capitalises plan names', () => {
    expect(planLabel('free')).toBe('Free');
    expect(planLabel('platinum')).toBe('Platinum');
  });

  it('blocks creation at the cap, but never for the administrator or enterprise', () => {
    expect(canCreateGoal('free', 2, false)).toBe(true);
    expect(canCreateGoal('free', 3, false)).toBe(false);
    expect(canCreateGoal('pro', 15, false)).toBe(false);
    expect(canCreateGoal('platinum', 29, false)).toBe(true);
    expect(canCreateGoal('free', 50, true)).toBe(true);
    expect(canCreateGoal('enterprise', 5000, false)).toBe(true);
    expect(remainingGoals('free', 1, false)).toBe(2);
    expect(remainingGoals('free', 7, false)).toBe(0);
  });

  it('lists entitlements cumulatively from pro, platinum and enterprise', () => {
    expect(PLANS.free.features).not.toContain('Sharing');
    expect(PLANS.pro.features).toEqual(expect.arrayContaining(['Analytics', 'Sharing']));
    expect(PLANS.platinum.features).toContain('Team collaboration');
    expect(PLANS.enterprise.features).toEqual(expect.arrayContaining(['SLA', 'Sharing']));
  });

  it('recognises plan keys and premium plans', () => {
    expect(isPlanKey('pro')).toBe(true);
    expect(isPlanKey('gold')).toBe(false);
    expect(isPlanKey(undefined)).toBe(false);
    expect(isPremium('free')).toBe(false);
    expect(isPremium('enterprise')).toBe(true);
  });
});

describe('goalCapLabel', () => {
  it('names the cap, or says unlimited', () => {
    expect(goalCapLabel('free')).toBe('Up to 3 active goals');
    expect(goalCapLabel('enterprise')).toBe('Unlimited goals');
  });
});

describe('activeGoalLimit', () => {
  it('is the plan cap, or none for enterprise and the administrator', () => {
    expect(activeGoalLimit('free', false)).toBe(3);
    expect(activeGoalLimit('platinum', false)).toBe(30);
    expect(activeGoalLimit('enterprise', false)).toBeNull();
    expect(activeGoalLimit('free', true)).toBeNull();
  });
});

describe('the bound on goals per account', () => {
  it('leaves room up to MAX_GOALS_PER_ACCOUNT and says so for an import that does not fit', () => {
    expect(roomForGoals(MAX_GOALS_PER_ACCOUNT - 3)).toBe(3);
    expect(roomForGoals(MAX_GOALS_PER_ACCOUNT + 5)).toBe(0);
    expect(accountRoomMessage(3, MAX_GOALS_PER_ACCOUNT - 3)).toBeNull();
    expect(accountRoomMessage(4, MAX_GOALS_PER_ACCOUNT - 3)).toContain('can hold 3 more');
  });
});
