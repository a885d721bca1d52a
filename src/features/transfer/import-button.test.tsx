import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createGoal } from '@/domain/goal';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { useDefaultSettings } from '@/stores/settings/default-settings.store';
import { fixtureText, fixtureZip } from '@/domain/import/fixtures/read-fixture';
import { ImportButton } from './import-button';
import { NOW, setUpImportTests } from './import-test-kit';

const kit = setUpImportTests();

const EXPORT = {
  goals: [
    {
      id: 'g1',
      name: 'Piano',
      totalTimeSpent: 30,
      weeklyGoal: 4,
      settings: { frequency: 'daily', target: { type: 'hours', value: 1 }, reminders: true },
    },
    { id: 'g2', name: 'Chess', completed: true, completedDate: '2026-01-01T00:00:00.000Z' },
  ],
  exportDate: '2026-11-18T10:00:00.000Z',
  version: '1.0',
};

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

async function setUp(existing = 0) {
  for (let i = 0; i < existing; i += 1) {
    kit.fake.goalStore.seed(createGoal({ id: `e${i}`, name: `Existing ${i}`, now: new Date(NOW) }));
  }
  useGoals.getState().start('u1');
  await settle();
  const user = userEvent.setup();
  render(<ImportButton />);
  return user;
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  content: string | Uint8Array,
  name = 'x.json',
) {
  const part = typeof content === 'string' ? content : new Uint8Array(content);
  await user.upload(screen.getByLabelText('Import file'), new File([part], name));
}

async function importWithoutDefaults(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
  await user.click(within(dialog).getByRole('button', { name: 'Import Goals' }));
  await user.click(await screen.findByRole('button', { name: 'No, keep theirs' }));
}

