import type { ProfileRepo } from '@/data/ports';
import type { PreferencesPatch } from '@/domain/preferences';

/** The signed-in account the preferences are written to; null while nobody is signed in. */
let account: { uid: string; profiles: ProfileRepo } | null = null;

export function linkAccount(next: typeof account): void {
  account = next;
}

export function linkedUid(): string | null {
  return account?.uid ?? null;
}

/**
 * Writes the change to the account too. Not awaited: offline, the database queues it and
 * sends it later; a refusal is logged by the repository and the device's copy stays.
 */
export function saveToAccount(patch: PreferencesPatch): void {
  account?.profiles.savePreferences(account.uid, patch).catch(() => undefined);
}
