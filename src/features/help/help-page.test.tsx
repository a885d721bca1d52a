import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SHARE_AUDIENCE } from '@/components/share-audience';
import { SKILL_LEVELS } from '@/domain/skill-levels';
import HelpPage from './help-page';

function renderHelp() {
  render(
    <MemoryRouter initialEntries={['/help']}>
      <HelpPage />
    </MemoryRouter>,
  );
}

describe('HelpPage', () => {
  it('says the level follows the hours logged, as deleting a session shows', () => {
    renderHelp();
    const levels = screen.getByText(/Every goal starts at level 1/);
    expect(levels).toHaveTextContent('deleting sessions can lower it again');
    expect(levels).not.toHaveTextContent('never goes down');
  });

  it('links back to the goals page', () => {
    renderHelp();
    expect(screen.getByRole('link', { name: 'Back to Goals' })).toHaveAttribute('href', '/goals');
  });

  it('has one h1 and a section per topic', () => {
    renderHelp();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const topics = ['Goals', 'Practice days', 'Views', 'Action buttons', 'Subscription plans'];
    for (const topic of [...topics, 'Time tracking', 'Tips']) {
      expect(screen.getByRole('region', { name: topic })).toBeInTheDocument();
    }
  });

  it('lists the keyboard shortcuts, as the ? dialog does', () => {
    renderHelp();
    const section = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(section).toHaveTextContent(/Turn them off in Settings/);
    expect(section).toHaveTextContent(/New goal/);
    expect(section).toHaveTextContent(/gthengGo to goals/);
    expect(screen.getByRole('link', { name: 'Keyboard shortcuts' })).toHaveAttribute(
      'href',
      '#help-keyboard',
    );
  });

  it('says which file Loop Habit Tracker, Toggl Track and Clockify export, and how', () => {
    renderHelp();
    const section = screen.getByRole('region', { name: 'Importing from other apps' });
    const how = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(section).toContainElement(screen.getByText('Loop Habit Tracker', { selector: 'dt' }));
    expect(how('Loop Habit Tracker')).toHaveTextContent(/Export as CSV.*Checkmarks\.csv/);
    expect(how('Toggl Track')).toHaveTextContent(/Reports, then Detailed.*Download CSV/);
    expect(how('Clockify')).toHaveTextContent(/Reports, then Detailed.*Save as CSV/);
    expect(section).toHaveTextContent(/split into sessions of at most 24 hours/);
  });

  it('says share links are read-only, and who can open one in the Share dialog’s words', () => {
    renderHelp();
    const share = screen.getByText('Share', { selector: 'dt' });
    expect(share.nextElementSibling).toHaveTextContent(/Share links are read-only/);
    // The same sentence as the Share dialog (and the rules: only people signed in can open one).
    expect(share.nextElementSibling).toHaveTextContent(SHARE_AUDIENCE);
    expect(SHARE_AUDIENCE).toMatch(/^Anyone signed in to Masterly who has a share link /);
    expect(share.nextElementSibling).toHaveTextContent(/revoke one/);
  });

  it('explains the views and every action button', () => {
    renderHelp();
    for (const term of ['Views', 'Double View', 'Three View']) {
      expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
    const buttons = [
      'Add Goal',
      'Import',
      'Export',
      'Save',
      'Share',
      'Completed',
      'Settings',
      'Plan',
    ];
    for (const term of buttons) {
      expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
  });

  it('lists every plan with its price and every skill level', () => {
    renderHelp();
    for (const price of ['Free', '$3.50/month', '$9.50/month', 'Contact us']) {
      expect(screen.getByText(price, { selector: 'span' })).toBeInTheDocument();
    }
    expect(screen.getByText('Up to 15 active goals')).toBeInTheDocument();
    expect(screen.getByText('Unlimited active goals')).toBeInTheDocument();
    const rows = screen.getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(
      SKILL_LEVELS.map((level, index) => `${index + 1}. ${level.name}`),
    );
  });

  it('says red days are missed planned days, and explains plans, rest, streaks, parts, values and the calendar file', () => {
    renderHelp();
    expect(document.body).not.toHaveTextContent('past days without practice');
    const practice = screen.getByRole('region', { name: 'Practice days' });
    expect(practice).toHaveTextContent(
      /red days are planned days that have passed without practice/,
    );
    for (const topic of [
      'practice plan',
      'Rest days and breaks',
      'streak',
      'Parts',
      'value',
      'Add practice to my calendar',
      "This week's review",
    ]) {
      expect(practice).toHaveTextContent(topic);
    }
    expect(practice).toHaveTextContent(/read-only link a teacher can open for 24 hours/);
  });

  it('tells the toolbar’s Plan, the subscription, from a goal’s practice plan', () => {
    renderHelp();
    const plan = screen.getByText('Plan', { selector: 'dt' }).nextElementSibling;
    expect(plan).toHaveTextContent(/^See your subscription plan/);
    expect(plan).toHaveTextContent('A goal’s practice plan, its days, is in its settings.');
    expect(screen.queryByRole('region', { name: 'Plans' })).toBeNull();
  });

  it('explains how weekly trophies are counted', () => {
    renderHelp();
    expect(screen.getByText(/one trophy for every whole time/)).toBeInTheDocument();
    expect(screen.getByText(/past weeks keep the trophies they earned/)).toBeInTheDocument();
  });
});
