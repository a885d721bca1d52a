import { memo, Suspense, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useShortcut } from '@/components/keyboard/shortcut-events';
import { lazyNamed } from '@/components/lazy-named';
import { mergeRestRanges } from '@/domain/rest-ranges';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import type { Goal } from '@/domain/goal';
import { goalPracticeView } from '@/domain/practice-view';
import { dayKey, parseDayKey } from '@/domain/weeks';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import { nowDate } from '@/stores/clock';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { completeGoal } from '@/stores/goals/goal-actions';
import { reopenGoal } from '@/stores/goals/undo-actions';
import { endRoutineEarly } from '@/stores/timer/routine-runner';
import { useTimer } from '@/stores/timer/timer.store';
import { CalendarMonth, CalendarPlaceholder, type ChosenDay } from './calendar-month';
import { StreakLine } from '@/components/streak-line';
import { DeleteGoalButton } from './delete-goal-button';
import { GoalName } from './goal-name';
import { GoalNote } from './goal-note';
import { GoalProgressPanel } from './goal-progress-panel';
import { GearIcon, ICON_BUTTON, ListIcon, TrophyIcon } from './icons';
import { MedalList } from './medal-list';
import { OverlapNotice } from './overlap-notice';
import { PracticeSummaryLine } from './practice-summary-line';
import { TargetProgress } from './target-progress';
import { targetIsWeeklyGoal } from '@/domain/goal-settings';
import { RunningBadge, TimerButton } from './timer-button';
import { WeekStrip } from './week-strip';
import { PartTimes } from '../goal-parts/part-times';
import { RoutineStarts } from '../routines/routine-starts';
import { useSeen } from '../../hooks/use-seen';

const GoalSettingsDialog = lazyNamed(
  () => import('../goal-settings/goal-settings-dialog'),
  'GoalSettingsDialog',
);
const DayMenuDialog = lazyNamed(() => import('../rest-days/day-menu-dialog'), 'DayMenuDialog');
const SessionLogDialog = lazyNamed(
  () => import('../sessions/session-log-dialog'),
  'SessionLogDialog',
);

export type GoalCardView = 'single' | 'double' | 'three';

interface GoalCardProps {
  goal: Goal;
  view: GoalCardView;
}

/** Completes at once; the toast's Undo makes the goal active again (its counter moved back). */
function complete(goalId: string) {
  completeGoal(goalId);
  useFeedback.getState().showUndo({
    title: 'Goal Completed!',
    description:
      'Congratulations on completing the goal, which can be found in the Completed Goals section',
    undo: () => reopenGoal(goalId),
  });
}

/**
 * One active goal. Cheap to render by the hundred: no intervals, no clock subscription (today
 * is read once per render) and dialogs mount only while open. Memoised on its props.
 * content-visibility lets the browser skip layout and paint of cards far off screen.
 */
