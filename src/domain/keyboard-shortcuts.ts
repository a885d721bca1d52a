/**
 * The app's single-key shortcuts as pure logic: which action a key press (or a `g` then a letter)
 * means, and when a key belongs to what the person is doing rather than to the app (typing in a
 * field, a control Space activates, a dialog). The list people read is
 * src/components/keyboard/shortcuts.ts.
 */

export type ShortcutAction =
  | 'new-goal'
  | 'toggle-timer'
  | 'pause-timer'
  | 'search-log'
  | 'go-goals'
  | 'go-insights'
  | 'go-completed'
  | 'go-settings'
  | 'show-shortcuts';

/** The keys that act at once. */
export const SINGLE_KEYS: Readonly<Record<string, ShortcutAction>> = {
  n: 'new-goal',
  t: 'toggle-timer',
  ' ': 'toggle-timer',
  p: 'pause-timer',
  '/': 'search-log',
  '?': 'show-shortcuts',
};

/** The key that starts a two-key sequence, and the letters that may follow it. */
export const SEQUENCE_LEADER = 'g';
export const GO_KEYS: Readonly<Record<string, ShortcutAction>> = {
  g: 'go-goals',
  i: 'go-insights',
  c: 'go-completed',
  s: 'go-settings',
};

/** How long after `g` its second key still counts. */
export const SEQUENCE_TIMEOUT_MS = 1500;

export interface ShortcutKeyPress {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** A key held down repeats: never an action again. */
  repeat?: boolean;
}

/** What the focused element is, as far as shortcuts care. */
export interface ShortcutTarget {
  /** Upper- or lower-case tag name ('INPUT', 'textarea'). */
  tagName: string;
  /** An input's type ('text', 'checkbox'). */
  type?: string | null;
  role?: string | null;
  isContentEditable?: boolean;
  /** Inside an open dialog: its keys are its own (Escape closes it). */
  inDialog?: boolean;
}

const TYPED_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);
const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider']);
const SPACE_ROLES = new Set([
  'button',
  'checkbox',
  'radio',
  'switch',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'tab',
  'link',
  'gridcell',
]);

/** True when keys typed at `target` are text: a field, a select, a contenteditable. */
export function isTypingTarget(target: ShortcutTarget): boolean {
  const tag = target.tagName.toLowerCase();
  if (target.isContentEditable) return true;
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !TYPED_INPUT_TYPES.has((target.type ?? 'text').toLowerCase());
  return !!target.role && TYPING_ROLES.has(target.role);
}

/** True when Space already does something at `target` (presses a button, ticks a box). */
export function spaceActivates(target: ShortcutTarget): boolean {
  const tag = target.tagName.toLowerCase();
  if (['button', 'a', 'summary', 'input', 'select', 'textarea'].includes(tag)) return true;
  return !!target.role && SPACE_ROLES.has(target.role);
}

/** Where a press leaves the shortcut keys: whether a `g` waits for its letter, and since when. */
export interface ShortcutState {
  pendingSince: number | null;
}

export const NO_PENDING: ShortcutState = { pendingSince: null };

export interface ShortcutResult {
  action: ShortcutAction | null;
  state: ShortcutState;
}

/**
 * The action a key press means at `target`, at `now` (ms), after `state`. Never with Ctrl, Alt
 * or Meta (the browser's and the system's own shortcuts, Undo's Ctrl/⌘+Z), never while typing
 * or inside a dialog, and nothing at all when the person turned single-key shortcuts off.
 */
export function shortcutFor(
  press: ShortcutKeyPress,
  target: ShortcutTarget,
  state: ShortcutState,
  now: number,
  enabled: boolean,
): ShortcutResult {
  const none = { action: null, state: NO_PENDING };
  if (!enabled || press.ctrlKey || press.altKey || press.metaKey || press.repeat) return none;
  if (target.inDialog || isTypingTarget(target)) return none;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  const pending = state.pendingSince !== null && now - state.pendingSince <= SEQUENCE_TIMEOUT_MS;
  if (pending) return { action: GO_KEYS[key] ?? null, state: NO_PENDING };
  if (key === SEQUENCE_LEADER) return { action: null, state: { pendingSince: now } };
  const action = SINGLE_KEYS[key] ?? null;
  if (action === 'toggle-timer' && key === ' ' && spaceActivates(target)) return none;
  return { action, state: NO_PENDING };
}