describe('ImportButton', () => {
  it('is a secondary toolbar button named Import', async () => {
    await setUp();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveClass('h-9');
    expect(screen.getByLabelText('Import file')).toHaveAttribute(
      'accept',
      expect.stringContaining('.json'),
    );
  });

  it("alerts 'Invalid file format' for a file without a goals array and changes nothing", async () => {
    const user = await setUp(1);
    await choose(user, '{"notGoals": []}');
    await waitFor(() => expect(useFeedback.getState().alert?.message).toBe('Invalid file format'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(kit.fake.goalStore.imports).toHaveLength(0);
  });

  it('lists the goals as Active or Completed, asks about defaults, then imports', async () => {
    const user = await setUp();
    await choose(user, JSON.stringify(EXPORT));
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    expect(
      within(within(dialog).getByRole('listitem', { name: 'Piano' })).getByText('Active'),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('listitem', { name: 'Chess' })).getByText('Completed'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import Goals' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Would you like to apply your current default settings to the imported goals?',
    );
    await user.click(within(question).getByRole('button', { name: 'No, keep theirs' }));

    await waitFor(() => expect(useFeedback.getState().toast?.title).toBe('Imported 2 goals'));
    const written = kit.fake.goalStore.imports[0] ?? [];
    expect(written.map((g) => g.name)).toEqual(['Piano', 'Chess']);
    expect(written.map((g) => g.id)).not.toContain('g1');
    expect(written[0]).toMatchObject({ totalTimeSpent: 30, settings: { frequency: 'daily' } });
    expect(kit.fake.goalStore.activeCounter).toBe(1);
  });

  it('customizes time, validates the hours and applies the defaults', async () => {
    useDefaultSettings.setState({
      settings: {
        frequency: 'weekly',
        target: { type: 'hours', value: 6 },
        resources: [],
        reminders: false,
        notifications: true,
      },
    });
    const user = await setUp();
    await choose(user, JSON.stringify(EXPORT));
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    const piano = within(dialog).getByRole('listitem', { name: 'Piano' });
    await user.click(within(piano).getByLabelText('Customize time'));
    const total = within(piano).getByLabelText('Total Time Spent (hours)');
    const weekly = within(piano).getByLabelText('Weekly Time Spent (hours)');
    expect(total).toHaveAttribute('step', '0.1');
    expect(total).toHaveAttribute('min', '0');
    await user.clear(total);
    await user.click(within(dialog).getByRole('button', { name: 'Import Goals' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Piano: Hours must be a number');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(total, '12.5');
    await user.clear(weekly);
    await user.type(weekly, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Import Goals' }));
    await user.click(await screen.findByRole('button', { name: 'Apply defaults' }));

    await waitFor(() => expect(kit.fake.goalStore.imports).toHaveLength(1));
    const [written] = kit.fake.goalStore.imports[0] ?? [];
    expect(written).toMatchObject({
      totalTimeSpent: 12.5,
      weeklyTimeSpent: 3,
      weeklyGoal: 6,
      settings: { frequency: 'weekly', target: { type: 'hours', value: 6 }, notifications: true },
    });
  });

  it('Cancel closes the dialog and imports nothing', async () => {
    const user = await setUp();
    await choose(user, JSON.stringify(EXPORT));
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(kit.fake.goalStore.imports).toHaveLength(0);
  });

  it('shows the plan-cap message and writes nothing when the import does not fit', async () => {
    const user = await setUp(3);
    await choose(user, JSON.stringify(EXPORT));
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Import Goals' }));
    await user.click(await screen.findByRole('button', { name: 'No, keep theirs' }));
    await waitFor(() =>
      expect(useFeedback.getState().alert?.message).toBe(
        'This import has 1 active goal, but your plan allows 0 more. Upgrade your plan or mark some goals completed in the import.',
      ),
    );
    expect(kit.fake.goalStore.imports).toHaveLength(0);
  });

  it('imports a Loop Habit Tracker Checkmarks.csv', async () => {
    const user = await setUp();
    await choose(user, fixtureText('loop-checkmarks-names.csv'), 'Checkmarks.csv');
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    expect(within(dialog).getByRole('listitem', { name: 'Meditate' })).toBeInTheDocument();
  });

  it('previews a Toggl Track CSV with the source and session counts, then writes the sessions', async () => {
    const profile = { ...useSession.getState().user!, subscriptionPlan: 'pro' as const };
    useSession.setState({ user: profile });
    kit.fake.signInWithProfile(profile);
    const user = await setUp();
    await choose(user, fixtureText('toggl-detailed.csv'), 'Toggl_time_entries.csv');
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    expect(dialog).toHaveTextContent(
      'From Toggl Track: 4 goals with 7 sessions found in the file. 3 rows were left out (unreadable, in the future, or overlapping another entry).',
    );
    expect(within(dialog).getByRole('listitem', { name: 'Hackathon' })).toHaveTextContent(
      '3 sessions',
    );
    await importWithoutDefaults(user);
    await waitFor(() => expect(useFeedback.getState().toast?.title).toBe('Imported 4 goals'));
    const written = kit.fake.goalStore.imports[0] ?? [];
    expect(written.map((g) => [g.name, g.sessions.length])).toEqual([
      ['Piano', 2],
      ['Chess, openings', 1],
      ['No project', 1],
      ['Hackathon', 3],
    ]);
  });

  it('recognises a file imported before and changes nothing', async () => {
    const user = await setUp();
    await choose(user, fixtureText('masterly-sessions.csv'), 'a.csv');
    await importWithoutDefaults(user);
    await waitFor(() => expect(useGoals.getState().goals).toHaveLength(2));
    await choose(user, fixtureText('masterly-sessions.csv'), 'a.csv');
    await waitFor(() =>
      expect(useFeedback.getState().alert?.message).toBe(
        'Everything in this file was imported before. Nothing was changed.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(kit.fake.goalStore.imports).toHaveLength(1);
  });

  it('adds only the new sessions of a longer export to the goal imported before', async () => {
    const user = await setUp();
    const text = fixtureText('masterly-sessions.csv');
    await choose(user, text, 'sessions.csv');
    await importWithoutDefaults(user);
    await waitFor(() => expect(useGoals.getState().goals).toHaveLength(2));
    const longer = `${text}Piano,,2026-11-18,07:00:00,2026-11-18,07:30:00,00:30:00\n`;
    await choose(user, longer, 'sessions.csv');
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    expect(within(dialog).getByRole('listitem', { name: 'Piano' })).toHaveTextContent(
      "Imported before: adds 1 session to 'Piano' (1 session already imported)",
    );
    expect(within(dialog).queryByLabelText('Customize time')).not.toBeInTheDocument();
    await importWithoutDefaults(user);
    await waitFor(() =>
      expect(useFeedback.getState().toast?.title).toBe('Added 1 session to 1 goal imported before'),
    );
    const piano = useGoals.getState().goals.find((g) => g.name === 'Piano');
    await waitFor(() =>
      expect(
        piano && useGoals.getState().goals.find((g) => g.id === piano.id)?.sessions,
      ).toHaveLength(2),
    );
    expect(useGoals.getState().goals).toHaveLength(2);
  });

  it("imports Loop Habit Tracker's Export as CSV zip", async () => {
    const user = await setUp();
    await choose(user, fixtureZip('loop-export'), 'Loop Habits CSV 2026-11-18.zip');
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    expect(dialog).toHaveTextContent(
      'From Loop Habit Tracker: 5 goals with 5 sessions found in the file.',
    );
    expect(
      within(within(dialog).getByRole('listitem', { name: 'Stretching' })).getByText('Completed'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Practice scales' })).toHaveTextContent(
      '3 practice days',
    );
    expect(within(dialog).getByRole('listitem', { name: 'Read theory' })).toHaveTextContent(
      '2 sessions',
    );
  });
});
