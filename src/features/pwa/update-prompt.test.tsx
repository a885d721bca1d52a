import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from '@/stores/app-update.store';
import { UpdatePrompt } from './update-prompt';

afterEach(() => useAppUpdate.setState({ reload: null, postponed: false }));

describe('UpdatePrompt', () => {
  it('shows nothing until a new version is ready', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('offers the new version and switches only when Reload is chosen', async () => {
    const reload = vi.fn();
    render(<UpdatePrompt />);
    act(() => useAppUpdate.getState().offer(reload));
    expect(
      screen.getByRole('region', { name: 'A new version of Masterly is ready.' }),
    ).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('goes away for this visit on Later', async () => {
    const reload = vi.fn();
    render(<UpdatePrompt />);
    act(() => useAppUpdate.getState().offer(reload));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
