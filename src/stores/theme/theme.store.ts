import { create } from 'zustand';
import {
  parseThemeChoice,
  resolveTheme,
  THEME_COLOR,
  toggledChoice,
  type Theme,
  type ThemeChoice,
} from '@/domain/theme';
import { DEVICE_KEYS } from '@/stores/storage-keys';

const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ThemeState {
  choice: ThemeChoice;
  theme: Theme;
}

const systemPrefersDark = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(DEVICE_KEYS.theme));
  } catch {
    return 'system';
  }
}

function storeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(DEVICE_KEYS.theme);
    else localStorage.setItem(DEVICE_KEYS.theme, choice);
  } catch {
    // Storage blocked: the theme still changes for this page.
  }
}

/** The same as index.html's theme-boot script does before the first paint. */
function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

const current = (choice: ThemeChoice): ThemeState => ({
  choice,
  theme: resolveTheme(choice, systemPrefersDark()),
});

export const useTheme = create<ThemeState>(() =>
  typeof window === 'undefined' ? { choice: 'system', theme: 'light' } : current(readChoice()),
);

function show(choice: ThemeChoice) {
  const next = current(choice);
  useTheme.setState(next);
  applyTheme(next.theme);
}

export const useDarkTheme = () => useTheme((s) => s.theme === 'dark');

/** The header toggle: the other theme, remembered on this device. */
export function toggleTheme() {
  const choice = toggledChoice(useTheme.getState().theme, systemPrefersDark());
  storeChoice(choice);
  show(choice);
}

/** Follows the device's setting and a toggle in another tab; returns the stop function. */
export function watchTheme(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const followDevice = () => show(useTheme.getState().choice);
  const followOtherTab = (event: StorageEvent) => {
    if (event.key === DEVICE_KEYS.theme || event.key === null) show(readChoice());
  };
  show(readChoice());
  media.addEventListener('change', followDevice);
  window.addEventListener('storage', followOtherTab);
  return () => {
    media.removeEventListener('change', followDevice);
    window.removeEventListener('storage', followOtherTab);
  };
}
