import { loadBackend } from '@/data/backend';
import { isActiveGoal } from '@/domain/goal';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';

/** The address that opens a share read-only: the goals page with ?share=ID. */
export function shareUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/goals?share=${encodeURIComponent(id)}`;
}

/** Writes a snapshot of the signed-in user's active goals and returns its link. */
export async function createShareLink(): Promise<string> {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new Error('Sign in to share goals.');
  const goals = useGoals.getState().goals.filter(isActiveGoal);
  const { shares } = await loadBackend();
  const { id } = await shares.create(uid, goals);
  return shareUrl(id);
}
