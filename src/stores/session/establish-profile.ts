import { appConfig } from '@/config';
import { newProfile, type UserProfile } from '@/domain/user';
import type { AuthAccount, ProfileRepo } from '@/data/ports';

/** The administrator deleted this account: it may not create a profile again. */
export class AccountDeletedError extends Error {}

/**
 * Finds or creates the account's profile. A sign-in also records lastLoginAt; restoring a
 * session on reload does not write anything. A deleted account (one with a tombstone) gets no
 * new profile: AccountDeletedError.
 */
export async function establishProfile(
  profiles: ProfileRepo,
  account: AuthAccount,
  options: { isSignIn: boolean; displayName?: string | null; now: Date },
): Promise<UserProfile> {
  const nowIso = options.now.toISOString();
  const existing = await profiles.get(account.uid);
  if (!existing) {
    if (await profiles.isDeleted(account.uid)) throw new AccountDeletedError(account.uid);
    const displayName = options.displayName ?? account.displayName;
    const profile = newProfile({ ...account, displayName }, appConfig.adminEmail, nowIso);
    await profiles.create(profile);
    return profile;
  }
  if (options.isSignIn && existing.isActive) {
    await profiles.update(account.uid, { lastLoginAt: nowIso });
    return { ...existing, lastLoginAt: nowIso };
  }
  return existing;
}
