import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { useGoals } from '@/stores/goals/goals.store';
import { hasUnsyncedChanges, useGuardedSignOut } from './sign-out-guard';

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

afterEach(() => useGoals.setState({ hasPendingWrites: false, outbox: [] }));

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

  it('counts a refused change as unsynced, online or offline', () => {
    useGoals.setState({ outbox: [refused] });
    expect(hasUnsyncedChanges(true)).toBe(true);
    expect(hasUnsyncedChanges(false)).toBe(true);
  });

  it('counts pending writes as unsynced only while offline', () => {
    useGoals.setState({ hasPendingWrites: true });
    expect(hasUnsyncedChanges(true)).toBe(false);
    expect(hasUnsyncedChanges(false)).toBe(true);
  });

  it('counts changes waiting in the outbox as unsynced only while offline', () => {
    useGoals.setState({ outbox: [waiting] });
    expect(hasUnsyncedChanges(true)).toBe(false);
    expect(hasUnsyncedChanges(false)).toBe(true);
  });

  it('counts nothing when the outbox is empty and every write is acknowledged', () => {
    expect(hasUnsyncedChanges(true)).toBe(false);
    expect(hasUnsyncedChanges(false)).toBe(false);
  });
});
