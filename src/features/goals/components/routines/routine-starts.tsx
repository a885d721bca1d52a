import { parseISO } from 'date-fns/parseISO';
import { Button } from '@/components/ui/button';
import type { Goal } from '@/domain/goal';
import { plannedMinutes } from '@/domain/routines/routine';
import { formatDatePattern } from '@/i18n/format';
import { t } from '@/i18n/t';
import { startRoutine } from '@/stores/timer/routine-runner';
import { useTimer } from '@/stores/timer/timer.store';

/**
 * The goal's routines on its card: a "Start routine" for each (disabled while this goal's timer
 * runs) and its last run ("Last run Tue, 58 of 60 min").
 */
export function RoutineStarts({ goal }: { goal: Pick<Goal, 'id' | 'routines' | 'routineRuns'> }) {
  const running = useTimer((s) => s.timer?.goalId === goal.id);
  if (!goal.routines?.length) return null;
  return (
    <ul aria-label="Routines" className="flex flex-col gap-2">
      {goal.routines.map((routine) => {
        const run = goal.routineRuns?.[routine.id];
        return (
          <li key={routine.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button
              size="sm"
              variant="secondary"
              disabled={running}
              onClick={() => startRoutine(goal.id, routine.id)}
            >
              {t('routines.card.start', { name: routine.name })}
            </Button>
            <span className="text-xs text-slate-600">
              {run
                ? t('routines.card.lastRun', {
                    day: formatDatePattern(parseISO(run.day), 'EEE'),
                    done: run.doneMinutes,
                    planned: run.plannedMinutes,
                  })
                : t('routines.card.planned', { planned: plannedMinutes(routine) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
