import { createSender, type SenderOptions } from '@/sync/sender';
import { syncClock } from '../clock';
import { outboxStorage } from './device-storage';
import { tabPresence } from './tab-presence';

/** A sender over this browser's outbox, tabs and clock. */
export const createBrowserSender = (options: Omit<SenderOptions, 'outbox' | 'tabs' | 'clock'>) =>
  createSender({ ...options, outbox: outboxStorage, tabs: tabPresence, clock: syncClock });
export type BrowserSender = ReturnType<typeof createBrowserSender>;
