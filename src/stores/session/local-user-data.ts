import { appConfig } from '@/config';

const SESSION_HINT_KEY = `${appConfig.productName.toLowerCase()}-signed-in`;
const product = appConfig.productName.toLowerCase();
const FIXED_KEYS = ['goals', `${product}-data`, `${product}-view`, 'default-settings'];
const PER_GOAL_PREFIXES = ['goal-settings-', 'goalSettings_', `${product}-outbox:`];

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

/** Removes every locally stored piece of user data (spec: cleared on sign-out). */
export function clearLocalUserData(): void {
  try {
    const keys = Object.keys(localStorage);
    for (const key of keys) {
      if (FIXED_KEYS.includes(key) || PER_GOAL_PREFIXES.some((p) => key.startsWith(p))) {
        localStorage.removeItem(key);
      }
    }
    localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // nothing stored
  }
}
