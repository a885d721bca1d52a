import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import { createGoal } from '@/domain/goal';
import { clock } from '@/stores/clock';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { useDefaultSettings } from '@/stores/settings/default-settings.store';
import { createFakeBackend } from '@/testing/fake-backend';
import { ImportButton } from './import-button';

const NOW = new Date(2026, 10, 18, 20, 0).getTime();
let fake: ReturnType<typeof createFakeBackend>;

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
    fake.goalStore.seed(createGoal({ id: `e${i}`, name: `Existing ${i}`, now: new Date(NOW) }));
  }
  useGoals.getState().start('u1');
  await settle();
  const user = userEvent.setup();
  render(<ImportButton />);
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, text: string, name = 'x.json') {
  await user.upload(screen.getByLabelText('Import file'), new File([text], name));
}

beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  const user = {
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    role: 'user' as const,
    subscriptionPlan: 'free' as const,
    isActive: true,
  };
  useSession.setState({ status: 'signedIn', resolved: true, user });
  fake.signInWithProfile(user);
  useFeedback.setState({ alert: null, toast: null });
});

afterEach(() => {
  useGoals.getState().stop();
  vi.restoreAllMocks();
});

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
    expect(fake.goalStore.imports).toHaveLength(0);
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
    const written = fake.goalStore.imports[0] ?? [];
    expect(written.map((g) => g.name)).toEqual(['Piano', 'Chess']);
    expect(written.map((g) => g.id)).not.toContain('g1');
    expect(written[0]).toMatchObject({ totalTimeSpent: 30, settings: { frequency: 'daily' } });
    expect(fake.goalStore.activeCounter).toBe(1);
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

    await waitFor(() => expect(fake.goalStore.imports).toHaveLength(1));
    const [written] = fake.goalStore.imports[0] ?? [];
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
    expect(fake.goalStore.imports).toHaveLength(0);
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
    expect(fake.goalStore.imports).toHaveLength(0);
  });

  it('imports a Loop Habit Tracker Checkmarks.csv', async () => {
    const user = await setUp();
    await choose(user, 'Date,Meditate\n2026-11-18,2\n2026-11-17,0\n', 'Checkmarks.csv');
    const dialog = await screen.findByRole('dialog', { name: 'Import Time Settings' });
    expect(within(dialog).getByRole('listitem', { name: 'Meditate' })).toBeInTheDocument();
  });
});
