import {
  EMAIL_NOT_USABLE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from './auth-errors';
import { isAdminEmail, isUsableEmail } from './user';

// ── texts of the account pages ──

/** The same answer whether or not an account exists for the address (no enumeration). */
export const RESET_LINK_SENT =
  'If an account exists for that e-mail address, we have sent it a link to reset the password. Check your inbox (and the spam folder).';
export const RESET_LINK_EXPIRED =
  'This link has expired or has already been used. Ask for a new one below.';
export const EMAIL_LINK_EXPIRED =
  'This link has expired or has already been used. Sign in to ask for a new one.';
export const ACTION_LINK_UNKNOWN = 'This link is not valid. Check that you opened the whole link.';
export const PASSWORD_RESET_DONE = 'Your password has been changed.';
export const EMAIL_VERIFIED = 'Your e-mail address has been verified. Thank you!';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const DISPLAY_NAME_SAVED = 'Your name has been saved.';
export const DISPLAY_NAME_MISSING = 'Please enter your name.';
export const DISPLAY_NAME_TOO_LONG = 'Your name can be at most 100 characters long.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect. Please try again.';
export const EMAIL_SAME = 'That is already your e-mail address.';
export const EMAIL_MISSING = 'Please enter the new e-mail address.';
export const ADMIN_EMAIL_FIXED = "The administrator's e-mail address cannot be changed here.";
export const ADMIN_CANNOT_DELETE = 'The administrator account cannot be deleted here.';
export const VERIFICATION_SENT = 'We have sent you a new verification link.';
export const DELETE_FAILED = 'Deleting your account did not finish. Please try again.';

export const MAX_DISPLAY_NAME_LENGTH = 100;
/** How long the forgot-password form waits before it sends another link. */
export const RESET_COOLDOWN_MS = 60_000;

export const emailChangeSent = (email: string) =>
  `We have sent a link to ${email}. Your e-mail address changes when you open it.`;

export const emailChanged = (email: string) =>
  `Your e-mail address is now ${email}. Please sign in with it.`;

export const goodbye = (productName: string) =>
  `Your account and all of its data have been deleted. Goodbye, and thank you for practicing with ${productName}.`;

// ── checks ──

/** The sign-up rules and texts for a new password typed twice; null when valid. */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

export function validateDisplayName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return DISPLAY_NAME_MISSING;
  if (trimmed.length > MAX_DISPLAY_NAME_LENGTH) return DISPLAY_NAME_TOO_LONG;
  return null;
}

/** Checks a new e-mail address before a link is sent to it; null when it may be asked for. */
export function validateNewEmail(
  email: string,
  current: string,
  adminEmail: string,
): string | null {
  if (isAdminEmail(current, adminEmail)) return ADMIN_EMAIL_FIXED;
  if (!email) return EMAIL_MISSING;
  if (!isUsableEmail(email)) return EMAIL_NOT_USABLE;
  if (email.toLowerCase() === current.toLowerCase()) return EMAIL_SAME;
  return null;
}

/** Whole seconds until another reset link may be asked for (0: now). */
export function resetWaitSeconds(lastSentAt: number | null, now: number): number {
  if (lastSentAt === null) return 0;
  return Math.max(0, Math.ceil((lastSentAt + RESET_COOLDOWN_MS - now) / 1000));
}

// ── the e-mail links (Firebase's custom action handler, /auth/action) ──

export type AuthActionMode = 'resetPassword' | 'verifyEmail' | 'verifyAndChangeEmail';

export type AuthAction = { mode: AuthActionMode; code: string } | { mode: 'unknown' };

const MODES: readonly AuthActionMode[] = ['resetPassword', 'verifyEmail', 'verifyAndChangeEmail'];

export function parseAuthAction(search: string): AuthAction {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const known = MODES.find((m) => m === mode);
  return known && code ? { mode: known, code } : { mode: 'unknown' };
}

const ACCOUNT_MESSAGES: Record<string, string> = {
  'auth/wrong-password': CURRENT_PASSWORD_WRONG,
  'auth/invalid-credential': CURRENT_PASSWORD_WRONG,
  'auth/invalid-login-credentials': CURRENT_PASSWORD_WRONG,
  'auth/email-already-in-use': 'Another account already uses that e-mail address.',
  'auth/requires-recent-login': 'For your security, please sign out and sign in again first.',
  'auth/expired-action-code': RESET_LINK_EXPIRED,
  'auth/invalid-action-code': RESET_LINK_EXPIRED,
  'auth/missing-email': 'Please enter your e-mail address.',
};

/** Codes that mean an e-mail link is spent: expired, used or never valid. */
export function isSpentLink(code: string | undefined): boolean {
  return code === 'auth/expired-action-code' || code === 'auth/invalid-action-code';
}

/** The code of a backend failure, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** An account-page failure in words; null when the generic sign-in messages should be used. */
export function accountErrorMessage(error: unknown): string | null {
  const code = errorCode(error);
  return (code && ACCOUNT_MESSAGES[code]) ?? null;
}
