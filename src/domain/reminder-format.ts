// The stored form of a reminder's time and weekdays, apart from the scheduler (reminders.ts)
// so that reading stored settings on every page carries only these few lines.
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const REMINDER_DAYS_PATTERN = /^0?1?2?3?4?5?6?$/;

export function isReminderTime(value: unknown): value is string {
  return typeof value === 'string' && REMINDER_TIME_PATTERN.test(value);
}

/** Digits 0–6, ascending, each at most once ('' is no day). */
export function isReminderDays(value: unknown): value is string {
  return typeof value === 'string' && REMINDER_DAYS_PATTERN.test(value);
}
