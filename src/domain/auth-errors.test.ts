import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_REFUSED,
  EMAIL_NOT_USABLE,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  SIGN_IN_FALLBACK,
  authErrorMessage,
  validateSignUp,
} from './auth-errors';

const withCode = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', /password is incorrect/],
    ['auth/invalid-credential', /password is incorrect/],
    ['auth/email-already-in-use', /already exists/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/network-request-failed', /internet connection/],
    ['permission-denied', new RegExp(ACCOUNT_REFUSED.slice(0, 20))],
  ])('explains %s in words', (code, expected) => {
    expect(authErrorMessage(withCode(code), SIGN_IN_FALLBACK)).toMatch(expected);
  });

  it('never calls a refusal a deactivated account: only the profile can say so', () => {
    expect(authErrorMessage(withCode('permission-denied'), SIGN_IN_FALLBACK)).not.toBe(
      ACCOUNT_DEACTIVATED,
    );
  });

  it('shows an unknown failure without the SDK prefix', () => {
    expect(authErrorMessage(withCode('auth/odd', 'Firebase: Quota hit (auth/odd).'), 'x')).toBe(
      'Quota hit',
    );
  });

  it('falls back when nothing readable is left', () => {
    expect(authErrorMessage(withCode('auth/odd'), SIGN_IN_FALLBACK)).toBe(SIGN_IN_FALLBACK);
    expect(authErrorMessage('boom', SIGN_IN_FALLBACK)).toBe(SIGN_IN_FALLBACK);
    expect(authErrorMessage(undefined, SIGN_IN_FALLBACK)).toBe(SIGN_IN_FALLBACK);
  });
});

describe('validateSignUp', () => {
  const valid = {
    displayName: 'Ada',
    email: 'a@b.c',
    password: 'secret',
    confirmPassword: 'secret',
  };

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it('reports mismatched passwords before short ones', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'other' })).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(validateSignUp({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe(
      PASSWORDS_DO_NOT_MATCH,
    );
  });

  it('requires at least 6 characters', () => {
    expect(validateSignUp({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      PASSWORD_TOO_SHORT,
    );
    expect(validateSignUp({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('refuses an e-mail with spaces or invisible characters, before the passwords', () => {
    for (const email of [' a@b.c', 'a@b.c ', 'a@b.c\u00A0', '\uFEFFa@b.c', 'a\u200B@b.c']) {
      expect(validateSignUp({ ...valid, email, confirmPassword: 'other' })).toBe(EMAIL_NOT_USABLE);
    }
  });

  it('requires a name and an e-mail', () => {
    expect(validateSignUp({ ...valid, displayName: '  ' })).toMatch(/name/);
    expect(validateSignUp({ ...valid, email: '' })).toMatch(/e-mail/);
  });
});
