import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { useGoals } from '@/stores/goals/goals.store';
import { UNREACHABLE_AFTER_MS } from '@/stores/goals/online';
import { SyncStatus } from './sync-status';

const initialGoals = useGoals.getState();
const retry = vi.fn<(entryId?: string) => void>();
const discard = vi.fn<(entryId?: string) => void>();
let online = true;

function entry(id: string, label: string, refused?: string): OutboxEntry {
  return {
    id,
    uid: 'u1',
    tab: 't1',
    at: Date.UTC(2026, 2, 18, 15, 30),
    label,
    ops: [{ type: 'updateGoal', goalId: 'g1', fields: { note: label } }],
    ...(refused === undefined ? {} : { refused }),
  };
}

const rename = entry('e1', 'Rename “Piano” to “Jazz”');
const note = entry('e2', 'Note of “Piano”');
const log = entry('e3', 'Add 1.0 h to “Piano”');
const refusedSession = entry(
  'r1',
  'Add 2.0 h to “Chess”',
  'The server refused this session: its goal may have been deleted.',
);
const refusedRename = entry('r2', 'Rename “Chess” to “Go”', 'That goal no longer exists.');

function renderStatus(
  state: { outbox?: OutboxEntry[]; hasPendingWrites?: boolean; fromCache?: boolean } = {},
) {
  useGoals.setState({
    outbox: [],
    hasPendingWrites: false,
    fromCache: false,
    retry,
    discard,
    ...state,
  });
  render(<SyncStatus />);
  return userEvent.setup();
}

const status = () =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.hasAttribute('aria-live'));

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  retry.mockReset();
  discard.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
  useGoals.setState(initialGoals, true);
});

describe('SyncStatus', () => {
  it('says Offline when the server has not confirmed anything for a few seconds', () => {
    vi.useFakeTimers();
    try {
      renderStatus({ fromCache: true });
      expect(status()).toHaveTextContent(/^All changes saved$/);
      act(() => {
        vi.advanceTimersByTime(UNREACHABLE_AFTER_MS);
      });
      expect(status()).toHaveTextContent(/^Offline$/);
      act(() => useGoals.setState({ fromCache: false }));
      expect(status()).toHaveTextContent(/^All changes saved$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'All changes saved' only with an empty outbox and no pending writes", () => {
    renderStatus();
    expect(status()).toHaveTextContent(/^All changes saved$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Saving…' while the database holds writes the server has not acknowledged", () => {
    renderStatus({ hasPendingWrites: true });
    expect(status()).toHaveTextContent(/^Saving…$/);
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
  });

  it("says 'Saving…' for one change on its way, and counts several", () => {
    renderStatus({ outbox: [rename] });
    expect(status()).toHaveTextContent(/^Saving…$/);

    act(() => useGoals.setState({ outbox: [rename, note, log] }));
    expect(status()).toHaveTextContent(/^Saving 3 changes…$/);

    act(() => useGoals.setState({ outbox: [] }));
    expect(status()).toHaveTextContent(/^All changes saved$/);
  });

  it('says what will sync when offline, and just Offline when nothing waits', () => {
    online = false;
    renderStatus();
    expect(status()).toHaveTextContent(/^Offline$/);

    act(() => useGoals.setState({ outbox: [rename] }));
    expect(status()).toHaveTextContent(/^Offline · 1 change will sync when you reconnect$/);

    act(() => useGoals.setState({ outbox: [rename, note] }));
    expect(status()).toHaveTextContent(/^Offline · 2 changes will sync when you reconnect$/);

    act(() => useGoals.setState({ outbox: [], hasPendingWrites: true }));
    expect(status()).toHaveTextContent(/^Offline · changes will sync when you reconnect$/);
  });

  it('follows the connection going and coming back', () => {
    renderStatus({ outbox: [rename, note] });
    expect(status()).toHaveTextContent(/^Saving 2 changes…$/);
    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(status()).toHaveTextContent(/^Offline · 2 changes will sync when you reconnect$/);
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(status()).toHaveTextContent(/^Saving 2 changes…$/);
  });

  it('lists a refused change with its reason, Retry and Discard', async () => {
    const user = renderStatus({ outbox: [refusedSession] });
    expect(status()).toHaveTextContent(/^Everything else is saved$/);
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('1 change could not be saved.');
    const list = within(alert).getByRole('list', { name: 'Changes that could not be saved' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Add 2.0 h to “Chess”');
    expect(item).toHaveTextContent(
      'The server refused this session: its goal may have been deleted.',
    );
    // One refused change has no 'all' buttons.
    expect(within(alert).queryByRole('button', { name: 'Retry all' })).not.toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Discard all' })).not.toBeInTheDocument();

    await user.click(within(item!).getByRole('button', { name: 'Retry: Add 2.0 h to “Chess”' }));
    expect(retry).toHaveBeenCalledExactlyOnceWith('r1');
    await user.click(within(item!).getByRole('button', { name: 'Discard: Add 2.0 h to “Chess”' }));
    expect(discard).toHaveBeenCalledExactlyOnceWith('r1');
  });

  it('retries or discards each refused change on its own, or all at once', async () => {
    const user = renderStatus({ outbox: [refusedSession, rename, refusedRename] });
    // The change still on its way is not listed as refused; it is being saved.
    expect(status()).toHaveTextContent(/^Saving…$/);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('2 changes could not be saved.');
    const items = within(alert).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Add 2.0 h to “Chess”');
    expect(items[1]).toHaveTextContent('Rename “Chess” to “Go”');
    expect(items[1]).toHaveTextContent('That goal no longer exists.');
    expect(alert).not.toHaveTextContent('Rename “Piano” to “Jazz”');

    await user.click(screen.getByRole('button', { name: 'Retry: Rename “Chess” to “Go”' }));
    expect(retry).toHaveBeenLastCalledWith('r2');
    await user.click(screen.getByRole('button', { name: 'Discard: Add 2.0 h to “Chess”' }));
    expect(discard).toHaveBeenLastCalledWith('r1');

    await user.click(within(alert).getByRole('button', { name: 'Retry all' }));
    expect(retry).toHaveBeenLastCalledWith();
    await user.click(within(alert).getByRole('button', { name: 'Discard all' }));
    expect(discard).toHaveBeenLastCalledWith();
    expect(retry).toHaveBeenCalledTimes(2);
    expect(discard).toHaveBeenCalledTimes(2);
  });
});
