import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { movePart, type GoalPart } from '@/domain/goal-parts';
import { PartRow } from './part-row';

const THREE: GoalPart[] = [
  { id: 'a', name: 'Scales' },
  { id: 'b', name: 'Études' },
  { id: 'c', name: 'Repertoire' },
];

/** The rows over parts kept in memory, as the goal's parts re-render them after a move. */
function Rows() {
  const [parts, setParts] = useState<readonly GoalPart[]>(THREE);
  return (
    <ol>
      {parts.map((part, index) => (
        <PartRow
          key={part.id}
          part={part}
          parts={parts}
          first={index === 0}
          last={index === parts.length - 1}
          onSave={() => true}
          onMove={(by) => setParts(movePart(parts, part.id, by))}
          onArchive={() => undefined}
          onDelete={() => undefined}
        />
      ))}
    </ol>
  );
}

const up = (name: string) => screen.getByRole('button', { name: `Move “${name}” up` });
const down = (name: string) => screen.getByRole('button', { name: `Move “${name}” down` });

describe('PartRow', () => {
  it('keeps the focus on an enabled button after a move, for the keyboard', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    up('Repertoire').focus();
    await user.keyboard('{Enter}');
    // Still enabled in the middle: the same button keeps the focus.
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Repertoire');
    expect(up('Repertoire')).toHaveFocus();
    await user.keyboard('{Enter}');
    // At the top its Up is disabled: the focus moves to its Down.
    expect(up('Repertoire')).toBeDisabled();
    expect(down('Repertoire')).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(down('Repertoire')).toBeDisabled();
    expect(up('Repertoire')).toHaveFocus();
  });
});
