import { appConfig } from '@/config';

/**
 * Who can open a share link, in the one sentence Help and the Share dialog both show. The rules
 * let any signed-in person with an active account read a share by its id until it expires
 * (firestore.rules, sharedGoals), and nobody can change it.
 */
export const SHARE_AUDIENCE =
  `Anyone signed in to ${appConfig.productName} who has a share link can view the goals in ` +
  'it, read-only, until the link expires 24 hours after it was made.';
