import { describe, expect, it } from 'vitest';
import {
  isTabUnsentMessage,
  takeTabMessage,
  unsentInOtherTabs,
  type TabUnsentMessage,
  type UnsentByTab,
} from './tab-unsent';

const told = (...messages: TabUnsentMessage[]): UnsentByTab =>
  messages.reduce(takeTabMessage, new Map() as UnsentByTab);

describe('unsentInOtherTabs', () => {
  it("adds up the account's changes the other tabs told, each tab's latest count only", () => {
    const byTab = told(
      { type: 'unsent', tab: 'a', uid: 'u1', count: 1 },
      { type: 'unsent', tab: 'b', uid: 'u1', count: 2 },
      { type: 'unsent', tab: 'a', uid: 'u1', count: 3 },
      { type: 'unsent', tab: 'c', uid: 'u2', count: 5 },
    );
    expect(unsentInOtherTabs(byTab, 'u1')).toBe(5);
    expect(unsentInOtherTabs(byTab, 'u2')).toBe(5);
    expect(unsentInOtherTabs(byTab, 'u3')).toBe(0);
  });

  it('forgets a tab that sent everything or closed, and one the browser knows is closed', () => {
    const byTab = told(
      { type: 'unsent', tab: 'a', uid: 'u1', count: 1 },
      { type: 'unsent', tab: 'b', uid: 'u1', count: 2 },
      { type: 'unsent', tab: 'c', uid: 'u1', count: 4 },
      { type: 'unsent', tab: 'a', uid: 'u1', count: 0 },
      { type: 'gone', tab: 'b' },
      { type: 'ask' },
    );
    expect(unsentInOtherTabs(byTab, 'u1')).toBe(4);
    expect(unsentInOtherTabs(byTab, 'u1', new Set(['c']))).toBe(4);
    expect(unsentInOtherTabs(byTab, 'u1', new Set(['a', 'b']))).toBe(0);
  });
});

describe('isTabUnsentMessage', () => {
  it('takes the three kinds of message', () => {
    expect(isTabUnsentMessage({ type: 'unsent', tab: 't', uid: 'u', count: 2 })).toBe(true);
    expect(isTabUnsentMessage({ type: 'ask' })).toBe(true);
    expect(isTabUnsentMessage({ type: 'gone', tab: 't' })).toBe(true);
  });

  it.each([
    null,
    'ask',
    { type: 'unsent', tab: 't', uid: 'u', count: -1 },
    { type: 'unsent', tab: 't', uid: 'u', count: 1.5 },
    { type: 'unsent', tab: 't', count: 1 },
    { type: 'gone' },
    { type: 'other' },
  ])('refuses %j', (value) => {
    expect(isTabUnsentMessage(value)).toBe(false);
  });
});
