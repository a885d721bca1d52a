import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, describe, vi } from 'vitest';
import { confirmWith, openTab, rowWith, setUpFake, type Fake } from './admin-test-kit';

let fake: Fake;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fake = setUpFake([]);
});
afterEach(() => vi.restoreAllMocks());

describe('admin: Advertising Ways', () => {
  it('creates the six sample ways and toggles one by its status pill', async () => {
    const user = await openTab('Advertising Ways');
    expect(
      screen.getByText('Manage how advertising campaigns are presented to free users'),
    ).toBeInTheDocument();
    await screen.findByText(
      'No advertising ways found. Click "Add Advertising Way" to create your first advertising presentation method.',
    );
    await user.click(screen.getByRole('button', { name: 'Initialize Sample Data' }));
    await confirmWith(user, 'This will create sample advertising ways. Continue?', 'Continue');
    await screen.findByText('page-footer');
    expect(fake.advertising.adWayRows.size).toBe(6);

    const sidebar = rowWith('sidebar');
    await user.click(sidebar.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(rowWith('sidebar').getByRole('button', { name: 'Active' })));
    const stored = [...fake.advertising.adWayRows.values()].find(
      (w) => w.targetLocation === 'sidebar',
    );
    expect(stored?.isActive).toBe(true);
  });

  it("shows 'Failed to update advertising way status' when the toggle fails", async () => {
    await fake.backend.adWays.create({
      name: 'Banner',
      description: '',
      isActive: true,
      displayMethod: 'banner',
      targetLocation: 'goals-page-header',
      frequency: 'every-visit',
    });
    fake.advertising.failAdWays('update');
    const user = await openTab('Advertising Ways');
    await user.click(rowWith('Banner').getByRole('button', { name: 'Active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update advertising way status',
    );
    expect(rowWith('Banner').getByRole('button', { name: 'Active' })).toBeInTheDocument();
  });

  it('adds a way through the form and edits it pre-filled', async () => {
    const user = await openTab('Advertising Ways');
    await user.click(await screen.findByRole('button', { name: 'Add Advertising Way' }));
    const form = within(screen.getByRole('dialog', { name: 'Add Advertising Way' }));
    expect(form.getByLabelText('Target Location')).toHaveAttribute(
      'placeholder',
      'e.g. goals-page-header, sidebar',
    );
    await user.type(form.getByLabelText('Name'), 'Side tip');
    await user.selectOptions(form.getByLabelText('Display Method'), 'widget');
    await user.type(form.getByLabelText('Target Location'), 'sidebar');
    await user.selectOptions(form.getByLabelText('Frequency'), 'weekly');
    await user.click(form.getByLabelText('Active'));
    await user.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowWith('Side tip').getByRole('button', { name: 'Inactive' })).toBeInTheDocument();

    await user.click(rowWith('Side tip').getByRole('button', { name: 'Edit' }));
    const edit = within(screen.getByRole('dialog', { name: 'Edit Advertising Way' }));
    expect(edit.getByLabelText('Display Method')).toHaveValue('widget');
    expect(edit.getByLabelText('Frequency')).toHaveValue('weekly');
    expect(edit.getByLabelText('Active')).not.toBeChecked();
  });

  it('deletes a way after the confirmation', async () => {
    await fake.backend.adWays.create({
      name: 'Footer',
      description: '',
      isActive: true,
      displayMethod: 'footer',
      targetLocation: 'page-footer',
      frequency: 'daily-rotation',
    });
    const user = await openTab('Advertising Ways');
    await user.click(rowWith('Footer').getByRole('button', { name: 'Delete' }));
    await confirmWith(
      user,
      'Are you sure you want to delete this advertising way? This action cannot be undone.',
      'Delete',
    );
    await screen.findByText(/No advertising ways found/);
  });

  it('warns about a target location no ad slot shows, and still saves the way', async () => {
    const user = await openTab('Advertising Ways');
    await user.click(await screen.findByRole('button', { name: 'Add Advertising Way' }));
    const form = within(screen.getByRole('dialog', { name: 'Add Advertising Way' }));
    expect(form.queryByRole('status')).toBeNull();
    await user.type(form.getByLabelText('Name'), 'Top strip');
    await user.type(form.getByLabelText('Target Location'), 'dashboard-top');
    expect(form.getByRole('status')).toHaveTextContent(
      'Unknown target location "dashboard-top": no ad slot uses it, so this way is never shown. Known locations: goals-page-header, page-footer, new-goal-dialog, goal-completion, sidebar, notification-center.',
    );
    await user.clear(form.getByLabelText('Target Location'));
    await user.type(form.getByLabelText('Target Location'), 'sidebar');
    expect(form.getByRole('status')).toHaveTextContent(
      'The slot at "sidebar" shows the widget method, so a banner way there is never shown; use goals-page-header.',
    );
    await user.selectOptions(form.getByLabelText('Display Method'), 'widget');
    expect(form.queryByRole('status')).toBeNull();
    await user.clear(form.getByLabelText('Target Location'));
    await user.type(form.getByLabelText('Target Location'), 'dashboard-top');
    await user.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowWith('Top strip').getByText('dashboard-top')).toBeInTheDocument();
  });
});
