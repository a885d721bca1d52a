/**
 * Share links: how long one lives and how many one account may hold at once. The security
 * rules enforce the same numbers (firestore.rules, shareIndex/{uid}; sharing-rules-parity.test.ts).
 */

import { dateTime } from './display-dates';

/** Spec §9: a share link lives 24 hours. */
export const SHARE_LIFE_MS = 24 * 60 * 60 * 1000;

/** Live share links one account may hold at once. */
export const SHARE_LINK_LIMIT = 20;

/**
 * A share id as the app makes it: the owner's uid, '_' and 20 letters and digits (the rules
 * accept no other, firestore.rules isOwnShareId). A link of this shape that is not there any
 * more has expired or been revoked, rather than never existed.
 */
export function isShareIdShape(id: string): boolean {
  return /^[^_/]{1,139}_[A-Za-z0-9]{20}$/.test(id);
}

/** One entry of an account's share index: a share link it made, oldest first. */
export interface ShareIndexEntry {
  id: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * Where a new share goes in the index: appended while there is room; otherwise in place of
 * the oldest once that one has expired or its document is gone; otherwise nowhere until the
 * oldest expires.
 */
export type ShareSlot =
  | { kind: 'append' }
  | { kind: 'replace'; drop: ShareIndexEntry }
  | { kind: 'full'; oldest: ShareIndexEntry };

/** `oldestGone`: the oldest entry's share document is known to be deleted already. */
export function shareSlot(
  entries: readonly ShareIndexEntry[],
  now: number,
  oldestGone = false,
): ShareSlot {
  const oldest = entries[0];
  if (!oldest || entries.length < SHARE_LINK_LIMIT) return { kind: 'append' };
  if (oldestGone || oldest.expiresAt <= now) return { kind: 'replace', drop: oldest };
  return { kind: 'full', oldest };
}

/** The index after a share is added in `slot` (entries as stored, or as read). */
export function indexWith<T>(
  entries: readonly T[],
  slot: Exclude<ShareSlot, { kind: 'full' }>,
  added: T,
): T[] {
  const kept = slot.kind === 'replace' ? entries.slice(1) : [...entries];
  return [...kept, added];
}

/** Reads a stored index defensively: entries with a text id and a finite expiry, in order. */
export function readShareIndex(
  shares: unknown,
  expiryOf: (value: unknown) => number,
): ShareIndexEntry[] {
  if (!Array.isArray(shares)) return [];
  return shares.flatMap((entry: unknown) => {
    const { id, expiresAt } = (entry ?? {}) as { id?: unknown; expiresAt?: unknown };
    const ms = expiryOf(expiresAt);
    return typeof id === 'string' && Number.isFinite(ms) ? [{ id, expiresAt: ms }] : [];
  });
}

/** A share link's time as the Share dialog says it, in local time: 'Mar 2, 2026, 3:45 PM'. */
export function shareTime(ms: number): string {
  return dateTime(ms);
}

/** The share dialog's refusal while all of an account's share links are still live. */
export function shareLimitMessage(oldestExpiresAt: number): string {
  return (
    `You have ${SHARE_LINK_LIMIT} active share links. A new one can be made when the oldest ` +
    `expires at ${shareTime(oldestExpiresAt)}, or once you revoke one under Your links.`
  );
}
