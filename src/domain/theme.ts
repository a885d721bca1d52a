/** What a person chose in the header; 'system' follows the device's setting. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export function parseThemeChoice(stored: string | null): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice !== 'system') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}

/**
 * The header toggle shows the other theme. Landing on what the device would show anyway
 * means following the device again, so a second toggle undoes the first completely.
 */
export function toggledChoice(current: Theme, systemPrefersDark: boolean): ThemeChoice {
  const next: Theme = current === 'dark' ? 'light' : 'dark';
  return next === resolveTheme('system', systemPrefersDark) ? 'system' : next;
}

/** The browser's toolbar colour in each theme (the manifest's theme_color in light). */
export const THEME_COLOR: Record<Theme, string> = { light: '#4f46e5', dark: '#0f172a' };
