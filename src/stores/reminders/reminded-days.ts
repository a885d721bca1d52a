import { parseRemindedDays, type RemindedDays } from '@/domain/reminders';
import { LOCAL_KEYS } from '../storage-keys';

/** Which goal this device reminded on which day, shared by every tab of this browser. */
export function readRemindedDays(): RemindedDays {
  try {
    const raw = localStorage.getItem(LOCAL_KEYS.remindedDays);
    return raw ? parseRemindedDays(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

export function writeRemindedDays(days: RemindedDays): void {
  try {
    localStorage.setItem(LOCAL_KEYS.remindedDays, JSON.stringify(days));
  } catch (error) {
    console.error('Could not keep the reminders of today', error);
  }
}

/** Runs `task` while no other tab of this browser runs it (Web Locks where available). */
export async function exclusively(task: () => void): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  await locks.request(LOCAL_KEYS.remindedDays, () => task());
}
