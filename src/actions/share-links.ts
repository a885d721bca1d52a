import { loadBackend } from '@/data/backend';
import type { SharedGoalsRecord } from '@/data/ports';
import { isActiveGoal } from '@/domain/goal';
import { liveLinks, reusableLink } from '@/domain/share-reuse';
import { sharedSnapshot } from '@/domain/sharing-snapshot';
import { useGoals } from '@/stores/goals/goals.store';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import { useSession } from '@/stores/session/session.store';
import { nowDate } from '@/stores/clock';

/** One of the person's own share links. */
export type OwnLink = SharedGoalsRecord;

/**
 * The link to show with how many of the active goals it holds (`reused`: a live link made
 * earlier that shows the same), or why none could be made now.
 */
export type ShareLinkResult =
  | {
      kind: 'ready';
      link: OwnLink;
      url: string;
      shared: number;
      active: number;
      reused: boolean;
    }
  | { kind: 'full'; oldestExpiresAt: number };

/** What the Share dialog does with the backend (tests hand it their own). */
export interface ShareActions {
  /** The person's live links, the one that expires last first. */
  list(): Promise<OwnLink[]>;
  /** A live link of `links` that shows what would be shared now, else a new link. */
  link(links: readonly OwnLink[]): Promise<ShareLinkResult>;
  /** Stops a link working and frees its place. */
  revoke(id: string): Promise<void>;
}

/** The address that opens a share read-only: the goals page with ?share=ID. */
export function shareUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/goals?share=${encodeURIComponent(id)}`;
}

function signedInUid(): string {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new Error('Sign in to share goals.');
  return uid;
}

/**
 * What a link made now would hold: the first SHARED_GOAL_LIMIT active goals, their days read
 * with the rest of all goals as their cards read them.
 */
function snapshotNow() {
  const active = useGoals.getState().goals.filter(isActiveGoal);
  const rest = useAllGoalsRest.getState().ranges;
  return { goals: sharedSnapshot(active, nowDate(), rest), active: active.length };
}

/** The signed-in person's live links, from the server. */
export async function listShareLinks(): Promise<OwnLink[]> {
  const uid = signedInUid();
  const { shares } = await loadBackend();
  return liveLinks(await shares.listLive(uid), Date.now());
}

/**
 * Writes a snapshot of the signed-in user's active goals (the first SHARED_GOAL_LIMIT of
 * them) and returns its link, unless all of the account's share links are still live.
 */
export async function createShareLink(): Promise<ShareLinkResult> {
  const uid = signedInUid();
  const { goals, active } = snapshotNow();
  const { shares } = await loadBackend();
  const created = await shares.create(uid, goals);
  if (created.status === 'full') {
    return { kind: 'full', oldestExpiresAt: created.oldestExpiresAt };
  }
  const { id, expiresAt } = created;
  const link = { id, goals, timestamp: Date.now(), expiresAt, ownerId: uid };
  return { kind: 'ready', link, url: shareUrl(id), shared: goals.length, active, reused: false };
}

/**
 * The live link of `links` that shows exactly what would be shared now and has at least an
 * hour left (domain/share-reuse.ts), else a new link: opening the dialog again spends nothing.
 */
export async function showShareLink(links: readonly OwnLink[]): Promise<ShareLinkResult> {
  signedInUid();
  const { goals, active } = snapshotNow();
  const link = reusableLink(links, goals, Date.now());
  if (!link) return createShareLink();
  const url = shareUrl(link.id);
  return { kind: 'ready', link, url, shared: link.goals.length, active, reused: true };
}

/** Revokes one of the signed-in person's links; resolves once the server has it. */
export async function revokeShareLink(id: string): Promise<void> {
  const uid = signedInUid();
  const { shares } = await loadBackend();
  await shares.revoke(uid, id);
}

export const shareActions: ShareActions = {
  list: listShareLinks,
  link: showShareLink,
  revoke: revokeShareLink,
};
