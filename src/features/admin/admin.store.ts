import { create } from 'zustand';
import type { AdWay, Campaign } from '@/domain/advertising';
import type { UserProfile } from '@/domain/user';

/** The admin dashboard's lists, held locally and updated after each successful call. */
export interface AdminState {
  /** The red banner above the tabs (spec §8 texts); null hides it. */
  error: string | null;
  users: UserProfile[];
  /** Active goals per uid; null when the counts could not be loaded (shown as 'N/A'). */
  goalCounts: Record<string, number> | null;
  usersLoading: boolean;
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
  campaigns: [],
  campaignsLoading: false,
  adWays: [],
  adWaysLoading: false,
};

export const useAdmin = create<AdminState>()(() => ({ ...initialAdminState }));

/** Runs one backend call; on failure logs it and shows `failure` in the banner. */
export async function attempt<T>(failure: string, run: () => Promise<T>): Promise<T | undefined> {
  useAdmin.setState({ error: null });
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
