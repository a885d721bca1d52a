import { format } from 'date-fns/format';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/use-action';
import { Spinner } from '@/components/ui/spinner';
import { appConfig } from '@/config';
import { buildIcsCalendar } from '@/domain/insights/ics-calendar';
import { insightSessions, type InsightSession } from '@/domain/insights/insight-sessions';
import { buildSessionsCsv } from '@/domain/insights/sessions-csv';
import { nowDate } from '@/stores/clock';
import { whenFullLog } from '@/stores/goals/full-log';
import { useGoals } from '@/stores/goals/goals.store';
import { downloadTextFile } from '@/components/download-file';
import { sessionsOnPart } from '../part-view';

const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'practice';

const downloadFailed = (failure: unknown) => {
  console.error('The download failed', failure);
  return null;
};

interface Download {
  extension: 'ics' | 'csv';
  type: string;
  build(sessions: InsightSession[]): string;
}

const CALENDAR: Download = {
  extension: 'ics',
  type: 'text/calendar;charset=utf-8',
  build: (sessions) => buildIcsCalendar(sessions, nowDate(), appConfig.productName),
};
const SESSIONS_CSV: Download = {
  extension: 'csv',
  type: 'text/csv;charset=utf-8',
  build: buildSessionsCsv,
};

/**
 * The two downloads: a calendar for Google, Apple or Outlook, and a time tracker's CSV. The
 * charts need no session; every session of the chosen goals is read only when one is asked for.
 */
export function InsightsDownloads({
  goalIds,
  scope,
  part = null,
}: {
  /** The goals shown. */
  goalIds: readonly string[];
  /** 'all' or the chosen goal's name, for the file names. */
  scope: string;
  /** The part filter's value: only the sessions on it are downloaded, as the charts show. */
  part?: string | null;
}) {
  const { busy: reading, perform } = useAction(downloadFailed);

  const download = ({ extension, type, build }: Download) =>
    perform(async () => {
      const release = await whenFullLog();
      try {
        const goals = useGoals
          .getState()
          .goals.filter((g) => goalIds.includes(g.id))
          .map((g) => (part ? { ...g, sessions: sessionsOnPart(g, part) } : g));
        const name = `${slug(appConfig.productName)}-${slug(scope)}-${format(nowDate(), 'yyyy-MM-dd')}`;
        downloadTextFile(`${name}.${extension}`, build(insightSessions(goals)), type);
      } finally {
        release();
      }
    });

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
        <Button variant="secondary" disabled={reading} onClick={() => void download(CALENDAR)}>
          Download calendar (.ics)
        </Button>
        <Button variant="secondary" disabled={reading} onClick={() => void download(SESSIONS_CSV)}>
          Download sessions (CSV)
        </Button>
      </div>
      {reading && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4 border-2" /> Reading every session for the downloads…
        </p>
      )}
    </section>
  );
}
