import { describe, expect, it } from 'vitest';
import {
  emailSearchPrefix,
  FIRST_PAGE,
  goalsLabel,
  hasPreviousPage,
  limitStatus,
  nextPage,
  pageNumber,
  pageStart,
  PREMIUM_PLANS,
  previousPage,
  showingRange,
  totalsAfterChange,
} from './admin-users';
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

describe('totalsAfterChange', () => {
  const totals = { total: 10, active: 8, admins: 1, premium: 4 };

  it('takes a deleted user out of every tile they counted in', () => {
    const bob = profile({ isActive: true, subscriptionPlan: 'pro' });
    expect(totalsAfterChange(totals, bob, null)).toEqual({
      total: 9,
      active: 7,
      admins: 1,
      premium: 3,
    });
    const inactiveFree = profile({ isActive: false });
    expect(totalsAfterChange(totals, inactiveFree, null)).toEqual({ ...totals, total: 9 });
  });

  it('moves a plan change and a deactivation between tiles', () => {
    const ada = profile({});
    expect(totalsAfterChange(totals, ada, { ...ada, subscriptionPlan: 'platinum' })).toEqual({
      ...totals,
      premium: 5,
    });
    expect(totalsAfterChange(totals, ada, { ...ada, isActive: false })).toEqual({
      ...totals,
      active: 7,
    });
  });

  it('counts every plan but free as premium', () => {
    expect(PREMIUM_PLANS).toEqual(['pro', 'platinum', 'enterprise']);
  });
});

describe('page trail', () => {
  const cursor = (id: string) => ({ key: `2025-01-0${id}T00:00:00.000Z`, id });

  it('starts on page 1 with nothing before and nothing known after', () => {
    expect(pageNumber(FIRST_PAGE)).toBe(1);
    expect(pageStart(FIRST_PAGE)).toBeNull();
    expect(hasPreviousPage(FIRST_PAGE)).toBe(false);
    expect(nextPage(FIRST_PAGE)).toBe(FIRST_PAGE);
    expect(previousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
  });

  it('goes forward after the last row shown and back to where each page started', () => {
    const two = nextPage({ ...FIRST_PAGE, next: cursor('1') });
    expect(pageNumber(two)).toBe(2);
    expect(pageStart(two)).toEqual(cursor('1'));
    const three = nextPage({ ...two, next: cursor('2') });
    expect(pageStart(three)).toEqual(cursor('2'));
    expect(hasPreviousPage(three)).toBe(true);
    const back = previousPage(three);
    expect(pageNumber(back)).toBe(2);
    expect(pageStart(back)).toEqual(cursor('1'));
    expect(pageStart(previousPage(back))).toBeNull();
  });

  it('says which rows a page shows', () => {
    expect(showingRange(1, 25)).toBe('Showing 1–25');
    expect(showingRange(2, 25)).toBe('Showing 26–50');
    expect(showingRange(3, 7)).toBe('Showing 51–57');
    expect(showingRange(1, 0)).toBe('Showing 0');
  });
});

describe('emailSearchPrefix', () => {
  it('lower-cases and trims what is typed, as the stored e-mails are lower-case', () => {
    expect(emailSearchPrefix('  Ada@Ex ')).toBe('ada@ex');
    expect(emailSearchPrefix('')).toBe('');
  });
});
