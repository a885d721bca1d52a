import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShortcut } from '@/components/keyboard/shortcut-events';
import { setSingleKeyShortcuts } from '@/stores/keyboard/single-key-shortcuts.store';
import { useTimer } from '@/stores/timer/timer.store';
import { ShortcutHost } from './shortcut-host';

const initialTimer = useTimer.getState();
afterEach(() => {
  setSingleKeyShortcuts(true);
  useTimer.setState(initialTimer, true);
});

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** A page answering n, with a goal card answering t and /, a field and a checkbox. */
function Page({ onNew, onCard }: { onNew(): void; onCard(action: string): void }) {
  const card = useRef<HTMLElement>(null);
  useShortcut('new-goal', onNew);
  useShortcut('toggle-timer', () => onCard('toggle-timer'), card);
  useShortcut('search-log', () => onCard('search-log'), card);
  return (
    <>
      <label>
        Name <input />
      </label>
      <label>
        Notes <textarea />
      </label>
      <article ref={card} data-goal-id="g1" aria-label="Piano">
        <button type="button">Sessions</button>
      </article>
    </>
  );
}

function renderHost() {
  const onNew = vi.fn();
  const onCard = vi.fn();
  render(
    <MemoryRouter initialEntries={['/goals']}>
      <ShortcutHost />
      <Where />
      <Routes>
        <Route path="*" element={<Page onNew={onNew} onCard={onCard} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onNew, onCard };
}

const path = () => screen.getByTestId('path').textContent;

describe('ShortcutHost', () => {
  it('opens the shortcut list with ? and closes it with Escape', async () => {
    const { user } = renderHost();
    screen.getByRole('button', { name: 'Sessions' }).focus();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('New goal');
    expect(dialog).toHaveTextContent('Start or stop the timer of the focused goal');
    // Keys inside the dialog are its own: n does nothing there.
    await user.keyboard('n');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus goes back where ? was pressed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sessions' })).toHaveFocus());
  });

  it('goes to the pages with g then a letter', async () => {
    const { user } = renderHost();
    await user.keyboard('gi');
    expect(path()).toBe('/insights');
    await user.keyboard('gc');
    expect(path()).toBe('/completed');
    await user.keyboard('gs');
    expect(path()).toBe('/settings');
    await user.keyboard('gg');
    expect(path()).toBe('/goals');
  });

  it('sends n to the page, and t and / to the focused goal card', async () => {
    const { user, onNew, onCard } = renderHost();
    await user.keyboard('n');
    expect(onNew).toHaveBeenCalledTimes(1);
    // Without a focused card, t does nothing; / opens the first card's log.
    await user.keyboard('t');
    expect(onCard).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Sessions' }).focus();
    await user.keyboard('t/');
    expect(onCard.mock.calls).toEqual([['toggle-timer'], ['search-log']]);
    // Space presses the focused button rather than the timer.
    await user.keyboard(' ');
    expect(onCard).toHaveBeenCalledTimes(2);
  });

  it('never acts while typing in a field, nor with Ctrl, Alt or Meta', async () => {
    const { user, onNew, onCard } = renderHost();
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('n t/?gi');
    expect(screen.getByLabelText('Name')).toHaveValue('n t/?gi');
    await user.click(screen.getByLabelText('Notes'));
    await user.keyboard('ngs');
    screen.getByRole('button', { name: 'Sessions' }).focus();
    await user.keyboard('{Control>}z{/Control}{Alt>}n{/Alt}{Meta>}t{/Meta}');
    expect(onNew).not.toHaveBeenCalled();
    expect(onCard).not.toHaveBeenCalled();
    expect(path()).toBe('/goals');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pauses and resumes the running timer with p', async () => {
    const pause = vi.fn();
    const resume = vi.fn();
    const { user } = renderHost();
    act(() =>
      useTimer.setState({
        pause,
        resume,
        timer: { goalId: 'g1', isRunning: true, startTime: 0, elapsedTime: 0 },
      }),
    );
    await user.keyboard('p');
    expect(pause).toHaveBeenCalledTimes(1);
    act(() =>
      useTimer.setState({
        timer: {
          goalId: 'g1',
          isRunning: true,
          startTime: 0,
          elapsedTime: 0,
          resumedAt: 0,
          pausedAt: 9,
        },
      }),
    );
    await user.keyboard('p');
    expect(resume).toHaveBeenCalledTimes(1);
  });

  it('does nothing once single-key shortcuts are turned off on this device', async () => {
    const { user, onNew } = renderHost();
    act(() => setSingleKeyShortcuts(false));
    expect(localStorage.getItem('masterly-single-key-shortcuts')).toBe('off');
    await user.keyboard('n?gi');
    expect(onNew).not.toHaveBeenCalled();
    expect(path()).toBe('/goals');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
