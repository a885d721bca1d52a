import type { SessionUser } from '@/domain/user';

/** A signed-in person on the free plan, for tests that need someone signed in. */
export const FREE_MEMBER: SessionUser = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  role: 'user',
  subscriptionPlan: 'free',
  isActive: true,
};
