import { create } from 'zustand';
import { DEFAULT_GOAL_SETTINGS, cloneSettings, type GoalSettings } from '@/domain/goal';
import { parseDefaultSettings } from '@/domain/default-settings';

import { LOCAL_KEYS } from '../storage-keys';

const STORAGE_KEY = LOCAL_KEYS.defaultSettings;

function load(): GoalSettings {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? parseDefaultSettings(JSON.parse(raw)) : cloneSettings(DEFAULT_GOAL_SETTINGS);
  } catch {
    return cloneSettings(DEFAULT_GOAL_SETTINGS);
  }
}

interface DefaultSettingsState {
  settings: GoalSettings;
  update(patch: Partial<Omit<GoalSettings, 'resources'>>): void;
}

/** The Settings page's defaults for new goals, kept on this device (spec: 'default-settings'). */
export const useDefaultSettings = create<DefaultSettingsState>()((set, get) => ({
  settings: load(),
  update(patch) {
    const settings = { ...get().settings, ...patch };
    set({ settings });
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    } catch (error) {
      console.error('Could not store the default settings', error);
    }
  },
}));
