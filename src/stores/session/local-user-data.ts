import type { SessionNotice } from '@/domain/user';
import { LOCAL_KEYS, LOCAL_KEY_PREFIXES, SESSION_KEYS, isUserDataKey } from '../storage-keys';
import { forgetUnstoredOutbox } from '../sync/unstored-outbox';

const SESSION_HINT_KEY = LOCAL_KEYS.sessionHint;

/** True when this browser was signed in last time: show the spinner rather than a flash. */
export function hadSession(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage unavailable (private mode): the hint is only an optimisation
  }
}

/**
 * Removes every key of storage-keys.ts (spec: local data is cleared on sign-out), except, when
 * asked, one person's changes that have not reached the server: they wait for that person.
 */
export function clearLocalUserData({ keepUnsentOf }: { keepUnsentOf?: string } = {}): void {
  const kept = keepUnsentOf ? `${LOCAL_KEY_PREFIXES.outbox}${keepUnsentOf}:` : null;
  const keptClaims = keepUnsentOf ? `${LOCAL_KEY_PREFIXES.fieldClaims}${keepUnsentOf}` : null;
  try {
    for (const key of Object.keys(localStorage)) {
      const unsent = (kept && key.startsWith(kept)) || key === keptClaims;
      if (isUserDataKey(key) && !unsent) localStorage.removeItem(key);
    }
    Object.values(SESSION_KEYS).forEach((key) => sessionStorage.removeItem(key));
  } catch {
    // nothing stored
  }
  forgetUnstoredOutbox(kept); // the changes storage refused, kept in this tab's memory
}

/** A forced sign-out reloads the page: its reason waits here for the sign-in screen. */
export function keepSignOutNotice(notice: SessionNotice | null): void {
  try {
    if (notice) sessionStorage.setItem(SESSION_KEYS.signOutNotice, JSON.stringify(notice));
  } catch {
    // storage unavailable: the sign-in screen shows no reason
  }
}

export function takeSignOutNotice(): SessionNotice | null {
  try {
    const kept = sessionStorage.getItem(SESSION_KEYS.signOutNotice);
    sessionStorage.removeItem(SESSION_KEYS.signOutNotice);
    const notice: unknown = kept ? JSON.parse(kept) : null;
    return isSessionNotice(notice) ? notice : null;
  } catch {
    return null;
  }
}

// Checked by hand: the schema library stays out of the first paint, which this file is part of.
function isSessionNotice(value: unknown): value is SessionNotice {
  if (typeof value !== 'object' || value === null) return false;
  const { text, tone } = value as Record<string, unknown>;
  return typeof text === 'string' && (tone === 'news' || tone === 'problem');
}
