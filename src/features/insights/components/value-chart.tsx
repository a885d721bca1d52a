import { format } from 'date-fns/format';
import { formatMeasured } from '@/domain/journal';
import type { ValueSeries } from '@/domain/insights/value-series';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { left: 16, right: 16, top: 16, bottom: 16 };

const dayText = (ms: number) => format(ms, 'MMM d, yyyy');

/** Evenly spread labels of the value axis: the lowest, middle and highest value. */
function scale(series: ValueSeries) {
  const values = series.points.map((p) => p.value);
  const times = series.points.map((p) => p.at);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const spread = high - low || Math.max(1, Math.abs(high) * 0.1);
  const [min, max] = [low - spread * 0.1, high + spread * 0.1];
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const x = (at: number) =>
    last === first
      ? (PAD.left + WIDTH - PAD.right) / 2
      : PAD.left + ((at - first) / (last - first)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) =>
    PAD.top + (1 - (value - min) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  return { x, y, low, high, first, last };
}

/**
 * One goal's measured value over time as a line, each new best a filled dot, the best ringed.
 * The labels are text beside the drawing, so they keep their size on a phone.
 */
export function ValueChart({ series }: { series: ValueSeries }) {
  const { measure, points, best } = series;
  const titleId = `values-${series.goalId}`;
  const title = `${series.goalName}: ${measure.name.toLowerCase()}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {points.length === 0 || !best ? (
        <p className="mt-2 text-sm text-slate-600">
          No {measure.name.toLowerCase()} recorded yet. Add it when you stop the timer, or in the
          goal&apos;s session log.
        </p>
      ) : (
        <Chart series={series} best={best} />
      )}
    </section>
  );
}

function Chart({ series, best }: { series: ValueSeries; best: NonNullable<ValueSeries['best']> }) {
  const { measure, points } = series;
  const { x, y, low, high, first, last } = scale(series);
  const line = points.map((p) => `${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const direction = measure.higherIsBetter ? 'higher is better' : 'lower is better';
  const summary = `${points.length} ${points.length === 1 ? 'session' : 'sessions'} from ${dayText(first)} to ${dayText(last)}; best so far ${formatMeasured(best.value, measure)} on ${dayText(best.at)} (${direction}).`;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        Best so far:{' '}
        <strong className="font-semibold text-slate-900">
          {formatMeasured(best.value, measure)}
        </strong>{' '}
        on {dayText(best.at)} · {direction}
      </p>
      <div className="mt-3 flex gap-2">
        <div
          aria-hidden="true"
          className="flex flex-col justify-between py-3 text-right text-xs text-slate-500 tabular-nums"
        >
          <span>{formatMeasured(high, undefined)}</span>
          <span>{formatMeasured(low, undefined)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="h-auto w-full overflow-visible"
          >
            {[low, high].map((v) => (
              <line
                key={v}
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(v)}
                y2={y(v)}
                className="stroke-slate-200"
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <polyline
              points={line}
              fill="none"
              strokeWidth={2.5}
              vectorEffect="non-scaling-stroke"
              className="stroke-brand-600"
            />
            {points.map((p) => (
              <circle
                key={`${p.at}-${p.value}`}
                cx={x(p.at)}
                cy={y(p.value)}
                r={p.record ? 7 : 5}
                className={p.record ? 'fill-brand-600' : 'fill-white stroke-brand-600'}
                strokeWidth={p.record ? 0 : 3}
              />
            ))}
            <circle
              cx={x(best.at)}
              cy={y(best.value)}
              r={14}
              fill="none"
              strokeWidth={4}
              className="stroke-amber-500"
            />
          </svg>
          <div aria-hidden="true" className="flex justify-between text-xs text-slate-500">
            <span>{format(first, 'MMM d')}</span>
            <span>{format(last, 'MMM d')}</span>
          </div>
        </div>
      </div>
    </>
  );
}
