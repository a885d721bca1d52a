import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { createGoal } from '@/domain/goal';
import { useGoals } from '@/stores/goals/goals.store';
import { unsentElsewhere } from '@/stores/sync/tab-unsent-channel';
import { useTimer } from '@/stores/timer/timer.store';
import { SIGN_OUT_WAIT_MS, hasUnsyncedChanges, useGuardedSignOut } from './sign-out-guard';

function Harness({ signOut }: { signOut: () => void }) {
  const { request, dialog } = useGuardedSignOut(signOut);
  return (
    <>
      <button onClick={request}>Sign Out</button>
      {dialog}
    </>
  );
}

const waiting: OutboxEntry = {
  id: 'e1',
  uid: 'u1',
  tab: 't1',
  at: Date.UTC(2026, 0, 1),
  label: 'Rename “Piano” to “Jazz piano”',
  ops: [{ type: 'updateGoal', goalId: 'g1', fields: { name: 'Jazz piano' } }],
};
const refused: OutboxEntry = {
  ...waiting,
  refused: 'The server refused this change: the goal may have been deleted.',
};

const initialTimer = useTimer.getState();
afterEach(() => {
  useGoals.setState({ hasPendingWrites: false, outbox: [], timer: null, goals: [] });
  useTimer.setState(initialTimer, true);
});

describe('sign-out guard', () => {
  it('signs out at once when everything is saved', async () => {
    const signOut = vi.fn();
    render(<Harness signOut={signOut} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('asks first when a change failed to save, and Cancel keeps the session', async () => {
    useGoals.setState({ outbox: [refused] });
    const signOut = vi.fn();
    const user = userEvent.setup();
    render(<Harness signOut={signOut} />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Some of your changes have not reached the server yet.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('counts a refused change as unsynced, online or offline', async () => {
    useGoals.setState({ outbox: [refused] });
    await expect(hasUnsyncedChanges(true)).resolves.toBe(true);
    await expect(hasUnsyncedChanges(false)).resolves.toBe(true);
  });

  it('counts changes on their way as unsynced at once while offline', async () => {
    useGoals.setState({ outbox: [waiting], hasPendingWrites: true });
    await expect(hasUnsyncedChanges(false)).resolves.toBe(true);
  });

  it('online, waits for changes on their way and signs out once they are sent', async () => {
    vi.useFakeTimers();
    useGoals.setState({ outbox: [waiting], hasPendingWrites: true });
    const answer = hasUnsyncedChanges(true);
    await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS / 2);
    useGoals.setState({ outbox: [], hasPendingWrites: false });
    await expect(answer).resolves.toBe(false);
    vi.useRealTimers();
  });

  it('online, asks when changes are still unsent after the short wait', async () => {
    vi.useFakeTimers();
    useGoals.setState({ hasPendingWrites: true });
    const answer = hasUnsyncedChanges(true);
    await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS);
    await expect(answer).resolves.toBe(true);
    vi.useRealTimers();
  });

  it('says it is saving while it waits, then asks', async () => {
    useGoals.setState({ outbox: [waiting] });
    const signOut = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness signOut={signOut} />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saving your last changes');
    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Some of your changes have not reached the server yet.',
    );
    expect(signOut).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('counts nothing when the outbox is empty and every write is acknowledged', async () => {
    await expect(hasUnsyncedChanges(true)).resolves.toBe(false);
    await expect(hasUnsyncedChanges(false)).resolves.toBe(false);
  });
});

describe('sign-out while another tab holds changes only it knows of', () => {
  const otherTab = new BroadcastChannel('masterly-unsent');
  const tell = (count: number) =>
    otherTab.postMessage({ type: 'unsent', tab: 't2', uid: 'u1', count });
  const heard = (count: number) => vi.waitFor(() => expect(unsentElsewhere('u1')).toBe(count));
  afterEach(async () => {
    tell(0);
    await heard(0);
    useGoals.setState({ uid: null });
  });

  it("asks first: this tab's own outbox is empty", async () => {
    useGoals.setState({ uid: 'u1' });
    tell(2);
    await heard(2);
    await expect(hasUnsyncedChanges(false)).resolves.toBe(true);
    // Another account's changes in a tab are no reason to ask.
    useGoals.setState({ uid: 'u2' });
    await expect(hasUnsyncedChanges(false)).resolves.toBe(false);
  });

  it('online, signs out once that tab tells they are sent', async () => {
    useGoals.setState({ uid: 'u1' });
    tell(1);
    await heard(1);
    const answer = hasUnsyncedChanges(true);
    tell(0);
    await expect(answer).resolves.toBe(false);
  });
});

describe('sign-out with a running timer', () => {
  function runPianoTimer(stopResult: { ok: true } | { ok: false; tooLongMs: number }) {
    const piano = createGoal({ id: 'g1', name: 'Piano', now: new Date(2026, 0, 1) });
    useGoals.setState({
      goals: [piano],
      timer: { goalId: 'g1', startTime: Date.UTC(2026, 0, 2), isRunning: true },
    });
    const stop = vi.fn(() => stopResult);
    useTimer.setState({ stop });
    return stop;
  }

  async function askToSignOut() {
    const signOut = vi.fn();
    const user = userEvent.setup();
    render(<Harness signOut={signOut} />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Your timer is running' });
    expect(question).toHaveTextContent('The timer for Piano is still running.');
    return { signOut, user, question };
  }

  it('stops and logs it, then signs out', async () => {
    const stop = runPianoTimer({ ok: true });
    const { signOut, user } = await askToSignOut();
    await user.click(screen.getByRole('button', { name: 'Stop and log' }));
    expect(stop).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledOnce());
  });

  it('keeps it running when asked to, and signs out', async () => {
    const stop = runPianoTimer({ ok: true });
    const { signOut, user } = await askToSignOut();
    await user.click(screen.getByRole('button', { name: 'Keep it running' }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(stop).not.toHaveBeenCalled();
  });

  it('stays signed in on Cancel, and while a run over 24 hours waits for its choice', async () => {
    const stop = runPianoTimer({ ok: false, tooLongMs: 30 * 3_600_000 });
    const { signOut, user } = await askToSignOut();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await user.click(await screen.findByRole('button', { name: 'Stop and log' }));
    expect(stop).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog', { name: 'Your timer is running' })).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });
});
