import { create } from 'zustand';
import type { AdWay, Campaign } from '@/domain/advertising';
import {
  FIRST_PAGE,
  type DeletedUser,
  type PageTrail,
  type UserTotals,
} from '@/domain/admin-users';
import type { UserProfile } from '@/domain/user';
import { registerSignOutCleanup } from '@/stores/session/sign-out-cleanup';

/** The admin dashboard's lists, held locally and updated after each successful call. */
export interface AdminState {
  /** The red banner above the tabs (spec §8 texts); null hides it. */
  error: string | null;
  /** The page of users shown. */
  users: UserProfile[];
  /** Active goals per uid of the page: 'loading' while read, null when unavailable ('N/A'). */
  goalCounts: Record<string, number> | 'loading' | null;
  usersLoading: boolean;
  usersTrail: PageTrail;
  /** The lower-case e-mail prefix searched for; empty: all users, newest first. */
  userSearch: string;
  /** The four tiles; null until counted (or when counting failed). */
  totals: UserTotals | null;
  deletedUsers: DeletedUser[];
  deletedLoading: boolean;
  deletedTrail: PageTrail;
  campaigns: Campaign[];
  campaignsLoading: boolean;
  adWays: AdWay[];
  adWaysLoading: boolean;
}

export const initialAdminState: AdminState = {
  error: null,
  users: [],
  goalCounts: null,
  usersLoading: false,
  usersTrail: FIRST_PAGE,
  userSearch: '',
  totals: null,
  deletedUsers: [],
  deletedLoading: false,
  deletedTrail: FIRST_PAGE,
  campaigns: [],
  campaignsLoading: false,
  adWays: [],
  adWaysLoading: false,
};

export const useAdmin = create<AdminState>()(() => ({ ...initialAdminState }));

/**
 * Runs one backend call; on failure logs it and shows `failure` in the banner. The banner is
 * cleared first, except for loads that follow another (`keepBanner`), which must not hide
 * that one's failure.
 */
export async function attempt<T>(
  failure: string,
  run: () => Promise<T>,
  { keepBanner = false } = {},
): Promise<T | undefined> {
  registerSignOutCleanup('detach', resetAdminStore);
  if (!keepBanner) useAdmin.setState({ error: null });
  try {
    return await run();
  } catch (error) {
    console.error(failure, error);
    useAdmin.setState({ error: failure });
    return undefined;
  }
}

export function resetAdminStore(): void {
  useAdmin.setState({ ...initialAdminState });
}
