import { create } from 'zustand';
import { DEVICE_KEYS } from '@/stores/storage-keys';

/**
 * Whether single-key shortcuts act on this device: a preference of the device, not the account
 * (a speech-input user may want them off on one machine only). On unless turned off.
 */
function readEnabled(): boolean {
  try {
    return localStorage.getItem(DEVICE_KEYS.singleKeyShortcuts) !== 'off';
  } catch {
    return true;
  }
}

export const useSingleKeyShortcuts = create<{ enabled: boolean }>(() => ({
  enabled: typeof window === 'undefined' ? true : readEnabled(),
}));

export function setSingleKeyShortcuts(enabled: boolean) {
  try {
    if (enabled) localStorage.removeItem(DEVICE_KEYS.singleKeyShortcuts);
    else localStorage.setItem(DEVICE_KEYS.singleKeyShortcuts, 'off');
  } catch {
    // Storage blocked: the choice holds for this page.
  }
  useSingleKeyShortcuts.setState({ enabled });
}

/** Follows a change made in another tab; returns the stop function. */
export function watchSingleKeyShortcuts(): () => void {
  const follow = (event: StorageEvent) => {
    if (event.key === DEVICE_KEYS.singleKeyShortcuts || event.key === null)
      useSingleKeyShortcuts.setState({ enabled: readEnabled() });
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
}
