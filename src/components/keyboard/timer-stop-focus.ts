/**
 * The running timer's Stop button carries this attribute, so a screen whose Start button the
 * start disables can hand the focus to it (a disabled button drops the focus to the page).
 */
export const TIMER_STOP_ATTRIBUTE = 'data-timer-stop';

/** Focuses the running timer's Stop button; false when no timer shows one. */
export function focusTimerStop(): boolean {
  const stop = document.querySelector<HTMLElement>(`[${TIMER_STOP_ATTRIBUTE}]`);
  stop?.focus();
  return !!stop;
}
