import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { stubFullStorage } from '@/testing/full-storage';
import { clock } from '../clock';
import { useFeedback } from '../feedback/feedback.store';
import { clearLocalUserData } from '../session/local-user-data';
import { LOCAL_KEY_PREFIXES } from '../storage-keys';
import {
  changeTab,
  keepInOutbox,
  readAll,
  readTab,
  tabsWithEntries,
  writeTab,
} from './device-storage';
import {
  STORAGE_FULL_REPEAT_MS,
  STORAGE_FULL_TEXT,
  STORAGE_FULL_TITLE,
  resetStorageFullNotice,
} from './storage-full-notice';
import { TAB_ID } from './tab-presence';
import { forgetUnstoredOutbox } from './unstored-outbox';

const entry = (id: string, at: number, uid = 'u1'): OutboxEntry => ({
  id,
  uid,
  tab: TAB_ID,
  at,
  label: `Change ${id}`,
  ops: [{ type: 'updateGoal', goalId: 'g1', fields: { name: id } }],
});
const key = (tab: string, uid = 'u1') => `${LOCAL_KEY_PREFIXES.outbox}${uid}:${tab}`;
const stored = (tab: string) => localStorage.getItem(key(tab));
const ids = (entries: OutboxEntry[]) => entries.map((e) => e.id);

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetUnstoredOutbox();
  resetStorageFullNotice();
  useFeedback.setState({ toast: null });
});

describe('the outbox in local storage', () => {
  it('keeps one key per user and tab, and reads every tab of a user, oldest first', () => {
    expect(writeTab('u1', 'tab-b', [entry('b', 2)])).toBe(true);
    expect(writeTab('u1', 'tab-a', [entry('a', 1)])).toBe(true);
    writeTab('u2', 'tab-a', [entry('other', 0, 'u2')]);
    expect(tabsWithEntries('u1').sort()).toEqual(['tab-a', 'tab-b']);
    expect(ids(readAll('u1'))).toEqual(['a', 'b']);
    expect(writeTab('u1', 'tab-a', [])).toBe(true);
    expect(stored('tab-a')).toBeNull();
  });
});

describe('when storage refuses a write', () => {
  it('keeps the entries in memory, where every reader finds them', () => {
    stubFullStorage();
    expect(writeTab('u1', TAB_ID, [entry('e1', 1)])).toBe(false);
    expect(stored(TAB_ID)).toBeNull();
    expect(tabsWithEntries('u1')).toEqual([TAB_ID]);
    expect(ids(readTab('u1', TAB_ID))).toEqual(['e1']);
    expect(ids(readAll('u1'))).toEqual(['e1']);
    expect(readAll('u2')).toEqual([]);
  });

  it('adds them to what this tab had stored, and reads other tabs alongside', () => {
    writeTab('u1', TAB_ID, [entry('e1', 1)]);
    writeTab('u1', 'other-tab', [entry('o1', 2)]);
    stubFullStorage();
    expect(changeTab('u1', TAB_ID, (own) => [...own, entry('e3', 3)])).toBe(false);
    expect(ids(readAll('u1'))).toEqual(['e1', 'o1', 'e3']);
    expect(ids(JSON.parse(stored(TAB_ID)!) as OutboxEntry[])).toEqual(['e1']);
  });

  it('removes them like stored entries once sent or discarded', () => {
    writeTab('u1', TAB_ID, [entry('e1', 1)]);
    stubFullStorage();
    changeTab('u1', TAB_ID, (own) => [...own, entry('e2', 2), entry('e3', 3)]);
    // Still full: the shorter list stays in memory, and the stored copy is not read instead.
    expect(changeTab('u1', TAB_ID, (own) => own.filter((e) => e.id !== 'e1'))).toBe(false);
    expect(ids(readAll('u1'))).toEqual(['e2', 'e3']);
    // The last one gone: the key is removed, which storage does even when full.
    expect(changeTab('u1', TAB_ID, () => [])).toBe(true);
    expect(readAll('u1')).toEqual([]);
    expect(tabsWithEntries('u1')).toEqual([]);
    expect(stored(TAB_ID)).toBeNull();
  });

  it('stores them with the next write that storage takes', () => {
    const full = stubFullStorage();
    changeTab('u1', TAB_ID, (own) => [...own, entry('e1', 1)]);
    full.full = false;
    expect(changeTab('u1', TAB_ID, (own) => [...own, entry('e2', 2)])).toBe(true);
    expect(ids(JSON.parse(stored(TAB_ID)!) as OutboxEntry[])).toEqual(['e1', 'e2']);
    // Memory let go: what storage holds is what is read.
    localStorage.setItem(key(TAB_ID), JSON.stringify([entry('e2', 2)]));
    expect(ids(readAll('u1'))).toEqual(['e2']);
  });

  it('keeps them in memory when there is no local storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(writeTab('u1', TAB_ID, [entry('e1', 1)])).toBe(false);
    expect(ids(readAll('u1'))).toEqual(['e1']);
    expect(writeTab('u1', TAB_ID, [])).toBe(false);
    expect(readAll('u1')).toEqual([]);
  });

  it('forgets them at sign-out, storing the unsent changes kept for their owner if they fit', () => {
    const full = stubFullStorage();
    writeTab('u1', TAB_ID, [entry('e1', 1)]);
    writeTab('u2', TAB_ID, [entry('x1', 1, 'u2')]);
    full.full = false; // the wipe made room
    clearLocalUserData({ keepUnsentOf: 'u2' });
    expect(readAll('u1')).toEqual([]);
    expect(ids(readAll('u2'))).toEqual(['x1']);
    expect(localStorage.getItem(key(TAB_ID, 'u2'))).not.toBeNull();

    localStorage.clear();
    full.full = true;
    writeTab('u2', TAB_ID, [entry('x2', 2, 'u2')]);
    clearLocalUserData({ keepUnsentOf: 'u2' });
    expect(readAll('u2')).toEqual([]);
  });
});

