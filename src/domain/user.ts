import type { PlanKey } from './plans';

export type Role = 'admin' | 'user';

/** The stored profile (collection users, keyed by uid). Timestamps are ISO strings. */
export interface UserProfile {
  uid: string;
  email: string;
  displayName: string | null;
  role: Role;
  subscriptionPlan: PlanKey;
  createdAt: string;
  lastLoginAt: string;
  isActive: boolean;
}

/** What the signed-in session sees: exactly these six fields. */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string | null;
  role: Role;
  subscriptionPlan: PlanKey;
  isActive: boolean;
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A new profile is admin only when its e-mail is the built-in administrator's. */
export function roleForEmail(email: string, adminEmail: string): Role {
  return sameEmail(email, adminEmail) ? 'admin' : 'user';
}

export function newProfile(
  account: { uid: string; email: string; displayName: string | null },
  adminEmail: string,
  nowIso: string,
): UserProfile {
  return {
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    role: roleForEmail(account.email, adminEmail),
    subscriptionPlan: 'free',
    createdAt: nowIso,
    lastLoginAt: nowIso,
    isActive: true,
  };
}

export function toSessionUser(profile: UserProfile): SessionUser {
  const { uid, email, displayName, role, subscriptionPlan, isActive } = profile;
  return { uid, email, displayName, role, subscriptionPlan, isActive };
}

/** Admin button, badge and /admin need role admin AND the built-in administrator e-mail. */
export function isAdministrator(user: SessionUser | null, adminEmail: string): boolean {
  return !!user && user.role === 'admin' && sameEmail(user.email, adminEmail);
}

export function greetingName(user: Pick<SessionUser, 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email;
}
