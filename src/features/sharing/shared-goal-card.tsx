import { useId } from 'react';
import { StreakLine } from '@/components/streak-line';
import { DAY_MARK_CLASSES } from '@/components/ui/day-state-style';
import { DAY_STATE_WORDS, type DayState } from '@/domain/day-state';
import { weekdayDate } from '@/domain/display-dates';
import { formatHours } from '@/domain/goal-progress';
import type { DayMarks, SharedGoal } from '@/domain/sharing-snapshot';
import { skillLevel } from '@/domain/skill-levels';
import { dayKey, parseDayKey } from '@/domain/weeks';

const dayName = (key: string) => weekdayDate(parseDayKey(key) ?? new Date(NaN));

/** Days shown in the practice strip: the last four weeks. */
const STRIP_DAYS = 28;

function lastDays(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1 - i));
    return dayKey(day);
  });
}

/** What a day was by the plan on the day of sharing, as the owner's card showed it. */
function markOf(marks: DayMarks, key: string): DayState | undefined {
  const from = parseDayKey(marks.from);
  const day = parseDayKey(key);
  if (!from || !day) return undefined;
  const index = Math.round((day.getTime() - from.getTime()) / 86_400_000);
  return marks.states[index];
}

/** A day of the strip: its state by the plan, or (links without marks) practised or not. */
function dayOf(goal: SharedGoal, practiced: ReadonlySet<string>, key: string) {
  const state = goal.marks && markOf(goal.marks, key);
  if (state) return { className: DAY_MARK_CLASSES[state], words: DAY_STATE_WORDS[state] };
  return practiced.has(key)
    ? { className: DAY_MARK_CLASSES.practiced, words: 'practiced' }
    : { className: 'bg-slate-100', words: 'not practiced' };
}

/** One shared goal, presentation only: no inputs, nothing that changes anything. */
export function SharedGoalCard({ goal, today }: { goal: SharedGoal; today: Date }) {
  const level = skillLevel(goal.level);
  const practiced = new Set(goal.recentDays);
  const trophies = `${goal.trophies} ${goal.trophies === 1 ? 'trophy' : 'trophies'}`;
  const nameId = useId();

  return (
    <article
      aria-labelledby={nameId}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 id={nameId} className="text-lg font-semibold text-slate-900">
            {goal.name}
          </h2>
          <p className="text-sm text-slate-600">
            Level {goal.level} · {level.name}
          </p>
        </div>
        <p className="rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-800">
          <span aria-hidden="true">🏆 </span>
          {trophies}
        </p>
      </header>
      {goal.plan && goal.streaks && <StreakLine plan={goal.plan} streaks={goal.streaks} />}
      {goal.note && <p className="text-sm whitespace-pre-wrap text-slate-700">{goal.note}</p>}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-slate-500">Total time</dt>
          <dd className="font-semibold text-slate-900">Total {formatHours(goal.hours)} h</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-slate-500">Practice days</dt>
          <dd className="font-semibold text-slate-900">
            {goal.dayCount} {goal.dayCount === 1 ? 'day' : 'days'}
          </dd>
        </div>
      </dl>
      <div>
        <p className="mb-1.5 text-xs font-medium text-slate-500">Last 4 weeks</p>
        <ul
          className="grid grid-cols-7 gap-1"
          aria-label={`${goal.name}: practice in the last 4 weeks`}
        >
          {lastDays(today, STRIP_DAYS).map((key) => {
            const { className, words } = dayOf(goal, practiced, key);
            return (
              <li
                key={key}
                title={`${dayName(key)}: ${words}`}
                aria-label={`${dayName(key)}: ${words}`}
                className={`h-4 rounded ${className}`}
              />
            );
          })}
        </ul>
      </div>
    </article>
  );
}
