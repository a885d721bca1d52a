import { create } from 'zustand';
import { DEFAULT_GOAL_VIEW, isGoalView, type GoalView } from '@/domain/preferences';
import { LOCAL_KEYS } from '../storage-keys';
import { saveToAccount } from './account-link';

const STORAGE_KEY = LOCAL_KEYS.goalView;

function load(): GoalView {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isGoalView(value) ? value : DEFAULT_GOAL_VIEW;
  } catch {
    return DEFAULT_GOAL_VIEW;
  }
}

function store(view: GoalView): void {
  try {
    localStorage.setItem(STORAGE_KEY, view);
  } catch {
    // not kept on this device: the account still has it
  }
}

interface GoalViewState {
  view: GoalView;
  /** The person's choice: kept on this device and written to the account. */
  choose(view: GoalView): void;
  /** What the account holds (this device keeps a copy). */
  adopt(view: GoalView): void;
}

/**
 * The goals page's chosen view. It belongs to the account (users/{uid} goalView); the
 * '{product}-view' key is this device's copy, used at once on start.
 */
export const useGoalViewStore = create<GoalViewState>()((set, get) => ({
  view: load(),
  choose(view) {
    set({ view });
    store(view);
    saveToAccount({ goalView: view });
  },
  adopt(view) {
    if (view === get().view) return;
    set({ view });
    store(view);
  },
}));
