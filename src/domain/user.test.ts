import { describe, expect, it } from 'vitest';
import {
  greetingName,
  isAdminEmail,
  isAdministrator,
  loginIsStale,
  isUsableEmail,
  newProfile,
  roleForEmail,
  toSessionUser,
} from './user';

const ADMIN = 'admin@masterly.app';

describe('user profiles', () => {
  it('gives role admin only to the built-in administrator e-mail', () => {
    expect(roleForEmail('Admin@Masterly.app', ADMIN)).toBe('admin');
    expect(roleForEmail('someone@example.com', ADMIN)).toBe('user');
    expect(roleForEmail(` ${ADMIN}`, ADMIN)).toBe('user');
  });

  it('compares the administrator e-mail ignoring case but never trimming, as the rules do', () => {
    expect(isAdminEmail('ADMIN@masterly.APP', ADMIN)).toBe(true);
    for (const lookalike of [
      ` ${ADMIN}`,
      `${ADMIN} `,
      `${ADMIN}\u00A0`,
      `\uFEFF${ADMIN}`,
      `${ADMIN}\u200B`,
      `\t${ADMIN}`,
    ]) {
      expect(isAdminEmail(lookalike, ADMIN)).toBe(false);
    }
    expect(isAdminEmail('', ADMIN)).toBe(false);
    expect(isAdminEmail(null, ADMIN)).toBe(false);
  });

  it('refuses e-mails with white space or invisible characters anywhere', () => {
    expect(isUsableEmail('ada@example.com')).toBe(true);
    expect(isUsableEmail('Ada.Lovelace+1@example.co.uk')).toBe(true);
    expect(isUsableEmail('adé@exämple.com')).toBe(true);
    for (const bad of [
      '',
      ' ada@example.com',
      'ada@example.com ',
      'ada @example.com',
      'ada@example.com\u00A0',
      '\uFEFFada@example.com',
      'ada@example.com\u3000',
      'ada\u200B@example.com',
      'ada@example.com\t',
      'ada@example.com\n',
      'ada\u2028@example.com',
      'ada\u0000@example.com',
    ]) {
      expect(isUsableEmail(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('creates free, active profiles with both timestamps set', () => {
    const profile = newProfile(
      { uid: 'u1', email: 'a@b.c', displayName: 'Ada' },
      ADMIN,
      '2026-01-01T00:00:00.000Z',
    );
    expect(profile).toEqual({
      uid: 'u1',
      email: 'a@b.c',
      displayName: 'Ada',
      role: 'user',
      subscriptionPlan: 'free',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastLoginAt: '2026-01-01T00:00:00.000Z',
      isActive: true,
    });
  });

  it('exposes only the six session fields', () => {
    const profile = newProfile({ uid: 'u1', email: 'a@b.c', displayName: null }, ADMIN, 'x');
    expect(Object.keys(toSessionUser(profile)).sort()).toEqual(
      ['displayName', 'email', 'isActive', 'role', 'subscriptionPlan', 'uid'].sort(),
    );
  });

  it('requires both role admin and the administrator e-mail', () => {
    const base = { uid: 'u', displayName: null, subscriptionPlan: 'free' as const, isActive: true };
    expect(isAdministrator({ ...base, email: ADMIN, role: 'admin' }, ADMIN)).toBe(true);
    expect(isAdministrator({ ...base, email: ADMIN, role: 'user' }, ADMIN)).toBe(false);
    expect(isAdministrator({ ...base, email: 'x@y.z', role: 'admin' }, ADMIN)).toBe(false);
    expect(isAdministrator({ ...base, email: ` ${ADMIN}`, role: 'admin' }, ADMIN)).toBe(false);
    expect(isAdministrator({ ...base, email: `${ADMIN}\u00A0`, role: 'admin' }, ADMIN)).toBe(false);
    expect(isAdministrator(null, ADMIN)).toBe(false);
  });

  it('greets by display name, falling back to e-mail', () => {
    expect(greetingName({ displayName: 'Ada', email: 'a@b.c' })).toBe('Ada');
    expect(greetingName({ displayName: '  ', email: 'a@b.c' })).toBe('a@b.c');
  });
});

describe('loginIsStale', () => {
  const now = new Date('2026-03-18T12:00:00.000Z');
  it('is stale from a day on, or when the time cannot be read', () => {
    expect(loginIsStale('2026-03-17T12:00:00.001Z', now)).toBe(false);
    expect(loginIsStale('2026-03-17T12:00:00.000Z', now)).toBe(true);
    expect(loginIsStale('x', now)).toBe(true);
  });
});
