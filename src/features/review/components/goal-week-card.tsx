import { formatMeasured } from '@/domain/journal';
import type { GoalWeek, ReviewValues } from '@/domain/review/weekly-review';
import { countText as count } from '@/domain/streaks';
import { hoursText, noteDayText } from '../review-format';
import { WeekDays } from './week-days';

function daysLine(week: GoalWeek): string {
  const practiced = `${count(week.practiced, 'day')} practiced`;
  if (!week.daysAWeek) return `${practiced}, ${week.missed} missed`;
  const { count: asked, met } = week.daysAWeek;
  return met ? `${practiced} · plan met` : `${week.practiced} of ${count(asked, 'day')} practiced`;
}

function ValuesLine({ values, before }: { values: ReviewValues; before: ReviewValues | null }) {
  const { measure } = values;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">{measure.name}:</span> best{' '}
      <strong className="tabular-nums">{formatMeasured(values.best, measure)}</strong>
      {values.record && (
        <span className="ml-1.5 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
          New best
        </span>
      )}
      , last <span className="tabular-nums">{formatMeasured(values.latest, measure)}</span>
      {before && (
        <span className="text-slate-500">
          {' '}
          (the week before best {formatMeasured(before.best, measure)})
        </span>
      )}
    </p>
  );
}

/** One goal's week beside the week before it. */
export function GoalWeekCard({ week, before }: { week: GoalWeek; before?: GoalWeek }) {
  const titleId = `review-goal-${week.goalId}`;
  const lastWeekOf = (id: string | null) => before?.parts.find((p) => p.id === id)?.ms ?? 0;
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 print:break-after-page print:shadow-none print:last:break-after-auto"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {week.name}
        </h2>
        <p className="text-sm text-slate-600">
          <strong className="text-base font-semibold text-slate-900 tabular-nums">
            {hoursText(week.ms)}
          </strong>{' '}
          of {week.weeklyGoalHours} h weekly goal
          {before && <span className="text-slate-500"> · week before {hoursText(before.ms)}</span>}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <WeekDays days={week.days} />
        <span>{daysLine(week)}</span>
        <span>
          Streak{' '}
          <strong className="font-semibold text-slate-900 tabular-nums">
            {count(week.streak.current, week.streak.unit)}
          </strong>
        </span>
      </div>

      {week.parts.length > 0 && (
        <table className="w-full max-w-md text-sm">
          <caption className="sr-only">Time per part</caption>
          <thead>
            <tr className="text-left text-xs font-medium text-slate-500">
              <th scope="col" className="py-1 font-medium">
                Part
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                This week
              </th>
              {before && (
                <th scope="col" className="py-1 text-right font-medium">
                  Week before
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {week.parts.map((part) => (
              <tr key={part.id ?? 'none'} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-normal text-slate-800">
                  {part.name}
                </th>
                <td className="py-1 text-right tabular-nums">{hoursText(part.ms)}</td>
                {before && (
                  <td className="py-1 text-right text-slate-500 tabular-nums">
                    {hoursText(lastWeekOf(part.id))}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {week.values && <ValuesLine values={week.values} before={before?.values ?? null} />}

      {week.notes.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Notes</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {week.notes.map((n) => (
              <li key={n.sessionId} className="break-words">
                <span className="font-medium text-slate-600">{noteDayText(n.at)}</span>
                {n.partName && <span className="text-slate-500"> · {n.partName}</span>}: {n.note}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