describe('which change last set a goal field', () => {
  const rename = (id: string, name: string, uid = 'u1'): OutboxEntry => ({
    ...entry(id, 1, uid),
    ops: [{ type: 'updateGoal', goalId: 'g1', fields: { name } }],
  });
  const claimsOf = (uid: string) => localStorage.getItem(`${LOCAL_KEY_PREFIXES.fieldClaims}${uid}`);

  it('is kept with the changes that contend for it, and for their owner at sign-out', () => {
    keepInOutbox('u1', [rename('e1', 'Viola')]);
    expect(claimsOf('u1')).toBeNull();
    keepInOutbox('u1', [rename('e2', 'Cello')]);
    expect(JSON.parse(claimsOf('u1') ?? '{}')).toEqual({ 'g1/name': 'e2' });
    keepInOutbox('u2', [rename('x1', 'Harp', 'u2'), rename('x2', 'Lute', 'u2')]);
    clearLocalUserData({ keepUnsentOf: 'u1' });
    expect(JSON.parse(claimsOf('u1') ?? '{}')).toEqual({ 'g1/name': 'e2' });
    expect(claimsOf('u2')).toBeNull();
  });
});

describe('keepInOutbox on a full device', () => {
  const toast = () => useFeedback.getState().toast;

  it('says once that the change could not be kept, not change by change', () => {
    let now = 1_000_000;
    vi.spyOn(clock, 'now').mockImplementation(() => now);
    const full = stubFullStorage();
    expect(keepInOutbox('u1', [entry('e1', 1)])).toBe(false);
    expect(toast()).toMatchObject({ title: STORAGE_FULL_TITLE, description: STORAGE_FULL_TEXT });
    useFeedback.setState({ toast: null });

    now += 1000;
    keepInOutbox('u1', [entry('e2', 2)]);
    full.full = false;
    expect(keepInOutbox('u1', [entry('e3', 3)])).toBe(true);
    full.full = true;
    keepInOutbox('u1', [entry('e4', 4)]);
    expect(toast()).toBeNull();
    expect(ids(readAll('u1'))).toEqual(['e1', 'e2', 'e3', 'e4']);

    // Storage still full a minute later: told again.
    now += STORAGE_FULL_REPEAT_MS;
    keepInOutbox('u1', [entry('e5', 5)]);
    expect(toast()?.title).toBe(STORAGE_FULL_TITLE);
  });

  it('says nothing while storage takes the changes', () => {
    expect(keepInOutbox('u1', [entry('e1', 1)])).toBe(true);
    expect(toast()).toBeNull();
  });
});