export const GoalCard = memo(function GoalCard({ goal, view }: GoalCardProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [chosenDay, setChosenDay] = useState<ChosenDay | null>(null);
  const today = nowDate();
  const todayKey = dayKey(today);
  const allGoalsRest = useAllGoalsRest((s) => s.ranges);
  // The calendar, the streak line and the week strip read the goal's days as Insights does.
  const days = useMemo(
    () => goalPracticeView(goal, allGoalsRest, parseDayKey(todayKey) ?? new Date()),
    [goal, allGoalsRest, todayKey],
  );
  const trophyLabel = `${goal.trophies} ${goal.trophies === 1 ? 'trophy' : 'trophies'}`;

  // The calendar is most of a card's DOM: a placeholder of its size stands in until the
  // card comes near the viewport, so a long list renders only the calendars in view.
  const [cardRef, seen] = useSeen<HTMLElement>();
  // Shortcuts pressed while the focus is in this card (t or Space, /).
  const timerRef = useRef<HTMLButtonElement>(null);
  const [searchFirst, setSearchFirst] = useState(false);
  useShortcut(
    'toggle-timer',
    () => {
      const { timer, stop } = useTimer.getState();
      // A routine's block ends as its End early does: the run is recorded as the routine's.
      if (timer?.goalId === goal.id) void (timer.routine ? endRoutineEarly() : stop());
      else timerRef.current?.click();
    },
    cardRef,
  );
  useShortcut(
    'search-log',
    () => {
      setSearchFirst(true);
      setSessionsOpen(true);
    },
    cardRef,
  );
  const calendar = seen ? (
    <CalendarMonth today={today} stateOf={days.stateOf} onDayMenu={setChosenDay} />
  ) : (
    <CalendarPlaceholder today={today} />
  );
  const note = <GoalNote goalId={goal.id} note={goal.note} />;

  return (
    <article
      ref={cardRef}
      aria-label={goal.name}
      data-goal-id={goal.id}
      className="@container flex h-full flex-col gap-4 rounded-2xl [contain-intrinsic-size:auto_30rem] [content-visibility:auto] bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <header className="flex items-start gap-2">
        <GoalName goalId={goal.id} name={goal.name} />
        <div className="flex shrink-0 items-center gap-0.5">
          <span
            role="img"
            aria-label={trophyLabel}
            title={trophyLabel}
            className="mr-1 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-800 ring-1 ring-amber-200 tabular-nums"
          >
            <TrophyIcon className="size-3.5 text-amber-600" />
            {goal.trophies}
          </span>
          <Link
            to={`/insights?goal=${encodeURIComponent(goal.id)}`}
            aria-label={`Insights for ${goal.name}`}
            title="Insights"
            className={ICON_BUTTON}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor" className="size-4">
              <path d="M2 13h12v1.5H2zM3 8h2v4H3zm4-4h2v8H7zm4 2h2v6h-2z" />
            </svg>
          </Link>
          <button
            type="button"
            aria-label="Goal settings"
            className={ICON_BUTTON}
            onClick={() => setSettingsOpen(true)}
          >
            <GearIcon />
          </button>
          <DeleteGoalButton goalId={goal.id} name={goal.name} />
        </div>
      </header>

      <GoalProgressPanel goal={goal} now={today} badge={<RunningBadge goalId={goal.id} />} />
      {!targetIsWeeklyGoal(goal.settings) && (
        <TargetProgress goal={goal} now={today} compact={view === 'three'} />
      )}
      <PartTimes goal={goal} now={today} />
      <RoutineStarts goal={goal} />
      <OverlapNotice sessions={goal.sessions} onReview={() => setSessionsOpen(true)} />
      <StreakLine plan={days.plan} streaks={days.streaks} />
      <MedalList medals={goal.medals} />

      {view === 'single' && (
        <div className="grid gap-4 md:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
          {calendar}
          <div className="flex flex-col gap-4">
            <WeekStrip goal={goal} today={today} stateOf={days.stateOf} />
            {note}
          </div>
        </div>
      )}
      {view === 'double' && (
        <>
          {calendar}
          {note}
        </>
      )}
      {view === 'three' && <PracticeSummaryLine practiceDays={goal.practiceDays} />}

      <footer className="mt-auto flex flex-col gap-3 border-t border-slate-100 pt-4 @sm:flex-row @sm:items-center @sm:justify-between">
        <CheckboxField
          label="Completed"
          checked={!!goal.completed}
          onChange={(e) => e.target.checked && complete(goal.id)}
        />
        <div className="grid grid-cols-2 gap-2 @sm:flex">
          <Button size="sm" variant="secondary" onClick={() => setSessionsOpen(true)}>
            <ListIcon className="size-3.5" />
            Sessions
          </Button>
          <TimerButton ref={timerRef} goalId={goal.id} goalName={goal.name} parts={goal.parts} />
        </div>
      </footer>

      <Suspense fallback={null}>
        {settingsOpen && <GoalSettingsDialog goal={goal} open onOpenChange={setSettingsOpen} />}
        {sessionsOpen && (
          <SessionLogDialog
            goal={goal}
            open
            searchFirst={searchFirst}
            onOpenChange={(open) => {
              setSessionsOpen(open);
              if (!open) setSearchFirst(false);
            }}
          />
        )}
        {chosenDay && (
          <DayMenuDialog
            goalId={goal.id}
            day={chosenDay}
            goalRest={mergeRestRanges(goal.restRanges ?? [])}
            allGoalsRest={allGoalsRest}
            today={todayKey}
            onClose={() => setChosenDay(null)}
          />
        )}
      </Suspense>
    </article>
  );
});
