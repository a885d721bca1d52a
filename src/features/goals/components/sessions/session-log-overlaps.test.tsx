import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOW, setUpGoalStoreTests } from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { logRows, renderSessionLog } from './session-log.test-kit';

// NOW: Wednesday 18 March 2026, 15:30 local time.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);

setUpGoalStoreTests();

describe('SessionLogDialog overlaps', () => {
  it('marks sessions that overlap and says what that does to the figures', () => {
    renderSessionLog(
      fixtureGoal('g1', 'Piano', NOW, {
        sessions: [
          { start: at(17, 16), hours: 1 },
          { start: at(17, 16, 30), hours: 1, source: 'manual' },
          { start: at(16, 9), hours: 1 },
        ],
      }),
    );
    const note = screen.getByRole('note', { name: 'Overlapping sessions' });
    expect(note).toHaveTextContent('2 sessions marked Overlaps');
    expect(note).toHaveTextContent('30 min is counted twice');
    expect(note).toHaveTextContent('Edit or delete one of them');
    const marked = logRows().map((row) => within(row).queryByText('Overlaps') !== null);
    expect(marked).toEqual([true, true, false]);
  });

  it('says nothing of overlaps when sessions only touch', () => {
    renderSessionLog(
      fixtureGoal('g1', 'Piano', NOW, {
        sessions: [
          { start: at(17, 16), hours: 1 },
          { start: at(17, 17), hours: 0.5 },
        ],
      }),
    );
    expect(screen.queryByRole('note', { name: 'Overlapping sessions' })).toBeNull();
    expect(screen.queryByText('Overlaps')).toBeNull();
  });
});
