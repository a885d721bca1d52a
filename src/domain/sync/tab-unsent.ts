/**
 * What the open tabs of this browser say they hold unsent: a tab's changes kept only in its
 * memory (storage full) are seen by no other tab, so each tab tells the others how many changes
 * of its own are still on their way, and a sign-out in any tab asks first while one has some.
 */
export type TabUnsentMessage =
  /** A tab's count of its own changes not yet on the server, for one account. */
  | { type: 'unsent'; tab: string; uid: string; count: number }
  /** A tab that has just opened asks the others to tell their counts again. */
  | { type: 'ask' }
  /** A tab closing: what it held is gone with it. */
  | { type: 'gone'; tab: string };

/** The last count each other tab told, by tab. */
export type UnsentByTab = ReadonlyMap<string, { uid: string; count: number }>;

export function isTabUnsentMessage(value: unknown): value is TabUnsentMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'ask') return true;
  if (message.type === 'gone') return typeof message.tab === 'string';
  return (
    message.type === 'unsent' &&
    typeof message.tab === 'string' &&
    typeof message.uid === 'string' &&
    typeof message.count === 'number' &&
    Number.isInteger(message.count) &&
    message.count >= 0
  );
}

/** The counts once a message from another tab is taken in (an 'ask' changes nothing). */
export function takeTabMessage(byTab: UnsentByTab, message: TabUnsentMessage): UnsentByTab {
  if (message.type === 'ask') return byTab;
  const next = new Map(byTab);
  if (message.type === 'gone' || message.count === 0) next.delete(message.tab);
  else next.set(message.tab, { uid: message.uid, count: message.count });
  return next;
}

/**
 * How many changes of the account other tabs hold unsent; tabs known to be closed (not in
 * `openTabs`, when the browser can tell) count for nothing.
 */
export function unsentInOtherTabs(
  byTab: UnsentByTab,
  uid: string,
  openTabs: ReadonlySet<string> | null = null,
): number {
  let total = 0;
  for (const [tab, told] of byTab) {
    if (told.uid === uid && (openTabs === null || openTabs.has(tab))) total += told.count;
  }
  return total;
}
