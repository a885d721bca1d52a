import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_GOAL_SETTINGS, cloneSettings, createGoal } from '@/domain/goal';
import { useDefaultSettings } from '@/stores/settings/default-settings.store';
import SettingsPage from './settings-page';

beforeEach(() => {
  localStorage.clear();
  useDefaultSettings.setState({ settings: cloneSettings(DEFAULT_GOAL_SETTINGS) });
});

describe('the default practice plan', () => {
  it('is chosen on /settings and taken by new goals', async () => {
    render(
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Some days a week, any days' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'On chosen weekdays' }));
    expect(useDefaultSettings.getState().settings.plan).toBe('weekdays:12345');
    const settings = useDefaultSettings.getState().settings;
    const goal = createGoal({ id: 'g', name: 'Piano', now: new Date(), settings });
    expect(goal.settings.plan).toBe('weekdays:12345');
  });

  it('keeps the saved plan while no weekday is chosen, and says why', async () => {
    render(
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'On chosen weekdays' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday']) {
      await user.click(screen.getByRole('checkbox', { name: `Practice on ${day}` }));
    }
    expect(useDefaultSettings.getState().settings.plan).toBe('weekdays:5');
    await user.click(screen.getByRole('checkbox', { name: 'Practice on Friday' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one day to practice.');
    expect(useDefaultSettings.getState().settings.plan).toBe('weekdays:5');
  });
});
