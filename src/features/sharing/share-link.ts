import { loadBackend } from '@/data/backend';
import { isActiveGoal } from '@/domain/goal';
import { sharedSnapshot } from '@/domain/sharing-snapshot';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';

/** A new link with how many of the active goals it shows, or why none could be made now. */
export type ShareLinkResult =
  | { kind: 'ready'; url: string; shared: number; active: number }
  | { kind: 'full'; oldestExpiresAt: number };

/** The address that opens a share read-only: the goals page with ?share=ID. */
export function shareUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/goals?share=${encodeURIComponent(id)}`;
}

/**
 * Writes a snapshot of the signed-in user's active goals (the first SHARED_GOAL_LIMIT of
 * them) and returns its link, unless all of the account's share links are still live.
 */
export async function createShareLink(): Promise<ShareLinkResult> {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new Error('Sign in to share goals.');
  const active = useGoals.getState().goals.filter(isActiveGoal);
  const goals = sharedSnapshot(active, new Date());
  const { shares } = await loadBackend();
  const created = await shares.create(uid, goals);
  if (created.status === 'full') {
    return { kind: 'full', oldestExpiresAt: created.oldestExpiresAt };
  }
  return { kind: 'ready', url: shareUrl(created.id), shared: goals.length, active: active.length };
}
