import type { PlanKey } from './plans';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A message for the sign-in screen after a session ended: 'news' after leaving on purpose
 * (account deleted, e-mail changed), 'problem' when the session was ended by a refusal.
 */
export interface SessionNotice {
  text: string;
  tone: 'news' | 'problem';
}

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

/**
 * The security rules' test of the administrator e-mail: equal ignoring case, nothing trimmed.
 * ' admin@…' or 'admin@…\u00A0' is another account (the Auth service keeps such characters).
 */
export function isAdminEmail(email: string | null | undefined, adminEmail: string): boolean {
  return !!email && !!adminEmail && email.toLowerCase() === adminEmail.toLowerCase();
}

const WHITE_OR_INVISIBLE = /[\s\p{Z}\p{C}]/u;

/** False for an empty e-mail or one holding white space or invisible characters anywhere. */
export function isUsableEmail(email: string): boolean {
  return email.length > 0 && !WHITE_OR_INVISIBLE.test(email);
}

/** A new profile is admin only when its e-mail is the built-in administrator's. */
export function roleForEmail(email: string, adminEmail: string): Role {
  return isAdminEmail(email, adminEmail) ? 'admin' : 'user';
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

/** Admin button, badge, /admin and the locked admin row: role admin AND the admin e-mail. */
export function isAdministrator(
  user: Pick<SessionUser, 'role' | 'email'> | null,
  adminEmail: string,
): boolean {
  return !!user && user.role === 'admin' && isAdminEmail(user.email, adminEmail);
}

export function greetingName(user: Pick<SessionUser, 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email;
}

/**
 * The profile's new e-mail after the person verified a change of address: the verified
 * address of the sign-in account when it differs (the rules allow only that, and never for
 * the administrator); null when nothing is to change.
 */
export function profileEmailToSync(
  profile: Pick<UserProfile, 'email' | 'role'>,
  account: { email: string; emailVerified: boolean },
  adminEmail: string,
): string | null {
  if (!account.emailVerified || !account.email || profile.role !== 'user') return null;
  if (account.email === profile.email || !isUsableEmail(account.email)) return null;
  if (isAdminEmail(account.email, adminEmail)) return null;
  return account.email;
}

/** A restored session refreshes lastLoginAt at most this often (signing in always does). */
export const LOGIN_REFRESH_MS = 24 * 60 * 60 * 1000;

/** Whether lastLoginAt is a day old (or unreadable), so a restored session should renew it. */
export function loginIsStale(lastLoginAt: string, now: Date): boolean {
  const last = Date.parse(lastLoginAt);
  return !Number.isFinite(last) || now.getTime() - last >= LOGIN_REFRESH_MS;
}
