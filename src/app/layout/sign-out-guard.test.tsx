import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGoal } from '@/domain/goal';
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

afterEach(() => useGoals.setState({ hasPendingWrites: false, unsaved: {} }));

describe('sign-out guard', () => {
  it('signs out at once when everything is saved', async () => {
    const signOut = vi.fn();
    render(<Harness signOut={signOut} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('asks first when a change failed to save, and Cancel keeps the session', async () => {
    const goal = createGoal({ id: 'g1', name: 'Piano', now: new Date(2026, 0, 1) });
    useGoals.setState({ unsaved: { g1: { kind: 'save', goal, isNew: false } } });
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

  it('counts pending writes as unsynced only while offline', () => {
    useGoals.setState({ hasPendingWrites: true });
    expect(hasUnsyncedChanges(true)).toBe(false);
    expect(hasUnsyncedChanges(false)).toBe(true);
  });
});
