import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_KEYS, LOCAL_KEYS, LOCAL_KEY_PREFIXES, SESSION_KEYS } from '../storage-keys';
import {
  clearLocalUserData,
  hadSession,
  keepSignOutNotice,
  rememberSession,
  takeSignOutNotice,
} from './local-user-data';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearLocalUserData', () => {
  it('removes every registered key and key family, and nothing else (the theme stays)', () => {
    Object.values(LOCAL_KEYS).forEach((key) => localStorage.setItem(key, 'x'));
    Object.values(LOCAL_KEY_PREFIXES).forEach((prefix) => localStorage.setItem(`${prefix}u1`, 'x'));
    Object.values(SESSION_KEYS).forEach((key) => sessionStorage.setItem(key, '1'));
    localStorage.setItem('unrelated', 'keep');
    localStorage.setItem(DEVICE_KEYS.theme, 'dark');
    sessionStorage.setItem('unrelated', 'keep');

    clearLocalUserData();

    expect(Object.keys(localStorage).sort()).toEqual([DEVICE_KEYS.theme, 'unrelated'].sort());
    expect(Object.keys(sessionStorage)).toEqual(['unrelated']);
  });

  it('forgets that this browser was signed in', () => {
    rememberSession(true);
    expect(hadSession()).toBe(true);
    clearLocalUserData();
    expect(hadSession()).toBe(false);
  });
});

describe('the sign-out notice kept across the reload', () => {
  it('comes back once, with its tone', () => {
    keepSignOutNotice({ text: 'Your account has been deactivated.', tone: 'problem' });
    expect(takeSignOutNotice()).toEqual({
      text: 'Your account has been deactivated.',
      tone: 'problem',
    });
    expect(takeSignOutNotice()).toBeNull();
  });

  it.each(['plain text', '{"text":1,"tone":"news"}', '{"text":"x","tone":"loud"}', '{'])(
    'ignores a malformed kept notice %j',
    (kept) => {
      sessionStorage.setItem(SESSION_KEYS.signOutNotice, kept);
      expect(takeSignOutNotice()).toBeNull();
      expect(sessionStorage.getItem(SESSION_KEYS.signOutNotice)).toBeNull();
    },
  );
});
