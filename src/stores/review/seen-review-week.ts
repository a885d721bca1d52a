import { LOCAL_KEYS } from '../storage-keys';

/** The week whose review reminder this device last opened or dismissed ('yyyy-MM-dd'). */
export function seenReviewWeek(): string | null {
  try {
    return localStorage.getItem(LOCAL_KEYS.seenReviewWeek);
  } catch {
    return null;
  }
}

export function markReviewWeekSeen(week: string): void {
  try {
    localStorage.setItem(LOCAL_KEYS.seenReviewWeek, week);
  } catch {
    // storage unavailable: the reminder shows again on the next visit this week
  }
}
