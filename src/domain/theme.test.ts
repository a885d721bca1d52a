import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme, toggledChoice } from './theme';

describe('theme', () => {
  it('reads only a stored light or dark choice; anything else follows the device', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('sepia')).toBe('system');
  });

  it('follows the device unless a theme was chosen', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('remembers the toggled theme while it differs from the device, and follows the device again after a second toggle', () => {
    expect(toggledChoice('light', false)).toBe('dark');
    expect(toggledChoice('dark', false)).toBe('system');
    expect(toggledChoice('dark', true)).toBe('light');
    expect(toggledChoice('light', true)).toBe('system');
  });
});
