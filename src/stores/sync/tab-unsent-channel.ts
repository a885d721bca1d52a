import {
  isTabUnsentMessage,
  takeTabMessage,
  unsentInOtherTabs,
  type TabUnsentMessage,
  type UnsentByTab,
} from '@/domain/sync/tab-unsent';
import { appConfig } from '@/config';
import { TAB_ID } from './tab-presence';

const CHANNEL_NAME = `${appConfig.productName.toLowerCase()}-unsent`;

let channel: BroadcastChannel | null = null;
let byTab: UnsentByTab = new Map();
/** What this tab last told, to tell again when asked. */
let own: { uid: string; count: number } | null = null;
const listeners = new Set<() => void>();

function post(message: TabUnsentMessage) {
  channel?.postMessage(message);
}

/** Opens the channel once: from then on this tab hears the others' counts (domain/sync/tab-unsent.ts). */
function openChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isTabUnsentMessage(message)) return;
    if (message.type === 'ask') {
      if (own) post({ type: 'unsent', tab: TAB_ID, ...own });
      return;
    }
    byTab = takeTabMessage(byTab, message);
    listeners.forEach((listener) => listener());
  };
  window.addEventListener('pagehide', () => post({ type: 'gone', tab: TAB_ID }));
  post({ type: 'ask' });
}

/** Tells the other tabs how many changes of the account this tab holds unsent. */
export function tellUnsent(uid: string, count: number): void {
  openChannel();
  if (own?.uid === uid && own.count === count) return;
  own = { uid, count };
  post({ type: 'unsent', tab: TAB_ID, uid, count });
}

/**
 * How many changes of the account the other tabs hold unsent; of those in `open` only, when
 * given (tab-presence.ts openTabs: a tab that closed without a word holds nothing).
 */
export function unsentElsewhere(uid: string, open: ReadonlySet<string> | null = null): number {
  openChannel();
  return unsentInOtherTabs(byTab, uid, open);
}

/** Calls back when another tab tells a new count. */
export function onUnsentElsewhere(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
