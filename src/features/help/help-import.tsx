import { appConfig } from '@/config';
import { BulletList, HelpSection, TermList } from './help-section';

const APPS = [
  {
    term: 'Loop Habit Tracker',
    description: (
      <>
        In Loop, open the menu, then Settings, then <strong>Export as CSV</strong>. Loop saves a zip
        named &lsquo;Loop Habits CSV&rsquo; with the date (Habits.csv, Checkmarks.csv and a folder
        per habit). Import that zip as it is, or only its Checkmarks.csv. Each habit becomes a goal:
        the days you checked become practice days (days Loop filled in by itself, skipped or left
        empty do not count), measurable habits counted in minutes or hours bring their time as
        sessions, the question and description go into the note, and archived habits arrive
        completed.
      </>
    ),
  },
  {
    term: 'Toggl Track',
    description: (
      <>
        In Toggl Track, open Reports, then <strong>Detailed</strong>, choose the dates, then Export
        and <strong>Download CSV</strong>. Each project becomes a goal and each time entry a session
        with its real start and end, in your time zone, so totals, weeks, trophies and levels
        follow. Entries without a project go to one goal named &lsquo;No project&rsquo;.
      </>
    ),
  },
  {
    term: 'Clockify',
    description: (
      <>
        In Clockify, open Reports, then <strong>Detailed</strong>, choose the dates, then Export and{' '}
        <strong>Save as CSV</strong>. It is read like Toggl Track&rsquo;s file, with the date and
        time format of your Clockify profile (for example 11/16/2026 or 16.11.2026, 24-hour or
        AM/PM).
      </>
    ),
  },
  {
    term: `${appConfig.productName} sessions`,
    description:
      "The sessions CSV from the Insights page (Download sessions) uses Toggl Track's columns and imports the same way, for example into another account.",
  },
] as const;

/** How to bring history from other apps: which file each one exports, and how to get it. */
export function ImportHelp() {
  return (
    <HelpSection id="help-import" title="Importing from other apps">
      <p>
        Choose <strong>Import</strong> on the goals page and pick the file the other app exported.
        Before anything is saved, the Import Time Settings dialog names the app and counts the goals
        and sessions it found.
      </p>
      <TermList items={APPS} />
      <BulletList>
        <li>
          An entry longer than 24 hours is split into sessions of at most 24 hours, so no time is
          lost. Entries that end in the future or overlap an earlier entry of the same project are
          left out, and the dialog says how many.
        </li>
        <li>
          Importing the same file again adds only what is new: sessions imported before are
          recognised and skipped, never overwritten or counted twice.
        </li>
        <li>
          A file that cannot be read changes nothing, and the message says why. Your plan&rsquo;s
          active goal limit applies to imported goals too.
        </li>
      </BulletList>
    </HelpSection>
  );
}
