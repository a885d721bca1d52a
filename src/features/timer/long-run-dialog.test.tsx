import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimer } from '@/stores/timer/timer.store';
import { LongRunDialog } from './long-run-dialog';

const HOUR = 3_600_000;
const initialTimer = useTimer.getState();
const stopLogging = vi.fn<(lengthMs: number) => void>();
const onClose = vi.fn();
const error = 'Enter the hours you practiced: more than 0 and at most 24.';

function renderDialog() {
  render(<LongRunDialog goalName="Piano" elapsedMs={30 * HOUR} onClose={onClose} />);
  const dialog = screen.getByRole('alertdialog', { name: 'Log a long session' });
  const hours = within(dialog).getByRole('spinbutton', { name: 'Hours practiced' });
  const button = (name: string) => within(dialog).getByRole('button', { name });
  return { user: userEvent.setup(), dialog, hours, button };
}

beforeEach(() => {
  stopLogging.mockReset();
  onClose.mockReset();
  useTimer.setState({ stopLogging });
});
afterEach(() => useTimer.setState(initialTimer, true));

describe('LongRunDialog', () => {
  it('says how long the timer ran and that a session is at most 24 hours', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveTextContent(
      'The timer for Piano has run for 30.0 hours, but a session can be at most 24 hours long.',
    );
  });

  it("'Log 24 h' logs the longest session allowed and closes", async () => {
    const { user, button } = renderDialog();
    await user.click(button('Log 24 h'));
    expect(stopLogging).toHaveBeenCalledExactlyOnceWith(86_400_000);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('logs the hours typed', async () => {
    const { user, hours, button } = renderDialog();
    await user.type(hours, '2.5');
    await user.click(button('Log this length'));
    expect(stopLogging).toHaveBeenCalledExactlyOnceWith(9_000_000);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('logs the hours typed on Enter, up to 24', async () => {
    const { user, hours } = renderDialog();
    await user.type(hours, '24{Enter}');
    expect(stopLogging).toHaveBeenCalledExactlyOnceWith(24 * HOUR);
  });

  it.each([
    ['0', '0'],
    ['25', '25'],
    ['empty', ''],
  ])('refuses %s hours: shows the error and logs nothing', async (_, typed) => {
    const { user, hours, button } = renderDialog();
    if (typed) await user.type(hours, typed);
    await user.click(button('Log this length'));
    expect(screen.getByRole('alert')).toHaveTextContent(error);
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(stopLogging).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    // Typing again clears the error; a valid length is then logged.
    await user.clear(hours);
    await user.type(hours, '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(button('Log this length'));
    expect(stopLogging).toHaveBeenCalledExactlyOnceWith(HOUR);
  });

  it("'Keep running' closes without logging", async () => {
    const { user, hours, button } = renderDialog();
    await user.type(hours, '3');
    await user.click(button('Keep running'));
    expect(onClose).toHaveBeenCalledOnce();
    expect(stopLogging).not.toHaveBeenCalled();
  });

  it('Escape closes without logging', async () => {
    const { user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(stopLogging).not.toHaveBeenCalled();
  });
});
