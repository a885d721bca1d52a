import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Goal } from '@/domain/goal';
import type { GoalPart } from '@/domain/goal-parts';
import { partTotalsOf } from '@/domain/part-figures';
import { useTimer } from '@/stores/timer/timer.store';
import { NOW, renderCard, setUpCardTests } from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';

const at = (day: number, hour = 9) => new Date(2026, 2, day, hour);
const PARTS: GoalPart[] = [
  { id: 'a', name: 'Scales' },
  { id: 'b', name: 'Études', archived: true },
  { id: 'c', name: 'Repertoire' },
];
const base = fixtureGoal('g1', 'Violin', NOW, {
  sessions: [
    { start: at(2), hours: 2 }, // an earlier week
    { start: at(16), hours: 1 }, // this week (Sunday 15 March on)
    { start: at(17), hours: 0.5 },
    { start: at(17, 18), hours: 1.5 },
  ],
});
const partIds = ['a', 'a', 'c', undefined];
const sessions = base.sessions.map((s, i) => (partIds[i] ? { ...s, partId: partIds[i] } : s));
const violin: Goal = {
  ...base,
  sessions,
  parts: PARTS,
  partTotals: partTotalsOf(undefined, sessions),
};

setUpCardTests();

describe('parts on the goal card', () => {
  it('shows each part’s time this week and in total, then the time on no part', () => {
    renderCard(violin);
    const table = screen.getByRole('table', { name: 'Time per part of Violin' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Scales1.0 h3.0 h',
      'Repertoire0.5 h0.5 h',
      'No part1.5 h1.5 h',
    ]);
  });

  it('shows no part lines for a goal without parts', () => {
    renderCard(base);
    expect(screen.queryByRole('table', { name: /Time per part/ })).toBeNull();
  });

  it('asks which part the timer is for, offering only parts not archived', async () => {
    const start = vi.fn();
    useTimer.setState({ start });
    const { user } = renderCard(violin);
    await user.click(screen.getByRole('button', { name: 'Timer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the timer' });
    const choices = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(choices).toEqual(['Scales', 'Repertoire', 'No part']);
    await user.click(within(dialog).getByRole('button', { name: 'Repertoire' }));
    expect(start).toHaveBeenCalledWith('g1', 'c');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts on no part from the same choice, and closes on Cancel without starting', async () => {
    const start = vi.fn();
    useTimer.setState({ start });
    const { user } = renderCard(violin);
    await user.click(screen.getByRole('button', { name: 'Timer' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(start).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Timer' }));
    await user.click(await screen.findByRole('button', { name: 'No part' }));
    expect(start).toHaveBeenCalledWith('g1', undefined);
  });
});
