import { describe, expect, it } from 'vitest';
import {
  isTypingTarget,
  NO_PENDING,
  SEQUENCE_TIMEOUT_MS,
  shortcutFor,
  type ShortcutKeyPress,
  type ShortcutState,
  type ShortcutTarget,
} from './keyboard-shortcuts';

const body: ShortcutTarget = { tagName: 'BODY' };
const press = (key: string, extra: Partial<ShortcutKeyPress> = {}): ShortcutKeyPress => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...extra,
});
const actionOf = (
  key: string,
  target: ShortcutTarget = body,
  extra: Partial<ShortcutKeyPress> = {},
  state: ShortcutState = NO_PENDING,
) => shortcutFor(press(key, extra), target, state, 10_000, true).action;

describe('shortcutFor', () => {
  it('maps the single keys to their actions', () => {
    expect(actionOf('n')).toBe('new-goal');
    expect(actionOf('t')).toBe('toggle-timer');
    expect(actionOf(' ')).toBe('toggle-timer');
    expect(actionOf('p')).toBe('pause-timer');
    expect(actionOf('/')).toBe('search-log');
    expect(actionOf('?')).toBe('show-shortcuts');
    expect(actionOf('N')).toBe('new-goal');
    expect(actionOf('x')).toBeNull();
    expect(actionOf('Enter')).toBeNull();
  });

  it('never acts with Ctrl, Alt or Meta held (Ctrl/⌘+Z stays Undo’s), nor on a repeat', () => {
    expect(actionOf('z', body, { ctrlKey: true })).toBeNull();
    expect(actionOf('n', body, { ctrlKey: true })).toBeNull();
    expect(actionOf('t', body, { altKey: true })).toBeNull();
    expect(actionOf('p', body, { metaKey: true })).toBeNull();
    expect(actionOf('t', body, { repeat: true })).toBeNull();
  });

  it('follows g with a letter to a page, within the time allowed', () => {
    const first = shortcutFor(press('g'), body, NO_PENDING, 1000, true);
    expect(first.action).toBeNull();
    expect(first.state.pendingSince).toBe(1000);
    const go = (key: string, at = 1500) => shortcutFor(press(key), body, first.state, at, true);
    expect(go('g').action).toBe('go-goals');
    expect(go('i').action).toBe('go-insights');
    expect(go('c').action).toBe('go-completed');
    expect(go('s').action).toBe('go-settings');
    expect(go('s').state).toEqual(NO_PENDING);
    // An unknown letter ends the sequence without acting, even a single-key one.
    expect(go('n')).toEqual({ action: null, state: NO_PENDING });
    // Too late: the letter is a key of its own again.
    expect(go('i', 1000 + SEQUENCE_TIMEOUT_MS + 1).action).toBeNull();
    expect(go('n', 1000 + SEQUENCE_TIMEOUT_MS + 1).action).toBe('new-goal');
  });

  it('does nothing while typing in a field, a select or a contenteditable', () => {
    const fields: ShortcutTarget[] = [
      { tagName: 'INPUT' },
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: 'search' },
      { tagName: 'INPUT', type: 'number' },
      { tagName: 'INPUT', type: 'date' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
      { tagName: 'DIV', role: 'textbox' },
      { tagName: 'DIV', role: 'combobox' },
    ];
    for (const field of fields) {
      expect(isTypingTarget(field)).toBe(true);
      for (const key of ['n', 't', ' ', 'p', '/', '?', 'g'])
        expect(actionOf(key, field), `${key} at ${JSON.stringify(field)}`).toBeNull();
    }
    // A g typed in a field never starts a sequence.
    expect(shortcutFor(press('g'), fields[0]!, NO_PENDING, 0, true).state).toEqual(NO_PENDING);
  });

  it('acts at a checkbox or a button, which take no text', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(actionOf('t', { tagName: 'INPUT', type: 'checkbox' })).toBe('toggle-timer');
    expect(actionOf('n', { tagName: 'BUTTON' })).toBe('new-goal');
  });

  it('leaves Space to the buttons, boxes and links it presses', () => {
    for (const target of [
      { tagName: 'BUTTON' },
      { tagName: 'A' },
      { tagName: 'INPUT', type: 'checkbox' },
      { tagName: 'DIV', role: 'button' },
      { tagName: 'TD', role: 'gridcell' },
    ])
      expect(actionOf(' ', target)).toBeNull();
    expect(actionOf(' ', { tagName: 'ARTICLE' })).toBe('toggle-timer');
  });

  it('leaves every key to an open dialog', () => {
    const inDialog = { tagName: 'BUTTON', inDialog: true };
    for (const key of ['n', 't', 'p', '/', '?', 'g']) expect(actionOf(key, inDialog)).toBeNull();
  });

  it('does nothing at all once single-key shortcuts are turned off', () => {
    for (const key of ['n', 't', ' ', 'p', '/', '?', 'g'])
      expect(shortcutFor(press(key), body, NO_PENDING, 0, false).action).toBeNull();
    expect(shortcutFor(press('g'), body, NO_PENDING, 0, false).state).toEqual(NO_PENDING);
  });
});
