import { isUsableEmail } from './user';

export const SIGN_IN_FALLBACK = 'Failed to sign in';
export const SIGN_UP_FALLBACK = 'Failed to create account';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const ACCOUNT_DEACTIVATED =
  'Your account has been deactivated. Please contact the administrator.';
/** The database refused the account's own profile: said without guessing at a reason. */
export const ACCOUNT_REFUSED =
  'The server refused to open your account. Please try again, or contact the administrator if it keeps happening.';
export const ACCOUNT_DELETED = 'This account has been deleted. Please contact the administrator.';
/** After a session ended by itself (expired, or ended in another tab) with changes unsent. */
export const SIGNED_OUT_WITH_UNSENT_CHANGES =
  'You were signed out before some of your changes reached the server. Sign in again to save them.';
export const EMAIL_NOT_USABLE = 'E-mail addresses cannot contain spaces or invisible characters.';

const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'The e-mail or password is incorrect. Please try again.',
  'auth/invalid-credential': 'The e-mail or password is incorrect. Please try again.',
  'auth/invalid-login-credentials': 'The e-mail or password is incorrect. Please try again.',
  'auth/user-not-found': 'The e-mail or password is incorrect. Please try again.',
  'auth/email-already-in-use':
    'An account with this e-mail already exists. Sign in instead, or use another e-mail.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes before trying again.',
  'auth/network-request-failed':
    'Could not reach the server. Check your internet connection and try again.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/weak-password': PASSWORD_TOO_SHORT,
  'auth/user-disabled': 'This account has been disabled. Please contact the administrator.',
  // Deactivated is said only where the profile says so (session-controller).
  'permission-denied': ACCOUNT_REFUSED,
};

/**
 * Turns a provider failure into a sentence a person understands. Unknown failures show
 * their own text without the SDK's prefix and code, or the fallback when nothing is left.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = typeof error === 'object' && error ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
  const raw = error instanceof Error ? error.message : '';
  const readable = raw
    .replace(/^Firebase:\s*/i, '')
    .replace(/\s*\((auth|firestore)\/[^)]*\)\.?/gi, '')
    .replace(/^Error\.?$/i, '')
    .trim();
  return readable || fallback;
}

export type SignUpInput = {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** The sign-up checks, in the order the form reports them; null when valid. */
export function validateSignUp(input: SignUpInput): string | null {
  if (!input.displayName.trim()) return 'Please enter your full name.';
  if (!input.email.trim()) return 'Please enter your e-mail address.';
  if (!isUsableEmail(input.email)) return EMAIL_NOT_USABLE;
  if (input.password !== input.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (input.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
