import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function renderDialog(keepOnOutsideClick: boolean) {
  const onOpenChange = vi.fn();
  render(
    <>
      <button type="button">Beside the dialog</button>
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="New Goal"
        keepOnOutsideClick={keepOnOutsideClick}
      >
        <input aria-label="Goal Name" />
      </Dialog>
    </>,
  );
  // A modal makes the page beside it inert to pointers; the click is what a person would try.
  // It lands on an element of this test's own: user-event keeps its last pointer check on the
  // element, and <body> is shared with the files run before this one in the same page.
  const beside = screen.getByRole('button', { name: 'Beside the dialog', hidden: true });
  return { onOpenChange, beside, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('Dialog', () => {
  it('closes on a click beside it by default', async () => {
    const { onOpenChange, beside, user } = renderDialog(false);
    await user.pointer({ keys: '[MouseLeft]', target: beside });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps a form open on a click beside it, and still closes on Escape', async () => {
    const { onOpenChange, beside, user } = renderDialog(true);
    await user.type(screen.getByRole('textbox', { name: 'Goal Name' }), 'Pia');
    await user.pointer({ keys: '[MouseLeft]', target: beside });
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
