import { cn } from '@/components/ui/cn';
import { formatHours } from '@/domain/insights/insight-sessions';

export interface HourBar {
  key: string;
  /** Shown beside the bar. */
  label: string;
  /** Read by assistive technology instead of the short label. */
  name: string;
  hours: number;
}

/** A horizontal bar chart whose values are also written out as text ('1.5 h'). */
export function HourBars({
  title,
  bars,
  wideLabels = false,
}: {
  title: string;
  bars: HourBar[];
  /** Room for names (goals) rather than short dates. */
  wideLabels?: boolean;
}) {
  const max = Math.max(...bars.map((b) => b.hours), 0);
  const titleId = `bars-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={titleId} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <ol className="space-y-1.5">
        {bars.map((bar) => (
          <li
            key={bar.key}
            className={cn(
              'grid items-center gap-2',
              wideLabels ? 'grid-cols-[minmax(0,10rem)_1fr_3.5rem]' : 'grid-cols-[4rem_1fr_3.5rem]',
            )}
          >
            <span aria-hidden="true" className="truncate text-xs text-slate-600" title={bar.name}>
              {bar.label}
            </span>
            <span className="sr-only">{bar.name}:</span>
            <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
              <span
                className="block h-full rounded-full bg-brand-600"
                style={{ width: max > 0 ? `${(bar.hours / max) * 100}%` : '0%' }}
              />
            </span>
            <span className="text-right text-xs font-medium text-slate-800 tabular-nums">
              {formatHours(bar.hours)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
