import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOW, piano, renderCard, setUpCardTests } from './goal-card.test-utils';
import { fixtureGoal } from './goal-fixtures';

setUpCardTests();

// NOW: Wednesday 18 March 2026, 15:30 local time.
const at = (hour: number, minute = 0) => new Date(2026, 2, 17, hour, minute);

describe('GoalCard overlapping sessions', () => {
  it('says how much time overlapping sessions count twice, and Review opens the log', async () => {
    const goal = fixtureGoal('g1', 'Piano', NOW, {
      sessions: [
        { start: at(16), hours: 1 },
        { start: at(16, 30), hours: 1, source: 'manual' },
      ],
    });
    const { user } = renderCard(goal);
    expect(screen.getByText('Total 2.0 h')).toBeInTheDocument();
    expect(screen.getByText('2 sessions overlap: 30 min counted twice.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review overlapping sessions' }));
    expect(await screen.findByRole('note', { name: 'Overlapping sessions' })).toBeInTheDocument();
  });

  it('says nothing when no sessions overlap', () => {
    renderCard(piano);
    expect(screen.queryByText(/sessions overlap/)).toBeNull();
  });
});
