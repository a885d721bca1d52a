import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_COLOR } from '@/domain/theme';
import { DEVICE_KEYS } from '@/stores/storage-keys';
import { toggleTheme, useTheme, watchTheme } from './theme.store';

/** A device whose dark setting the test can flip, like the system settings do. */
function fakeDevice(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    setPrefersDark(value: boolean) {
      prefersDark = value;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = document.documentElement;
const themeColor = () =>
  document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

beforeEach(() => {
  localStorage.clear();
  root.className = '';
  document.head.innerHTML = '<meta name="theme-color" content="#4f46e5" />';
});
afterEach(() => vi.unstubAllGlobals());

describe('index.html theme-boot script', () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const script = /<script id="theme-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const boot = () => new Function(script)() as void;

  it('paints dark before any module runs when the device prefers dark', () => {
    fakeDevice(true);
    boot();
    expect(root).toHaveClass('dark');
    expect(themeColor()).toBe(THEME_COLOR.dark);
  });

  it('reads the same remembered choice as the app', () => {
    fakeDevice(true);
    localStorage.setItem(DEVICE_KEYS.theme, 'light');
    boot();
    expect(root).not.toHaveClass('dark');
    expect(themeColor()).toBe(THEME_COLOR.light);

    fakeDevice(false);
    localStorage.setItem(DEVICE_KEYS.theme, 'dark');
    boot();
    expect(root).toHaveClass('dark');
  });
});

describe('theme store', () => {
  it('toggles, remembers the choice, and follows the device again after toggling back', () => {
    fakeDevice(false);
    const stop = watchTheme();
    expect(useTheme.getState().theme).toBe('light');

    toggleTheme();
    expect(root).toHaveClass('dark');
    expect(localStorage.getItem(DEVICE_KEYS.theme)).toBe('dark');
    expect(themeColor()).toBe(THEME_COLOR.dark);

    toggleTheme();
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem(DEVICE_KEYS.theme)).toBeNull();
    stop();
  });

  it('follows a change of the device setting unless a theme was chosen', () => {
    const device = fakeDevice(false);
    const stop = watchTheme();
    device.setPrefersDark(true);
    expect(root).toHaveClass('dark');

    toggleTheme();
    expect(localStorage.getItem(DEVICE_KEYS.theme)).toBe('light');
    device.setPrefersDark(false);
    device.setPrefersDark(true);
    expect(root).not.toHaveClass('dark');
    stop();
  });

  it('takes over a toggle made in another tab', () => {
    fakeDevice(false);
    const stop = watchTheme();
    localStorage.setItem(DEVICE_KEYS.theme, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: DEVICE_KEYS.theme }));
    expect(useTheme.getState()).toEqual({ choice: 'dark', theme: 'dark' });
    expect(root).toHaveClass('dark');
    stop();
  });
});
