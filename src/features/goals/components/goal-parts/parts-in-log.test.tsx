import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import type { GoalPart } from '@/domain/goal-parts';
import { seedGoals, setUpGoalStoreTests, submittedOps } from '../goal-card/goal-card.test-utils';
import { SessionLogDialog } from '../sessions/session-log-dialog';
import { twoViolinSessions } from '../sessions/session-log.test-kit';

const PARTS: GoalPart[] = [
  { id: 'a', name: 'Scales' },
  { id: 'c', name: 'Repertoire' },
];
const base = twoViolinSessions();
const violin: Goal = {
  ...base,
  parts: PARTS,
  sessions: [
    { ...base.sessions[0]!, partId: 'a' },
    { ...base.sessions[1]!, partId: 'gone' },
  ],
};

setUpGoalStoreTests();

function renderLog(goal: Goal = violin) {
  seedGoals([goal]);
  render(<SessionLogDialog goal={goal} open onOpenChange={vi.fn()} />);
  return userEvent.setup();
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Logged sessions' })).getAllByRole('listitem');

describe('parts in the session log', () => {
  it('names each session’s part; one whose part was deleted reads as no part', () => {
    renderLog();
    const [newest, older] = rows();
    expect(older).toHaveTextContent('Part: Scales');
    expect(newest).not.toHaveTextContent('Part:');
  });

  it('moves a session to another part with its edit, naming the part it had', async () => {
    const user = renderLog();
    await user.click(within(rows()[1]!).getByRole('button', { name: /^Edit session/ }));
    expect(screen.getByLabelText('Part')).toHaveValue('a');
    await user.selectOptions(screen.getByLabelText('Part'), 'Repertoire');
    await user.click(screen.getByRole('button', { name: 'Save session' }));
    const [op] = submittedOps();
    expect(op).toMatchObject({
      type: 'putSession',
      session: { id: 'g1-s1', partId: 'c', editedAt: expect.any(Number) },
      previous: { partId: 'a' },
    });
  });

  it('adds a past session on a part, with a note', async () => {
    const user = renderLog();
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    const form = screen.getByRole('form', { name: 'Log past practice' });
    await user.selectOptions(within(form).getByLabelText('Part'), 'Scales');
    await user.type(within(form).getByLabelText('Note'), 'Thirds, slowly');
    await user.click(within(form).getByRole('button', { name: 'Log session' }));
    const [op] = submittedOps();
    expect(op).toMatchObject({
      type: 'putSession',
      session: { source: 'manual', partId: 'a', note: 'Thirds, slowly' },
    });
    expect(within(form).getByLabelText('Note')).toHaveValue('');
  });

  it('asks for no part on a goal without parts', async () => {
    const user = renderLog(base);
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    expect(screen.queryByLabelText('Part')).toBeNull();
    expect(screen.getByLabelText('Note')).toBeInTheDocument();
  });
});
