import { appConfig } from '@/config';
import { SKILL_LEVELS } from '@/domain/skill-levels';
import { BulletList, HelpSection } from './help-section';

export function TimeTrackingHelp() {
  return (
    <HelpSection id="help-time" title="Time tracking">
      <h3 className="font-semibold text-slate-900">Timer</h3>
      <p>
        Press <strong>Timer</strong> on a goal to start timing a practice session. One timer runs at
        a time and a floating widget shows the elapsed time while you practice. When you stop it,
        the time is added to the goal&apos;s total and to this week, today is marked as a practice
        day, and trophies and level are updated.
      </p>
      <p>
        Interrupted? Press <strong>Pause</strong>, and <strong>Resume</strong> when you are back:
        paused time is not logged. Pause, Resume and Stop work from the widget, from the timer
        notification and from any of your tabs and devices. A timer left paused for over 12 hours
        asks, the next time you open the app, whether to log what you practiced.
      </p>
      <h3 className="font-semibold text-slate-900">Trophies</h3>
      <p>
        Weeks run from Sunday to Saturday. Each week you earn one trophy for every whole time your
        weekly time covers your weekly goal. With a weekly goal of 4 hours, 9 hours of practice
        earns 2 trophies and 3.5 hours earns none. A goal&apos;s trophy count is the sum over all
        weeks. Changing the weekly goal counts from the current week on: past weeks keep the
        trophies they earned.
      </p>
      <h3 className="font-semibold text-slate-900">Skill levels</h3>
      <p>
        Every goal starts at level 1. Your level rises as the goal&apos;s total hours reach the next
        threshold. It always matches the hours logged, so deleting sessions can lower it again.
      </p>
      <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Skill levels and the total hours needed for each</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                Level
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold sm:px-4">
                Total hours
              </th>
              <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                Typical pace
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {SKILL_LEVELS.map((level, index) => (
              <tr key={level.name}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900 sm:px-4">
                  {index + 1}. {level.name}
                </th>
                <td className="px-3 py-2 text-right text-slate-700 tabular-nums sm:px-4">
                  {level.requiredHours}
                </td>
                <td className="px-3 py-2 text-slate-700 sm:px-4">
                  <span className="whitespace-nowrap">{level.months} months</span>
                  <span className="hidden sm:inline">, </span>
                  <br className="sm:hidden" />
                  <span className="whitespace-nowrap">{level.hours} h a day</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </HelpSection>
  );
}

export function TipsHelp() {
  return (
    <HelpSection id="help-tips" title="Tips">
      <BulletList>
        <li>Set a weekly goal you can really keep: trophies reward steady weeks, not sprints.</li>
        <li>A short session every day keeps your calendar green and builds the habit.</li>
        <li>Add books, courses and videos as resources and tick them off as you finish them.</li>
        <li>Use Three View to check many goals at a glance, and Views to look back three weeks.</li>
        <li>Export your goals from time to time to keep a backup.</li>
        <li>
          Share a read-only link with a teacher or friend to show your progress; they can look but
          not edit.
        </li>
        <li>Install {appConfig.productName} on your phone or desktop to start a timer in a tap.</li>
      </BulletList>
    </HelpSection>
  );
}
