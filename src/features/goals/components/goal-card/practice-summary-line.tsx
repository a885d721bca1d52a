import { practiceSummary } from '@/domain/calendar';
import { shortDate } from '@/domain/display-dates';
import { parseDayKey } from '@/domain/weeks';

/** The three view's stand-in for the calendar: how many days were practised and the latest. */
export function PracticeSummaryLine({ practiceDays }: { practiceDays: readonly string[] }) {
  const { count, lastDate } = practiceSummary(practiceDays);
  const last = lastDate === null ? null : parseDayKey(lastDate);
  return (
    <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-100">
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ${last === null ? 'bg-slate-300' : 'bg-emerald-500'}`}
      />
      {last === null
        ? 'No practice yet'
        : `${count} practice ${count === 1 ? 'day' : 'days'} · last ${shortDate(last)}`}
    </p>
  );
}
