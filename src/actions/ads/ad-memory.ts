import {
  lowerMark,
  parseFrequencyMemory,
  rememberShown,
  type AdFrequencyMemory,
  type AdMoment,
} from '@/domain/ad-frequency';
import { LOCAL_KEYS, SESSION_KEYS } from '@/stores/storage-keys';

// What this device remembers for the frequencies and the click counting. Storage may be
// unavailable (private mode): then every page view decides afresh and nothing is remembered.

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage unavailable: see above.
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

export function frequencyMemory(): AdFrequencyMemory {
  return parseFrequencyMemory(read(local, LOCAL_KEYS.adFrequency));
}

/** Records that a way showed on this page view. */
export function recordShown(wayId: string, moment: AdMoment): void {
  const memory = frequencyMemory();
  memory[wayId] = rememberShown(memory[wayId], moment);
  write(local, LOCAL_KEYS.adFrequency, JSON.stringify(memory));
}

/** Moves a way's milestone mark down when the count dropped (see lowerMark). */
export function settleMilestones(wayId: string, milestones: number | null): void {
  const memory = frequencyMemory();
  const lowered = lowerMark(memory[wayId], milestones);
  if (!lowered || lowered === memory[wayId]) return;
  memory[wayId] = lowered;
  write(local, LOCAL_KEYS.adFrequency, JSON.stringify(memory));
}

function idsIn(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(read(session, key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function addId(key: string, id: string): void {
  const ids = idsIn(key);
  if (!ids.includes(id)) write(session, key, JSON.stringify([...ids, id]));
}

export const isDismissedThisSession = (wayId: string) =>
  idsIn(SESSION_KEYS.adDismissed).includes(wayId);
export const dismissForSession = (wayId: string) => addId(SESSION_KEYS.adDismissed, wayId);

/**
 * True the first time a campaign is clicked in this session (the click is then counted);
 * false for the repeated clicks, which open the link but are not counted again.
 */
export function claimClick(campaignId: string): boolean {
  if (countedInThisPage.has(campaignId)) return false;
  countedInThisPage.add(campaignId);
  if (idsIn(SESSION_KEYS.adClicks).includes(campaignId)) return false;
  addId(SESSION_KEYS.adClicks, campaignId);
  return true;
}

/** Also bounds the counting when session storage is unavailable. */
const countedInThisPage = new Set<string>();

/** A new session (sign-out) counts again. */
export function forgetCountedClicks(): void {
  countedInThisPage.clear();
}
