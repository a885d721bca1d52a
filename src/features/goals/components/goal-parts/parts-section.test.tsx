import { applyPartEdit } from '@/domain/part-edits';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFeedback } from '@/stores/feedback/feedback.store';
import type { Goal } from '@/domain/goal';
import { TOO_MANY_PARTS, type GoalPart } from '@/domain/goal-parts';
import {
  NOW,
  seedGoals,
  setUpGoalStoreTests,
  submit,
  submittedOps,
} from '../goal-card/goal-card.test-utils';
import { fixtureGoal } from '../goal-card/goal-fixtures';
import { PartsSection } from './parts-section';

const THREE: GoalPart[] = [
  { id: 'a', name: 'Scales' },
  { id: 'b', name: 'Études' },
  { id: 'c', name: 'Repertoire' },
];
const violin = (parts?: GoalPart[]): Goal => ({
  ...fixtureGoal('g1', 'Violin', NOW),
  ...(parts ? { parts } : {}),
});

setUpGoalStoreTests();

let seeded: GoalPart[] = [];
function renderParts(parts?: GoalPart[]) {
  seeded = parts ?? [];
  seedGoals([violin(parts)]);
  render(<PartsSection goalId="g1" />);
  return userEvent.setup();
}

/** The parts after the last write, as the server merges it (ids of new parts are random). */
const savedParts = () => {
  const op = submittedOps().at(-1);
  if (op?.type !== 'editParts') throw new Error('expected a change of parts');
  return applyPartEdit(seeded, op).map(({ order: _order, ...part }) => part);
};

describe('the parts editor', () => {
  it('says when there are no parts, and adds one by name (Enter works)', async () => {
    const user = renderParts();
    expect(screen.getByText('No parts yet. Add one below.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New part'), '  Scales {Enter}');
    expect(savedParts()).toEqual([{ id: expect.stringMatching(/^p[0-9a-z]{8}$/), name: 'Scales' }]);
    expect(screen.getByLabelText('New part')).toHaveValue('');
  });

  it('explains a name that is taken or empty, and saves nothing', async () => {
    const user = renderParts(THREE);
    await user.type(screen.getByLabelText('New part'), 'scales');
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This goal already has a part named');
    await user.clear(screen.getByLabelText('New part'));
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the part a name.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('stops at 12 parts and says why', () => {
    renderParts(Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, name: `Part ${i}` })));
    expect(screen.getByRole('button', { name: 'Add part' })).toBeDisabled();
    expect(screen.getByText(TOO_MANY_PARTS)).toBeInTheDocument();
  });

  it('renames a part in place', async () => {
    const user = renderParts(THREE);
    await user.click(screen.getByRole('button', { name: 'Rename “Études”' }));
    const field = screen.getByLabelText('New name for “Études”');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Études de Kreutzer{Enter}');
    expect(savedParts()).toEqual([THREE[0], { id: 'b', name: 'Études de Kreutzer' }, THREE[2]]);
    // Back on the row's Rename button, for the keyboard.
    expect(screen.getByRole('button', { name: 'Rename “Études”' })).toHaveFocus();
  });

  it('moves a part down and up with its buttons, never past either end', async () => {
    const user = renderParts(THREE);
    expect(screen.getByRole('button', { name: 'Move “Scales” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “Repertoire” down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move “Scales” down' }));
    expect(savedParts().map((p) => p.id)).toEqual(['b', 'a', 'c']);
    await user.click(screen.getByRole('button', { name: 'Move “Repertoire” up' }));
    expect(savedParts().map((p) => p.id)).toEqual(['a', 'c', 'b']);
  });

  it('writes only the part it changes once the parts are stored as entries', async () => {
    const user = renderParts(THREE.map((p, order) => ({ ...p, order })));
    await user.click(screen.getByRole('button', { name: 'Archive “Repertoire”' }));
    expect(submittedOps().at(-1)).toEqual({
      type: 'editParts',
      goalId: 'g1',
      put: [{ id: 'c', name: 'Repertoire', order: 2, archived: true }],
      remove: [],
    });
  });

  it('archives a part', async () => {
    const user = renderParts(THREE);
    await user.click(screen.getByRole('button', { name: 'Archive “Repertoire”' }));
    expect(savedParts()[2]).toEqual({ id: 'c', name: 'Repertoire', archived: true });
  });

  it('deletes a part at once and offers Undo in a toast (no question)', async () => {
    const user = renderParts(THREE);
    await user.click(screen.getByRole('button', { name: 'Delete “Études”' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(savedParts()).toEqual([THREE[0], THREE[2]]);
    expect(useFeedback.getState().toast).toMatchObject({
      title: 'Part “Études” deleted',
      undoable: true,
    });
    useFeedback.setState({ toast: null });
  });
});
