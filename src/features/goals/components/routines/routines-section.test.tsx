import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Goal } from '@/domain/goal';
import type { Routine } from '@/domain/routines/routine';
import {
  NOW,
  seedGoals,
  setUpGoalStoreTests,
  submittedOps,
} from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { RoutineStarts } from './routine-starts';
import { RoutinesSection } from './routines-section';

const DAILY: Routine = {
  id: 'r1',
  name: 'Daily',
  blocks: [
    { partId: 'a', minutes: 10 },
    { partId: null, minutes: 50 },
  ],
};
const violin = (over: Partial<Goal> = {}): Goal => ({
  ...fixtureGoal('g1', 'Violin', NOW),
  parts: [
    { id: 'a', name: 'Scales' },
    { id: 'b', name: 'Études' },
  ],
  ...over,
});

setUpGoalStoreTests();

const savedRoutines = () => {
  const op = submittedOps().at(-1);
  if (op?.type !== 'updateGoal') throw new Error('expected a change of the goal');
  return op.fields.routines;
};

describe('the routine editor', () => {
  it('makes a routine with blocks added, set, moved up and removed by their buttons', async () => {
    seedGoals([violin()]);
    render(<RoutinesSection goalId="g1" />);
    const user = userEvent.setup();
    expect(screen.getByText('No routines yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New routine' }));
    await user.type(screen.getByLabelText('Routine name'), 'Evening');
    await user.selectOptions(screen.getByLabelText('Block 1 part'), 'Scales');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await user.selectOptions(screen.getByLabelText('Block 3 part'), 'Études');
    await user.clear(screen.getByLabelText('Block 3 minutes'));
    await user.type(screen.getByLabelText('Block 3 minutes'), '25');
    // The keyboard moves a block: focus its button, Enter.
    screen.getByRole('button', { name: 'Move block 3 up' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove block 3' }));
    await user.click(screen.getByRole('button', { name: 'Save routine' }));
    expect(savedRoutines()).toEqual([
      {
        id: expect.stringMatching(/^r[0-9a-z]{8}$/),
        name: 'Evening',
        blocks: [
          { partId: 'a', minutes: 10 },
          { partId: 'b', minutes: 25 },
        ],
      },
    ]);
  });

  it('explains a routine it cannot save, and saves nothing', async () => {
    seedGoals([violin()]);
    render(<RoutinesSection goalId="g1" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New routine' }));
    await user.click(screen.getByRole('button', { name: 'Save routine' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the routine a name.');
    await user.type(screen.getByLabelText('Routine name'), 'Long');
    await user.clear(screen.getByLabelText('Block 1 minutes'));
    await user.type(screen.getByLabelText('Block 1 minutes'), '241');
    await user.click(screen.getByRole('button', { name: 'Save routine' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Each block lasts 1 to 240 minutes.');
    expect(screen.getByRole('button', { name: 'Remove block 1' })).toBeDisabled();
    expect(submittedOps()).toEqual([]);
  });

  it('offers at most 12 blocks and 3 routines, and deletes one', async () => {
    const three = ['r1', 'r2', 'r3'].map((id) => ({ ...DAILY, id, name: `Routine ${id}` }));
    seedGoals([violin({ routines: three })]);
    render(<RoutinesSection goalId="g1" />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'New routine' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit Routine r1' }));
    for (let i = 2; i < 12; i++)
      await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(screen.getByLabelText('Block 12 part')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add block' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Routine r2' }));
    expect(savedRoutines()?.map((r) => r.id)).toEqual(['r1', 'r3']);
  });
});

describe('routines on the goal card', () => {
  it('starts a routine on its first block’s part and shows the last run', async () => {
    const goal = violin({
      routines: [DAILY],
      routineRuns: { r1: { day: '2026-03-17', doneMinutes: 58, plannedMinutes: 60 } },
    });
    seedGoals([goal]);
    render(<RoutineStarts goal={goal} />);
    const list = screen.getByRole('list', { name: 'Routines' });
    expect(within(list).getByText('Last run Tue, 58 of 60 min')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start routine · Daily' }));
    expect(submittedOps()).toEqual([
      {
        type: 'setTimer',
        timer: {
          goalId: 'g1',
          startTime: NOW.getTime(),
          isRunning: true,
          partId: 'a',
          routine: { id: 'r1', block: 0, doneMs: 0 },
        },
      },
    ]);
  });
});
