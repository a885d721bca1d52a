import { format } from 'date-fns/format';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { appConfig } from '@/config';
import { buildIcsCalendar } from '@/domain/insights/ics-calendar';
import type { InsightSession } from '@/domain/insights/insight-sessions';
import { buildSessionsCsv } from '@/domain/insights/sessions-csv';
import { nowDate } from '@/stores/clock';
import { downloadTextFile } from '../download-text-file';

const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'practice';

/** The two downloads: a calendar for Google, Apple or Outlook, and a time tracker's CSV. */
export function InsightsDownloads({
  sessions,
  scope,
}: {
  /** Null while every session is still loading. */
  sessions: InsightSession[] | null;
  /** 'all' or the chosen goal's name, for the file names. */
  scope: string;
}) {
  const base = () =>
    `${slug(appConfig.productName)}-${slug(scope)}-${format(nowDate(), 'yyyy-MM-dd')}`;
  return (
    <section
      aria-labelledby="insights-downloads"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="insights-downloads" className="text-base font-semibold text-slate-900">
        Take it elsewhere
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every session shown here, as calendar events or as a time tracker's CSV (Toggl columns).
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={!sessions?.length}
          onClick={() =>
            downloadTextFile(
              `${base()}.ics`,
              buildIcsCalendar(sessions ?? [], nowDate(), appConfig.productName),
              'text/calendar;charset=utf-8',
            )
          }
        >
          Download calendar (.ics)
        </Button>
        <Button
          variant="secondary"
          disabled={!sessions?.length}
          onClick={() =>
            downloadTextFile(
              `${base()}.csv`,
              buildSessionsCsv(sessions ?? []),
              'text/csv;charset=utf-8',
            )
          }
        >
          Download sessions (CSV)
        </Button>
      </div>
      {sessions === null && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4 border-2" /> Reading every session for the downloads…
        </p>
      )}
    </section>
  );
}
