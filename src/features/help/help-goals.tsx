import { SHARE_AUDIENCE } from '@/components/share-audience';
import { appConfig } from '@/config';
import { SHARE_LINK_LIMIT } from '@/domain/sharing';
import { BulletList, HelpSection, TermList } from './help-section';

export function GoalsHelp() {
  return (
    <HelpSection id="help-goals" title="Goals">
      <p>
        A goal is a skill or project you want to practice, such as a language, an instrument or a
        course. Press <strong>Add Goal</strong>, enter a Goal Name (required) and an optional Note,
        then press <strong>Create Goal</strong>.
      </p>
      <BulletList>
        <li>
          Rename a goal with the pencil next to its name. Press Enter or click elsewhere to save; an
          empty name is not saved.
        </li>
        <li>
          Each card shows the goal&apos;s level, the time since you started, a weekly progress bar
          and your hours this week against the weekly goal.
        </li>
        <li>
          The calendar shows the days you practiced in green and the planned days you missed in red
          (see{' '}
          <a href="#help-practice" className="font-medium text-brand-700 underline">
            Practice days
          </a>
          ); today is shown in bold. Use the arrows to change month.
        </li>
        <li>
          The settings button on a card sets the tracking frequency (daily, weekly or monthly), a
          target (hours, days, weeks, months, books, tutorials or videos), a list of resources you
          can tick off as you finish them, reminders and notifications, and the practice plan, rest
          days, parts and a value to measure.
        </li>
        <li>
          Tick <strong>Completed</strong> when you reach a goal. It moves to the Completed page,
          where you can restore it at any time. Deleting a goal cannot be undone.
        </li>
      </BulletList>
    </HelpSection>
  );
}

const VIEWS = [
  {
    term: 'Views',
    description:
      'One goal per row with everything visible: calendar, note and a strip of the last three weeks with trophies and hours.',
  },
  {
    term: 'Double View',
    description: 'Two columns on medium and larger screens, each card with its calendar.',
  },
  {
    term: 'Three View',
    description:
      'Up to three columns on large screens for a quick overview. The calendar becomes a count of practice days with the last practice date, and notes are hidden.',
  },
];

export function ViewsHelp() {
  return (
    <HelpSection id="help-views" title="Views">
      <p>Choose how your goals are laid out with the view selector at the top of the goals page.</p>
      <TermList items={VIEWS} />
    </HelpSection>
  );
}

const ACTIONS = [
  {
    term: 'Add Goal',
    description:
      "Create a new goal. When you have reached your plan's goal limit you are taken to your plan instead.",
  },
  {
    term: 'Import',
    description: `Load goals from a file exported from ${appConfig.productName}. You can keep each goal's times or set its total and weekly hours, and choose whether to apply your default settings.`,
  },
  {
    term: 'Export',
    description: 'Download all your goals as a JSON file, as a backup or to move them elsewhere.',
  },
  {
    term: 'Save',
    description: 'Save your goals to the cloud right now. Changes are also saved automatically.',
  },
  {
    term: 'Share',
    description:
      'Create a link and QR code to a snapshot of your active goals. Share links are read-only. ' +
      `${SHARE_AUDIENCE} While your goals stay the same, Share shows the link you already ` +
      `have instead of making another. Under Your links you see your live links (at most ` +
      `${SHARE_LINK_LIMIT}) and can revoke one: it stops working at once.`,
  },
  {
    term: 'Completed',
    description: 'See your completed goals, and restore or delete one or several.',
  },
  {
    term: 'Settings',
    description: 'Set the default frequency, target, reminders and notifications for new goals.',
  },
  {
    term: 'Plan',
    description:
      'See your subscription plan, how many goals you use and the other plans. (A goal’s practice plan, its days, is in its settings.)',
  },
];

export function ActionsHelp() {
  return (
    <HelpSection id="help-actions" title="Action buttons">
      <p>The buttons above your goals:</p>
      <TermList items={ACTIONS} />
    </HelpSection>
  );
}
