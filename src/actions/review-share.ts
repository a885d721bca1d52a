import { loadBackend } from '@/data/backend';
import { decodeReview, type SharedReview } from '@/domain/review/review-share';
import { useSession } from '@/stores/session/session.store';

/** The address that opens a weekly review's link read-only: /review?share=ID. */
export function reviewShareUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/review?share=${encodeURIComponent(id)}`;
}

export type ReviewLinkResult =
  | { kind: 'ready'; id: string; url: string; expiresAt: number }
  | { kind: 'full'; oldestExpiresAt: number };

/**
 * Makes a link to a weekly review (the text of domain/review/review-share.ts encodeReview). It
 * takes one of the account's share-link places, as a link to the goals does.
 */
export async function createReviewLink(review: string): Promise<ReviewLinkResult> {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new Error('Sign in to share your review.');
  const { shares } = await loadBackend();
  const created = await shares.create(uid, [], review);
  if (created.status === 'full') return { kind: 'full', oldestExpiresAt: created.oldestExpiresAt };
  return {
    kind: 'ready',
    id: created.id,
    url: reviewShareUrl(created.id),
    expiresAt: created.expiresAt,
  };
}

export type SharedReviewRead =
  { status: 'ok'; review: SharedReview; expiresAt: number } | { status: 'expired' | 'missing' };

/** A weekly review's link as its reader sees it; a link to goals, or an unreadable review, is missing. */
export async function readSharedReview(id: string): Promise<SharedReviewRead> {
  const read = await (await loadBackend()).shares.read(id);
  if (read.status !== 'ok') return read;
  const review = decodeReview(read.record.review);
  if (!review) return { status: 'missing' };
  return { status: 'ok', review, expiresAt: read.record.expiresAt };
}
