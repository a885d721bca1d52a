import { describe, expect, it } from 'vitest';
import { profileEmailToSync } from './user';
import {
  accountErrorMessage,
  ADMIN_EMAIL_FIXED,
  CURRENT_PASSWORD_WRONG,
  DISPLAY_NAME_MISSING,
  DISPLAY_NAME_TOO_LONG,
  EMAIL_MISSING,
  EMAIL_SAME,
  isSpentLink,
  parseAuthAction,
  RESET_LINK_EXPIRED,
  resetWaitSeconds,
  validateDisplayName,
  validateNewEmail,
  validateNewPassword,
} from './account';

const ADMIN = 'admin@masterly.app';

describe('validateNewPassword', () => {
  it('uses the sign-up texts, the mismatch first', () => {
    expect(validateNewPassword('abc', 'abd')).toBe('Passwords do not match');
    expect(validateNewPassword('abc', 'abc')).toBe('Password must be at least 6 characters long');
    expect(validateNewPassword('secret', 'secret')).toBeNull();
  });
});

describe('validateDisplayName', () => {
  it('needs a name of at most 100 characters once trimmed', () => {
    expect(validateDisplayName('   ')).toBe(DISPLAY_NAME_MISSING);
    expect(validateDisplayName('x'.repeat(101))).toBe(DISPLAY_NAME_TOO_LONG);
    expect(validateDisplayName(` ${'x'.repeat(100)} `)).toBeNull();
  });
});

describe('validateNewEmail', () => {
  it('refuses any change for the administrator', () => {
    expect(validateNewEmail('new@example.com', 'Admin@Masterly.app', ADMIN)).toBe(
      ADMIN_EMAIL_FIXED,
    );
  });

  it('needs a usable address other than the current one', () => {
    const current = 'ada@example.com';
    expect(validateNewEmail('', current, ADMIN)).toBe(EMAIL_MISSING);
    expect(validateNewEmail('ADA@example.com', current, ADMIN)).toBe(EMAIL_SAME);
    expect(validateNewEmail('ada\u00A0@example.com', current, ADMIN)).toMatch(/invisible/);
    expect(validateNewEmail('ada.new@example.com', current, ADMIN)).toBeNull();
  });
});

describe('resetWaitSeconds', () => {
  it('counts down a minute from the last link sent', () => {
    expect(resetWaitSeconds(null, 5_000)).toBe(0);
    expect(resetWaitSeconds(1_000, 1_000)).toBe(60);
    expect(resetWaitSeconds(1_000, 31_500)).toBe(30);
    expect(resetWaitSeconds(1_000, 61_000)).toBe(0);
  });
});

describe('profileEmailToSync', () => {
  const profile = { email: 'ada@example.com', role: 'user' as const };

  it("takes the sign-in account's new address once it is verified", () => {
    const account = { email: 'ada.new@example.com', emailVerified: true };
    expect(profileEmailToSync(profile, account, ADMIN)).toBe('ada.new@example.com');
  });

  it('changes nothing unverified, unchanged, for the administrator or to its address', () => {
    expect(
      profileEmailToSync(profile, { email: 'ada.new@example.com', emailVerified: false }, ADMIN),
    ).toBeNull();
    expect(profileEmailToSync(profile, { email: profile.email, emailVerified: true }, ADMIN)).toBe(
      null,
    );
    expect(
      profileEmailToSync(
        { email: ADMIN, role: 'admin' },
        { email: 'x@example.com', emailVerified: true },
        ADMIN,
      ),
    ).toBeNull();
    expect(profileEmailToSync(profile, { email: ADMIN, emailVerified: true }, ADMIN)).toBeNull();
  });
});

describe('parseAuthAction', () => {
  it('reads the three modes the app handles with their code', () => {
    expect(parseAuthAction('?mode=resetPassword&oobCode=abc&apiKey=k')).toEqual({
      mode: 'resetPassword',
      code: 'abc',
    });
    expect(parseAuthAction('?mode=verifyEmail&oobCode=x')).toEqual({
      mode: 'verifyEmail',
      code: 'x',
    });
    expect(parseAuthAction('?mode=verifyAndChangeEmail&oobCode=y')).toEqual({
      mode: 'verifyAndChangeEmail',
      code: 'y',
    });
  });

  it('calls anything else unknown', () => {
    expect(parseAuthAction('?mode=resetPassword')).toEqual({ mode: 'unknown' });
    expect(parseAuthAction('?mode=signIn&oobCode=z')).toEqual({ mode: 'unknown' });
    expect(parseAuthAction('')).toEqual({ mode: 'unknown' });
  });
});

describe('account errors', () => {
  it('words a wrong current password and a spent link', () => {
    expect(accountErrorMessage({ code: 'auth/invalid-credential' })).toBe(CURRENT_PASSWORD_WRONG);
    expect(accountErrorMessage({ code: 'auth/expired-action-code' })).toBe(RESET_LINK_EXPIRED);
    expect(accountErrorMessage({ code: 'auth/other' })).toBeNull();
    expect(isSpentLink('auth/invalid-action-code')).toBe(true);
    expect(isSpentLink('auth/network-request-failed')).toBe(false);
  });
});
