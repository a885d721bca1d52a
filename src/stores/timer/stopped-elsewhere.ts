import type { ActiveTimer } from '@/domain/timer';
import { formatPracticeLength } from '@/domain/timer-pause';
import { useFeedback } from '../feedback/feedback.store';
import { useGoals } from '../goals/goals.store';

/** How long the run's session is, when it is logged (a Stop elsewhere logs it as it stops). */
export function loggedRunMs(run: ActiveTimer): number | null {
  const sessions = useGoals.getState().view().sessions.get(run.goalId)?.values() ?? [];
  const session = [...sessions].find((s) => s.start === run.startTime);
  return session ? session.end - session.start : null;
}

/**
 * The run this device was showing was stopped elsewhere and logged there: said once, with what
 * was logged, rather than the timer going without a word (issue 49).
 */
export function tellStoppedElsewhere(run: ActiveTimer, loggedMs: number) {
  const name = useGoals.getState().goals.find((g) => g.id === run.goalId)?.name ?? 'its goal';
  useFeedback.getState().showToast({
    title: 'Timer stopped on another device',
    description: `${formatPracticeLength(loggedMs)} logged to “${name}”.`,
  });
}
