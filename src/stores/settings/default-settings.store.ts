import { create } from 'zustand';
import { DEFAULT_GOAL_SETTINGS, cloneSettings, type GoalSettings } from '@/domain/goal';
import { parseDefaultSettings } from '@/domain/default-settings';
import { withAccountSettings, type DefaultSettingsPatch } from '@/domain/preferences';

import { LOCAL_KEYS } from '../storage-keys';
import { saveToAccount } from './account-link';

const STORAGE_KEY = LOCAL_KEYS.defaultSettings;

function load(): GoalSettings {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? parseDefaultSettings(JSON.parse(raw)) : cloneSettings(DEFAULT_GOAL_SETTINGS);
  } catch {
    return cloneSettings(DEFAULT_GOAL_SETTINGS);
  }
}

function store(settings: GoalSettings): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    console.error('Could not store the default settings', error);
  }
}

interface DefaultSettingsState {
  settings: GoalSettings;
  /** A change on /settings: kept on this device and written to the account. */
  update(patch: DefaultSettingsPatch): void;
  /** What the account holds, laid over this device's copy (which keeps it too). */
  adopt(account: DefaultSettingsPatch): void;
}

/**
 * The Settings page's defaults for new goals. They belong to the account (users/{uid}
 * defaultSettings); 'default-settings' is this device's copy, used at once on start.
 */
export const useDefaultSettings = create<DefaultSettingsState>()((set, get) => ({
  settings: load(),
  update(patch) {
    const settings = { ...get().settings, ...patch };
    set({ settings });
    store(settings);
    saveToAccount({ defaultSettings: patch });
  },
  adopt(account) {
    if (Object.keys(account).length === 0) return;
    const settings = withAccountSettings(get().settings, account);
    if (JSON.stringify(settings) === JSON.stringify(get().settings)) return;
    set({ settings });
    store(settings);
  },
}));
