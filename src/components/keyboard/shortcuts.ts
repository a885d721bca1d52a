import type { ShortcutAction } from '@/domain/keyboard-shortcuts';
import { t } from '@/i18n/t';

/** One line of the shortcut list: the keys as pressed (a sequence is several) and what they do. */
export interface ShortcutEntry {
  /** Alternatives, each a sequence of keys ('g' then 'i'), as shown in <kbd>s. */
  keys: ReadonlyArray<readonly string[]>;
  /** The actions these keys run (src/domain/keyboard-shortcuts.ts); Escape has none of its own. */
  action: ShortcutAction | 'close';
  description: () => string;
}

/**
 * Every keyboard shortcut, as the ? dialog and the Help page list them. The keys themselves are
 * read by src/domain/keyboard-shortcuts.ts; shortcuts.test.ts keeps the two in step.
 */
export const SHORTCUTS: readonly ShortcutEntry[] = [
  { keys: [['n']], action: 'new-goal', description: () => t('keyboard.shortcut.newGoal') },
  {
    keys: [['t'], ['Space']],
    action: 'toggle-timer',
    description: () => t('keyboard.shortcut.toggleTimer'),
  },
  { keys: [['p']], action: 'pause-timer', description: () => t('keyboard.shortcut.pauseTimer') },
  { keys: [['/']], action: 'search-log', description: () => t('keyboard.shortcut.searchLog') },
  { keys: [['g', 'g']], action: 'go-goals', description: () => t('keyboard.shortcut.goGoals') },
  {
    keys: [['g', 'i']],
    action: 'go-insights',
    description: () => t('keyboard.shortcut.goInsights'),
  },
  {
    keys: [['g', 'c']],
    action: 'go-completed',
    description: () => t('keyboard.shortcut.goCompleted'),
  },
  {
    keys: [['g', 's']],
    action: 'go-settings',
    description: () => t('keyboard.shortcut.goSettings'),
  },
  {
    keys: [['?']],
    action: 'show-shortcuts',
    description: () => t('keyboard.shortcut.showShortcuts'),
  },
  { keys: [['Esc']], action: 'close', description: () => t('keyboard.shortcut.close') },
];
