import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { weekdayDate } from '@/domain/display-dates';
import type { PracticeSession } from '@/domain/practice-sessions';
import { dayKey, parseDayKey } from '@/domain/weeks';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Local 'HH:mm' of an instant (the value of a time input). */
export const timeOf = (ms: number): string => format(ms, 'HH:mm');

/** 'Tue, Mar 3, 2026'. */
export const longDay = (ms: number): string => weekdayDate(ms);

/** Epoch ms of a local day ('yyyy-MM-dd') at 'HH:mm', or null when either is not valid. */
export function atTime(day: string, time: string): number | null {
  const date = parseDayKey(day);
  const match = TIME.exec(time);
  if (!date || !match) return null;
  date.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return date.getTime();
}

export type TimeRange = { ok: true; start: number; end: number } | { ok: false; error: string };

/**
 * A start and end typed as times on one day. An end earlier than the start means the session
 * ran past midnight, so it ends on the next day. Equal times are passed on as they are, and
 * the domain explains that a session must end after it starts.
 */
export function rangeFrom(day: string, startTime: string, endTime: string): TimeRange {
  if (!parseDayKey(day)) return { ok: false, error: 'Choose a valid day.' };
  const start = atTime(day, startTime);
  if (start === null) return { ok: false, error: 'Start time must look like 09:30.' };
  let end = atTime(day, endTime);
  if (end === null) return { ok: false, error: 'End time must look like 10:30.' };
  if (end < start) end = atTime(dayKey(addDays(start, 1)), endTime) ?? end;
  return { ok: true, start, end };
}

/** True when the session ends on a later calendar day than it starts. */
export const endsNextDay = (s: Pick<PracticeSession, 'start' | 'end'>): boolean =>
  dayKey(s.end) !== dayKey(s.start);

export const SOURCE_LABELS: Record<PracticeSession['source'], string> = {
  timer: 'Timer',
  manual: 'Manual',
  import: 'Import',
};
