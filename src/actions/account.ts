import { appConfig } from '@/config';
import { accountErrorMessage, errorCode, goodbye } from '@/domain/account';
import { authErrorMessage } from '@/domain/auth-errors';
import type { UserProfile } from '@/domain/user';
import { loadBackend } from '@/data/backend';
import { useSession } from '@/stores/session/session.store';

/**
 * A failure of an account action in words a person understands: the sign-in service's own
 * reasons, otherwise the fallback (a database refusal here is not a deactivated account).
 */
export function accountFailure(error: unknown, fallback: string): string {
  const known = accountErrorMessage(error);
  if (known) return known;
  return errorCode(error)?.startsWith('auth/') ? authErrorMessage(error, fallback) : fallback;
}

/** The profile as stored (for the plan and the date the account was created). */
export async function loadProfile(uid: string): Promise<UserProfile | null> {
  return (await loadBackend()).profiles.get(uid);
}

/** The profile's name is what the app shows; the sign-in account carries it too. */
export async function saveDisplayName(uid: string, name: string): Promise<void> {
  const backend = await loadBackend();
  await backend.profiles.update(uid, { displayName: name });
  await backend.account
    .setDisplayName(name)
    .catch((error) => console.warn('Could not rename the sign-in account', error));
}

export async function changePassword(current: string, next: string): Promise<void> {
  await (await loadBackend()).account.changePassword(current, next);
}

export async function requestEmailChange(current: string, newEmail: string): Promise<void> {
  await (await loadBackend()).account.requestEmailChange(current, newEmail);
}

/** What the sign-in account said when it was last loaded, without asking the server. */
export async function wasEmailVerified(): Promise<boolean> {
  return (await loadBackend()).auth.currentAccount()?.emailVerified !== false;
}

export async function isEmailVerified(): Promise<boolean> {
  if (await wasEmailVerified()) return true;
  // Verified in another tab or on another device since this session began?
  return (await loadBackend()).account.checkEmailVerified().catch(() => false);
}

export async function resendVerification(): Promise<void> {
  await (await loadBackend()).account.sendVerification();
}

/**
 * Deletes the account: the password checked again, then every document of the person (a page
 * at a time), then the sign-in account, and the session ends with a goodbye.
 */
export async function deleteAccount(uid: string, password: string): Promise<void> {
  const backend = await loadBackend();
  await backend.account.reauthenticate(password);
  await backend.account.deleteOwnData(uid);
  await useSession.getState().signOut({
    notice: goodbye(appConfig.productName),
    leave: () => backend.account.deleteSignIn(),
  });
}
