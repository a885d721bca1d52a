import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GOAL_SETTINGS, cloneSettings } from '@/domain/goal';
import type { AccountPreferences } from '@/domain/preferences';
import { followAccountPreferences } from '@/stores/settings/account-preferences';
import { useDefaultSettings } from '@/stores/settings/default-settings.store';
import { createFakeBackend } from '@/testing/fake-backend';
import { FREE_MEMBER } from '@/testing/session-users';
import SettingsPage from './settings-page';

const stored = () => JSON.parse(localStorage.getItem('default-settings') ?? 'null');

function renderPage() {
  render(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  localStorage.clear();
  useDefaultSettings.setState({ settings: cloneSettings(DEFAULT_GOAL_SETTINGS) });
});

describe('SettingsPage', () => {
  it('turns single-key shortcuts off and on for this device', async () => {
    const user = renderPage();
    const box = screen.getByRole('checkbox', { name: 'Single-key shortcuts on this device' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/speech input/);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(localStorage.getItem('masterly-single-key-shortcuts')).toBe('off');
    await user.click(box);
    expect(box).toBeChecked();
    expect(localStorage.getItem('masterly-single-key-shortcuts')).toBeNull();
  });

  it('shows the defaults, a back link and the note about new goals', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Global Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Goals' })).toHaveAttribute('href', '/goals');
    expect(screen.getByLabelText('Default tracking frequency')).toHaveValue('weekly');
    expect(screen.getByLabelText('Default target type')).toHaveValue('hours');
    expect(screen.getByLabelText('Default target value')).toHaveValue(5);
    expect(screen.getByLabelText('Default reminders')).not.toBeChecked();
    expect(screen.getByLabelText('Default notifications')).not.toBeChecked();
    expect(screen.getByText(/apply to new goals/)).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('Saved');
  });

  it('applies each change at once and keeps it in local storage', async () => {
    const user = renderPage();
    await user.selectOptions(screen.getByLabelText('Default tracking frequency'), 'daily');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.selectOptions(screen.getByLabelText('Default target type'), 'books');
    await user.click(screen.getByLabelText('Default reminders'));
    await user.click(screen.getByLabelText('Default notifications'));
    const value = screen.getByLabelText('Default target value');
    await user.clear(value);
    await user.type(value, '8');
    expect(stored()).toEqual({
      frequency: 'daily',
      target: { type: 'books', value: 8 },
      resources: [],
      reminders: true,
      notifications: true,
    });
    expect(useDefaultSettings.getState().settings.target).toEqual({ type: 'books', value: 8 });
  });

  it.each([
    ['0', 'Target value must be at least 1.'],
    ['-2', 'Target value must be at least 1.'],
    ['', 'Target value must be a number, such as 5 or 2.5.'],
  ])('does not store the invalid target value %j', async (input, message) => {
    const user = renderPage();
    const value = screen.getByLabelText('Default target value');
    await user.clear(value);
    await user.type(value, '7');
    expect(stored().target.value).toBe(7);
    await user.clear(value);
    if (input) await user.type(value, input);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(message);
    expect(stored().target.value).toBe(7);
    expect(useDefaultSettings.getState().settings.target.value).toBe(7);
  });

  it('accepts a decimal target value and clears the message once fixed', async () => {
    const user = renderPage();
    const value = screen.getByLabelText('Default target value');
    await user.clear(value);
    expect(screen.getByText(/must be a number/)).toBeInTheDocument();
    await user.type(value, '2.5');
    expect(screen.queryByText(/must be a number/)).not.toBeInTheDocument();
    expect(value).not.toHaveAttribute('aria-invalid');
    expect(stored().target.value).toBe(2.5);
  });

  it('keeps a default reminder time for new goals and refuses an empty one', async () => {
    const user = renderPage();
    const time = screen.getByLabelText('Default reminder time');
    expect(time).toHaveValue('19:00');
    await user.clear(time);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reminder time.');
    expect(stored()?.reminderTime).toBeUndefined();
    await user.type(time, '06:45');
    expect(stored()?.reminderTime).toBe('06:45');
    expect(useDefaultSettings.getState().settings.reminderTime).toBe('06:45');
    expect(
      screen.getByText(/A closed browser cannot be woken without a push server/),
    ).toBeVisible();
  });

  describe('signed in', () => {
    function signedIn() {
      const fake = createFakeBackend();
      fake.signInWithProfile(FREE_MEMBER);
      const stop = followAccountPreferences(FREE_MEMBER.uid, fake.backend.profiles);
      const held: AccountPreferences[] = [];
      fake.backend.profiles.watchPreferences(FREE_MEMBER.uid, (p) => held.push(p));
      return { fake, stop, account: () => held.at(-1)?.defaultSettings };
    }

    it('keeps each change with the account too', async () => {
      const { stop, account } = signedIn();
      const user = renderPage();
      await user.selectOptions(screen.getByLabelText('Default tracking frequency'), 'daily');
      await user.selectOptions(screen.getByLabelText('Default target type'), 'books');
      await vi.waitFor(() =>
        expect(account()).toEqual({ frequency: 'daily', target: { type: 'books', value: 5 } }),
      );
      expect(screen.getByText(/saved automatically with your account/)).toBeInTheDocument();
      stop();
    });

    it('shows what the account holds once it arrives', async () => {
      const { fake, stop } = signedIn();
      renderPage();
      await act(() =>
        fake.backend.profiles.savePreferences(FREE_MEMBER.uid, {
          defaultSettings: { frequency: 'monthly', reminders: true },
        }),
      );
      expect(screen.getByLabelText('Default tracking frequency')).toHaveValue('monthly');
      expect(screen.getByLabelText('Default reminders')).toBeChecked();
      expect(stored().frequency).toBe('monthly');
      stop();
    });
  });
});
