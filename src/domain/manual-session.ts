import { isAfter } from 'date-fns/isAfter';
import { startOfDay } from 'date-fns/startOfDay';
import {
  MAX_SESSION_MS,
  MS_PER_HOUR,
  validateSession,
  type PracticeSession,
} from './practice-sessions';
import { dayKey, parseDayKey } from './weeks';

/** When a manually logged session starts on its day unless the user says otherwise. */
export const DEFAULT_MANUAL_START = '09:00';

export interface ManualEntry {
  id: string;
  /** The local practice day, 'yyyy-MM-dd'. Today or earlier. */
  day: string;
  hours: number;
  /** Local 'HH:mm' on that day; DEFAULT_MANUAL_START when omitted. */
  startTime?: string;
}

export type ManualSessionResult =
  { ok: true; session: PracticeSession } | { ok: false; error: string };

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Builds a 'manual' session for "I practised N hours on day D".
 * For a past day it starts at `startTime` (09:00 by default) on that day. For today, when that
 * would end after `now`, it is placed to end at `now` instead, as long as it still starts today.
 * The session's practice day is always `entry.day`.
 */
export function manualSession(entry: ManualEntry, now: Date): ManualSessionResult {
  const day = parseDayKey(entry.day);
  if (!day) return { ok: false, error: 'Choose a valid day.' };
  if (isAfter(day, startOfDay(now))) {
    return { ok: false, error: 'Practice can only be logged for today or a past day.' };
  }
  if (!Number.isFinite(entry.hours) || entry.hours <= 0) {
    return { ok: false, error: 'Enter the hours practiced (more than 0).' };
  }
  const durationMs = Math.round(entry.hours * MS_PER_HOUR);
  if (durationMs > MAX_SESSION_MS) {
    return { ok: false, error: 'A session can be at most 24 hours long.' };
  }
  const time = TIME_PATTERN.exec(entry.startTime ?? DEFAULT_MANUAL_START);
  if (!time) return { ok: false, error: 'Start time must look like 09:30.' };

  const startAt = new Date(day);
  startAt.setHours(Number(time[1]), Number(time[2]), 0, 0);
  let start = startAt.getTime();
  if (start + durationMs > now.getTime() && dayKey(now) === entry.day) {
    start = now.getTime() - durationMs;
    if (dayKey(start) !== entry.day) {
      return { ok: false, error: 'That is more time than has passed today.' };
    }
  }
  const session: PracticeSession = {
    id: entry.id,
    start,
    end: start + durationMs,
    source: 'manual',
  };
  const error = validateSession(session, now.getTime());
  return error ? { ok: false, error } : { ok: true, session };
}
