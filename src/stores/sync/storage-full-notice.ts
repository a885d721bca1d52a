import { clock } from '../clock';
import { useFeedback } from '../feedback/feedback.store';

export const STORAGE_FULL_TITLE = 'Could not keep this change on this device';
export const STORAGE_FULL_TEXT = 'It is being sent now. Keep this tab open until it is saved.';

export const CACHE_OFF_TITLE = "This device's storage is full";
export const CACHE_OFF_TEXT =
  'Your changes now go straight to the server and are kept only in this tab. Keep it open until they are saved.';

/** While storage keeps refusing changes, the notice shows again at most this often. */
export const STORAGE_FULL_REPEAT_MS = 60_000;

/** When the notice was last shown; null: not since this page opened. */
let lastShownAt: number | null = null;

/**
 * Says that a change could not be kept on this device (storage full or not available). A run
 * of such changes is told once, not change by change: at most once a minute.
 */
export function noticeChangeNotKept(): void {
  const now = clock.now();
  if (lastShownAt !== null && now - lastShownAt < STORAGE_FULL_REPEAT_MS) return;
  lastShownAt = now;
  useFeedback.getState().showToast({
    title: STORAGE_FULL_TITLE,
    description: STORAGE_FULL_TEXT,
    duration: 10_000,
  });
}

let cacheOffTold = false;

/**
 * Says, once for the page, that the database works from memory in this tab alone (storage is
 * full); the notice of a change not kept stays quiet meanwhile, as it says the same.
 */
export function noticeCacheOff(): void {
  if (cacheOffTold) return;
  cacheOffTold = true;
  lastShownAt = clock.now();
  useFeedback.getState().showToast({
    title: CACHE_OFF_TITLE,
    description: CACHE_OFF_TEXT,
    duration: 10_000,
  });
}

/** Tests start from a page that has not told it yet. */
export function resetStorageFullNotice(): void {
  lastShownAt = null;
  cacheOffTold = false;
}
