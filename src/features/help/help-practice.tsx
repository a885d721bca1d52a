import { appConfig } from '@/config';
import { PARTS_MAX } from '@/domain/goal-parts';
import { BulletList, HelpSection } from './help-section';

/** The practice plan and what follows from it: the calendar, rest, streaks, parts and values. */
export function PracticeDaysHelp() {
  return (
    <HelpSection id="help-practice" title="Practice days">
      <p>
        Each goal has a <strong>practice plan</strong>, set in its settings: every day, chosen
        weekdays (such as Monday to Friday), or a number of days a week, any days. The card shows
        the plan, such as Mon–Fri, beside your streak.
      </p>
      <BulletList>
        <li>
          On the calendar, <span className="font-semibold text-emerald-700">green</span> days are
          days you practiced and <span className="font-semibold text-red-700">red</span> days are
          planned days that have passed without practice. Days the plan leaves free are faint, rest
          days are striped, and days before the goal started are never red.
        </li>
        <li>
          <strong>Rest days and breaks</strong>, for a holiday or an illness, are never missed. Add
          them in a goal&apos;s settings, or press a day on the calendar. A break can be for one
          goal or for all of them.
        </li>
        <li>
          Your <strong>streak</strong> counts the planned days in a row you practiced, and Best is
          your longest. Free days and rest days neither add to it nor break it. With a number of
          days a week, the streak counts the weeks that reached it. Today, or this week, counts once
          done and breaks nothing while it lasts.
        </li>
        <li>
          <strong>Parts</strong> split a goal&apos;s time, such as Scales, Études and Repertoire (up
          to {PARTS_MAX}). The timer asks which part you are practicing; the goal still counts all
          of its time, and Insights can show one part at a time.
        </li>
        <li>
          To follow a <strong>value</strong> such as a tempo, tick Measure something in each session
          in the goal&apos;s settings. After a Stop, How did it go? asks for the value and a note,
          and Insights draws the values over time.
        </li>
        <li>
          <strong>Add practice to my calendar</strong>, in a goal&apos;s settings, downloads a
          calendar file with one repeating event on your practice days (each Sunday for a number of
          days a week), leaving out rest days, so your phone or computer reminds you even when{' '}
          {appConfig.productName} is closed. Download it again after you change the plan or add rest
          days.
        </li>
        <li>
          <strong>This week&apos;s review</strong>, on the goals page, sets each goal&apos;s week
          beside the week before: hours against the weekly goal and per part, planned days practiced
          and missed, the streak, the best value and the week&apos;s notes. Print it, or press Share
          for a read-only link a teacher can open for 24 hours; Revoke stops it at once.
        </li>
      </BulletList>
    </HelpSection>
  );
}
