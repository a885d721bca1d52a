import { BackToGoalsLink } from '@/components/ui/back-to-goals-link';
import { useMemo } from 'react';
import { useSameItems } from '@/components/use-same-items';
import { useLocation, useNavigate } from 'react-router-dom';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { valueSeries } from '@/domain/insights/value-series';
import { dayKey } from '@/domain/weeks';
import { nowDate } from '@/stores/clock';
import { useSessionsSince } from '@/stores/goals/full-log';
import { useGoals } from '@/stores/goals/goals.store';
import { HourBars } from './components/hour-bars';
import { InsightStats } from './components/insight-stats';
import { InsightsDownloads } from './components/insights-downloads';
import { InsightsEmpty } from './components/insights-empty';
import { ValueChart } from './components/value-chart';
import { YearHeatmap } from './components/year-heatmap';
import { useAllGoalsRest } from '@/stores/settings/all-goals-rest.store';
import { insightsModel } from './insights-model';
import { PartFilter } from './components/part-filter';
import { useEarlyDayTotals } from './early-totals';
import { heading, usePartView } from './part-view';

const ALL = 'all';

/** /insights: a year of practice as a heatmap, streaks, weekly and monthly hours, downloads. */
export default function InsightsPage() {
  const status = useGoals((s) => s.status);
  const ready = status === 'ready';
  // The charts come from each goal's practice per day: no session is read for them (the
  // downloads read every session when asked).
  const goals = useGoals((s) => s.goals);
  const dayTotals = useGoals((s) => s.dayTotals);
  const storeClosedYears = useGoals((s) => s.closedYears);
  // useLocation and useNavigate are in the first load already; useSearchParams would add to it.
  const search = new URLSearchParams(useLocation().search);
  const asked = search.get('goal');
  const navigate = useNavigate();
  const wholeGoal = goals.find((g) => g.id === asked) ?? null;
  const partView = usePartView(wholeGoal, search.get('part'));
  const goal = partView.part && !partView.loading ? partView.goal : wholeGoal;
  // The charts of all goals are drawn from the tallies while the recent sessions are read.
  const early = useEarlyDayTotals(ready || wholeGoal !== null);
  const allTotals = ready ? dayTotals : (early?.dayTotals ?? dayTotals);
  const allClosedYears = ready ? storeClosedYears : (early?.closedYears ?? storeClosedYears);
  const partShown = partView.part && !partView.loading;
  const shownTotals = partShown ? partView.dayTotals : allTotals;
  // A part's figures come from its sessions, every year of them.
  const shownClosedYears = partShown ? undefined : allClosedYears;
  const today = nowDate();
  const day = dayKey(today);
  const allGoalsRest = useAllGoalsRest((s) => s.ranges);
  // The store hands out new lists on every update, with the same goal and day-total objects
  // while a goal is unchanged: the charts are counted again only when one of them changes.
  const chosen = useSameItems(goal ? [goal] : goals);
  const chosenTotals = useSameItems(
    chosen.flatMap((g) => [shownTotals.get(g.id), shownClosedYears?.get(g.id)]),
  );
  const model = useMemo(
    () =>
      ready || early
        ? insightsModel(chosen, shownTotals, today, {
            allGoalsRest,
            closedYears: shownClosedYears,
          })
        : null,
    // Recomputed when the goals, their practice, the rest days or the day change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, early, chosen, chosenTotals, day, allGoalsRest],
  );
  const chosenIds = useMemo(() => chosen.map((g) => g.id), [chosen]);
  // Measured values come with the sessions: every one of them is read, but only for a goal
  // that measures something.
  const measured = chosen.some((g) => g.settings.measure !== undefined);
  const fullLog = useSessionsSince(measured ? null : undefined);
  const values = useMemo(
    () => (measured && fullLog ? valueSeries(chosen) : []),
    [measured, fullLog, chosen],
  );
  const hasAnySession =
    [...allClosedYears.values()].some((closed) => closed.practiceDays.length > 0) ||
    [...allTotals.values()].some((days) => days.size > 0);

  function choose(value: string, part = '') {
    const query = value === ALL ? {} : { goal: value, ...(part ? { part } : {}) };
    const search = new URLSearchParams(query).toString();
    void navigate(`/insights${search ? `?${search}` : ''}`, { replace: true });
  }

  return (
    <section aria-labelledby="insights-title" className="mx-auto max-w-5xl space-y-6">
      <BackToGoalsLink />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="insights-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Insights
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Your practice over the last year: every day, your streaks and your hours.
          </p>
        </div>
        {model && hasAnySession && (
          <div className="flex w-full flex-wrap gap-3 sm:w-auto">
            <SelectField
              label="Goal"
              className="w-full sm:w-64"
              value={goal?.id ?? ALL}
              onChange={(e) => choose(e.target.value)}
              options={[
                { value: ALL, label: 'All goals' },
                ...[...goals]
                  .sort((a, b) => a.name.localeCompare(b.name))
                  .map((g) => ({
                    value: g.id,
                    label: g.completed ? `${g.name} (completed)` : g.name,
                  })),
              ]}
            />
            {wholeGoal && (
              <PartFilter
                parts={wholeGoal.parts}
                value={partView.part ?? ''}
                onChange={(part) => choose(wholeGoal.id, part)}
              />
            )}
          </div>
        )}
      </div>

      {!model || (partView.part && partView.loading) ? (
        <div role="status" className="flex flex-col items-center gap-4 py-24">
          <Spinner />
          <p className="text-sm font-medium text-slate-600">Loading your practice...</p>
        </div>
      ) : !hasAnySession ? (
        <InsightsEmpty />
      ) : (
        <>
          <InsightStats streak={model.streak} totalHours={model.totalHours} best={model.best} />
          <section
            aria-labelledby="insights-heatmap"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
          >
            <h2 id="insights-heatmap" className="mb-3 text-base font-semibold text-slate-900">
              {goal
                ? `${heading(goal.name, wholeGoal?.parts, partView.part)}: hours per day`
                : 'All goals: hours per day'}
            </h2>
            {!model.practised && (
              <p className="mb-3 text-sm text-slate-600">
                No sessions for this goal yet. Start its timer or add a session on the Goals page.
              </p>
            )}
            <YearHeatmap key={`${goal?.id ?? ALL}-${day}`} weeks={model.weeks} />
          </section>
          <div className="grid gap-4 md:grid-cols-2">
            <HourBars
              title="Hours per week (last 12 weeks)"
              bars={model.perWeek.map((p) => ({ key: p.name, ...p }))}
            />
            <HourBars
              title="Hours per month (last 12 months)"
              bars={model.perMonth.map((p) => ({ key: p.name, ...p }))}
            />
          </div>
          {model.perGoal.length > 0 && (
            <HourBars
              title="Hours per goal"
              wideLabels
              bars={model.perGoal.map((g) => ({
                key: g.goalId,
                label: g.goalName,
                name: g.goalName,
                hours: g.hours,
              }))}
            />
          )}
          {values.map((series) => (
            <ValueChart key={series.goalId} series={series} />
          ))}
          <InsightsDownloads
            goalIds={chosenIds}
            scope={
              partShown
                ? heading(goal?.name ?? '', wholeGoal?.parts, partView.part)
                : (goal?.name ?? 'all goals')
            }
            part={partShown ? partView.part : null}
          />
        </>
      )}
    </section>
  );
}
