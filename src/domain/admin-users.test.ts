import { describe, expect, it } from 'vitest';
import { goalsLabel, limitStatus, userTotals } from './admin-users';
import type { UserProfile } from './user';

const profile = (overrides: Partial<UserProfile>): UserProfile => ({
  uid: 'u',
  email: 'u@example.com',
  displayName: null,
  role: 'user',
  subscriptionPlan: 'free',
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLoginAt: '2025-01-01T00:00:00.000Z',
  isActive: true,
  ...overrides,
});

describe('goalsLabel', () => {
  it('shows count / plan limit', () => {
    expect(goalsLabel(2, 'free')).toBe('2 / 3');
    expect(goalsLabel(0, 'pro')).toBe('0 / 15');
    expect(goalsLabel(30, 'platinum')).toBe('30 / 30');
  });
  it('shows ∞ for unlimited plans and N/A without counts', () => {
    expect(goalsLabel(40, 'enterprise')).toBe('40 / ∞');
    expect(goalsLabel(undefined, 'free')).toBe('N/A');
    expect(goalsLabel(5, 'free', true)).toBe('5 / ∞');
  });
});

describe('limitStatus', () => {
  it('is at the limit at or beyond the cap', () => {
    expect(limitStatus(3, 'free')).toEqual({ kind: 'atLimit' });
    expect(limitStatus(5, 'free')).toEqual({ kind: 'atLimit' });
  });
  it('is available with the goals left below the cap', () => {
    expect(limitStatus(1, 'free')).toEqual({ kind: 'available', left: 2 });
    expect(limitStatus(0, 'pro')).toEqual({ kind: 'available', left: 15 });
  });
  it('is unlimited for enterprise and unknown without counts', () => {
    expect(limitStatus(99, 'enterprise')).toEqual({ kind: 'unlimited' });
    expect(limitStatus(undefined, 'pro')).toEqual({ kind: 'unknown' });
    expect(limitStatus(9, 'free', true)).toEqual({ kind: 'unlimited' });
  });
});

describe('userTotals', () => {
  it('counts total, active, admins and premium (plan ≠ free)', () => {
    const users = [
      profile({ uid: 'a', role: 'admin' }),
      profile({ uid: 'b', isActive: false, subscriptionPlan: 'pro' }),
      profile({ uid: 'c', subscriptionPlan: 'enterprise' }),
      profile({ uid: 'd' }),
    ];
    expect(userTotals(users)).toEqual({ total: 4, active: 3, admins: 1, premium: 2 });
  });
  it('is all zero for no users', () => {
    expect(userTotals([])).toEqual({ total: 0, active: 0, admins: 0, premium: 0 });
  });
});
