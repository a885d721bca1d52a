import { describe, expect, it } from 'vitest';
import { GO_KEYS, SEQUENCE_LEADER, SINGLE_KEYS } from '@/domain/keyboard-shortcuts';
import { SHORTCUTS } from './shortcuts';

/** The key as the list shows it. */
const shown = (key: string) => (key === ' ' ? 'Space' : key);

describe('the shortcut list', () => {
  it('lists every key the shortcuts answer, with its action', () => {
    const listed = SHORTCUTS.flatMap((entry) =>
      entry.keys.map((keys) => `${keys.join(' ')} → ${entry.action}`),
    );
    const answered = [
      ...Object.entries(SINGLE_KEYS).map(([key, action]) => `${shown(key)} → ${action}`),
      ...Object.entries(GO_KEYS).map(([key, action]) => `${SEQUENCE_LEADER} ${key} → ${action}`),
      'Esc → close',
    ];
    expect([...listed].sort()).toEqual([...answered].sort());
  });

  it('describes each in English', () => {
    expect(SHORTCUTS.find((entry) => entry.action === 'new-goal')?.description()).toBe('New goal');
    for (const entry of SHORTCUTS) expect(entry.description()).not.toMatch(/^keyboard\./);
  });
});
