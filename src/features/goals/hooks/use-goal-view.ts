import { useState } from 'react';
import { LOCAL_KEYS } from '@/stores/storage-keys';

export type GoalView = 'single' | 'double' | 'three';
const VIEWS: readonly GoalView[] = ['single', 'double', 'three'];
const STORAGE_KEY = LOCAL_KEYS.goalView;

function storedView(): GoalView {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return VIEWS.includes(value as GoalView) ? (value as GoalView) : 'single';
  } catch {
    return 'single';
  }
}

/** The chosen view, remembered on this device. */
export function useGoalView() {
  const [view, setView] = useState<GoalView>(storedView);
  function choose(next: GoalView) {
    setView(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // not remembered: fine
    }
  }
  return [view, choose] as const;
}
