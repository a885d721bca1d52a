import { appConfig } from '@/config';
import { BackendError, type AuthAccount } from '@/data/ports';
import { activeGoalLimit } from '@/domain/plans';
import { isAdminEmail, type UserProfile } from '@/domain/user';

/** What the real adapter surfaces when firestore.rules refuse a request. */
export const denied = () =>
  new BackendError('permission-denied', 'Missing or insufficient permissions.');

/** What the real adapter throws before asking the server while nobody is signed in. */
export const unauthenticated = () => new BackendError('unauthenticated', 'Not signed in');

/**
 * Who is asking, as firestore.rules see it: the signed-in account of the fake's auth, with its
 * profile. The fakes refuse what the rules refuse on the same grounds.
 */
export interface FakeAccess {
  /** The signed-in uid; null when nobody is signed in. */
  callerUid(): string | null;
  /** The e-mail of the signed-in account's ID token; null when nobody is signed in. */
  callerEmail(): string | null;
  /** Signed in, with a profile that is active (rules isActiveUser()). */
  isActiveUser(): boolean;
  /** The configured administrator e-mail, verified (rules isAdmin()). */
  isAdmin(): boolean;
  /** Whether the caller may write uid's goals, sessions, timer and counter. */
  mayWriteFor(uid: string): boolean;
  /** The active-goal cap of uid's plan, as the rules apply it to the caller; null: none. */
  goalCapOf(uid: string): number | null;
}

export function createFakeAccess(
  current: () => AuthAccount | null,
  profiles: ReadonlyMap<string, UserProfile>,
): FakeAccess {
  const access: FakeAccess = {
    callerUid: () => current()?.uid ?? null,
    callerEmail: () => current()?.email ?? null,
    isActiveUser() {
      const uid = access.callerUid();
      return uid !== null && profiles.get(uid)?.isActive === true;
    },
    isAdmin() {
      const account = current();
      return (
        !!account && account.emailVerified && isAdminEmail(account.email, appConfig.adminEmail)
      );
    },
    mayWriteFor: (uid) => access.callerUid() === uid && access.isActiveUser(),
    goalCapOf(uid) {
      const plan = profiles.get(uid)?.subscriptionPlan ?? 'free';
      return activeGoalLimit(plan, access.isAdmin());
    },
  };
  return access;
}
