import type { ProfileRepo, Unsubscribe } from '@/data/ports';
import { linkAccount, linkedUid } from './account-link';
import { useDefaultSettings } from './default-settings.store';
import { useAllGoalsRest } from './all-goals-rest.store';
import { useGoalViewStore } from './goal-view.store';

/**
 * Keeps the person's preferences with their account while they are signed in: changes are
 * written there, and what the account holds (from any device) replaces this device's copy.
 */
export function followAccountPreferences(uid: string, profiles: ProfileRepo): Unsubscribe {
  linkAccount({ uid, profiles });
  const stop = profiles.watchPreferences(uid, ({ defaultSettings, goalView, restRanges }) => {
    useDefaultSettings.getState().adopt(defaultSettings);
    if (goalView) useGoalViewStore.getState().adopt(goalView);
    useAllGoalsRest.getState().adopt(restRanges ?? []);
  });
  return () => {
    stop();
    useAllGoalsRest.getState().reset();
    if (linkedUid() === uid) linkAccount(null);
  };
}
