/**
 * Which of the owner's live share links the Share dialog shows again instead of making a new
 * one: every new link takes one of the account's SHARE_LINK_LIMIT places for 24 hours, so a link
 * is reused while it still shows exactly what would be shared now.
 */
import { toStoredSnapshot, type SharedGoal } from './sharing-snapshot';

/** A link with less time left than this is not reused: the person gets a fresh one. */
export const REUSE_MIN_LEFT_MS = 60 * 60 * 1000;

/** One of the owner's links as the dialog lists it. */
export interface OwnShareLink {
  id: string;
  goals: SharedGoal[];
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Set on a weekly review link, which never stands in for a link to the goals. */
  review?: string;
}

/**
 * Whether two snapshots show the same: compared as they are stored (names, notes, the figures
 * as shown, hours to one decimal, and the recent practice days), so what the link's reader sees
 * is what counts.
 */
export function sameSnapshot(a: readonly SharedGoal[], b: readonly SharedGoal[]): boolean {
  return JSON.stringify(toStoredSnapshot(a)) === JSON.stringify(toStoredSnapshot(b));
}

/** The links still live at `now`, the one that expires last first. */
export function liveLinks<T extends { expiresAt: number }>(links: readonly T[], now: number): T[] {
  return links.filter((link) => link.expiresAt > now).sort((a, b) => b.expiresAt - a.expiresAt);
}

/**
 * The live link to show again for `goals` at `now`: the one with the same snapshot that lives
 * longest, if it has at least REUSE_MIN_LEFT_MS left.
 */
export function reusableLink<T extends OwnShareLink>(
  links: readonly T[],
  goals: readonly SharedGoal[],
  now: number,
): T | undefined {
  return liveLinks(links, now).find(
    (link) =>
      !link.review && link.expiresAt - now >= REUSE_MIN_LEFT_MS && sameSnapshot(link.goals, goals),
  );
}
