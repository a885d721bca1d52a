// Who sees advertising. Kept apart from the ad selection: the app shell imports only this.
import { isAdministrator, type SessionUser } from './user';

/** Only free-plan users other than the administrator are shown advertising. */
export function shouldShowAds(
  user: Pick<SessionUser, 'email' | 'role' | 'subscriptionPlan'> | null,
  adminEmail: string,
): boolean {
  if (!user || user.subscriptionPlan !== 'free') return false;
  return !isAdministrator(user, adminEmail);
}
