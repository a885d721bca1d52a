import { appConfig } from '@/config';
import { ACCOUNT_DELETED, EMAIL_NOT_USABLE } from '@/domain/auth-errors';
import {
  isUsableEmail,
  loginIsStale,
  newProfile,
  profileEmailToSync,
  type UserProfile,
} from '@/domain/user';
import type { AuthAccount, ProfileRepo } from '@/data/ports';

/** The account may not create a profile (the rules would refuse it); the message says why. */
export class ProfileRefusedError extends Error {}

/**
 * Finds or creates the account's profile. A sign-in also records lastLoginAt; a restored
 * session renews it once it is a day old, so people who stay signed in do not look inactive. A deleted account (one with a tombstone) and an
 * e-mail with white space or invisible characters get no new profile: ProfileRefusedError.
 */
export async function establishProfile(
  profiles: ProfileRepo,
  account: AuthAccount,
  options: { isSignIn: boolean; displayName?: string | null; now: Date },
): Promise<UserProfile> {
  const nowIso = options.now.toISOString();
  // A kept sign-in opens on the profile this device holds, if active, without waiting for the
  // server; the profile watch (session-controller.ts) signs it out if the server says otherwise.
  const existing = await profiles.get(account.uid, { activeFromCache: !options.isSignIn });
  if (!existing) {
    if (!isUsableEmail(account.email)) throw new ProfileRefusedError(EMAIL_NOT_USABLE);
    if (await profiles.isDeleted(account.uid)) throw new ProfileRefusedError(ACCOUNT_DELETED);
    const displayName = options.displayName ?? account.displayName;
    const profile = newProfile({ ...account, displayName }, appConfig.adminEmail, nowIso);
    await profiles.create(profile);
    return profile;
  }
  if (options.isSignIn && existing.isActive) {
    // A verified change of the sign-in address reaches the profile at the next sign-in.
    const email = profileEmailToSync(existing, account, appConfig.adminEmail);
    const patch = email ? { lastLoginAt: nowIso, email } : { lastLoginAt: nowIso };
    await profiles.update(account.uid, patch);
    return { ...existing, ...patch };
  }
  if (existing.isActive && loginIsStale(existing.lastLoginAt, options.now)) {
    // Not awaited: a restored session opens offline too, and this write may wait for the network.
    profiles.update(account.uid, { lastLoginAt: nowIso }).catch(() => undefined);
    return { ...existing, lastLoginAt: nowIso };
  }
  return existing;
}
