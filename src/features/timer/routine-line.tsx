import type { Goal } from '@/domain/goal';
import { partOf } from '@/domain/goal-parts';
import type { RoutineBlock } from '@/domain/routines/routine';
import { blockView } from '@/domain/routines/routine-progress';
import { formatClock } from '@/domain/timer';
import { t } from '@/i18n/t';
import { useGoals } from '@/stores/goals/goals.store';
import { endRoutineEarly, skipBlock } from '@/stores/timer/routine-runner';
import { useTimer } from '@/stores/timer/timer.store';

const PILL_BUTTON =
  'inline-flex h-8 items-center rounded-lg px-2 text-sm min-[420px]:px-2.5 font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

const blockName = (goal: Goal | undefined, block: RoutineBlock) =>
  (block.partId && partOf(goal?.parts, block.partId)?.name) || goal?.name || '';

/** The running routine in the widget: the block, what comes next, the time left. */
export function RoutineLine() {
  const timer = useTimer((s) => s.timer);
  const now = useTimer((s) => s.now);
  const goal = useGoals((s) => s.goals.find((g) => g.id === timer?.goalId));
  const routine = goal?.routines?.find((r) => r.id === timer?.routine?.id);
  const view = timer && routine ? blockView(routine, timer, now) : null;
  if (!view || !routine) return null;
  return (
    <div className="w-full text-xs text-slate-200" aria-label={routine.name} role="group">
      <p className="font-semibold text-white">
        {t('routines.widget.block', {
          index: view.index + 1,
          count: view.count,
          name: blockName(goal, view.block),
        })}
      </p>
      <p>
        <span className="font-mono tabular-nums">
          {t('routines.widget.left', { time: formatClock(view.leftMs) })}
        </span>
        {' · '}
        {view.next
          ? t('routines.widget.next', {
              name: blockName(goal, view.next),
              minutes: view.next.minutes,
            })
          : t('routines.widget.last')}
      </p>
    </div>
  );
}

/** Skip and End early, in place of Stop while a routine runs. */
export function RoutineButtons() {
  return (
    <>
      <button type="button" className={PILL_BUTTON} onClick={skipBlock}>
        {t('routines.widget.skip')}
      </button>
      <button type="button" className={PILL_BUTTON} onClick={endRoutineEarly}>
        {t('routines.widget.end')}
      </button>
    </>
  );
}
