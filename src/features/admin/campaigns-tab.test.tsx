import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/config';
import type { CampaignInput } from '@/domain/advertising';
import { SAMPLE_CAMPAIGNS } from '@/domain/advertising-samples';
import { confirmWith, openTab, rowWith, setUpFake, type Fake } from './admin-test-kit';

const FIRST = SAMPLE_CAMPAIGNS[0] as CampaignInput;
const LAST = SAMPLE_CAMPAIGNS[4] as CampaignInput;

let fake: Fake;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fake = setUpFake([]);
});
afterEach(() => vi.restoreAllMocks());

describe('admin: Advertising Campaigns', () => {
  it('shows the empty text and creates the five sample campaigns', async () => {
    const user = await openTab('Advertising Campaigns');
    expect(screen.getByRole('heading', { name: 'Advertising Campaigns' })).toBeInTheDocument();
    expect(screen.getByText('Manage campaigns shown to free users')).toBeInTheDocument();
    await screen.findByText(
      'No advertising campaigns found. Click "Add Campaign" to create your first campaign.',
    );
    await user.click(screen.getByRole('button', { name: 'Initialize Sample Data' }));
    await confirmWith(user, 'This will create sample campaigns. Continue?', 'Continue');
    await screen.findByText(LAST.name);
    expect(fake.advertising.campaignRows.size).toBe(5);
    const ids = [...fake.advertising.campaignRows.keys()];
    expect(ids.every((id) => id.startsWith('campaign_'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Initialize Sample Data' })).toBeNull();
    const link = rowWith(FIRST.name).getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('creates a campaign with the form rules, then edits it pre-filled', async () => {
    const user = await openTab('Advertising Campaigns');
    await user.click(await screen.findByRole('button', { name: 'Add Campaign' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Campaign' });
    const form = within(dialog);
    expect(form.getByLabelText('URL')).toHaveAttribute('type', 'url');
    expect(form.getByLabelText('Revenue ($)')).toHaveAttribute('step', '0.01');
    await user.type(form.getByLabelText('Campaign Name'), 'Spring Sale');
    await user.selectOptions(form.getByLabelText('Type'), 'internal');
    await user.type(form.getByLabelText('URL'), 'https://example.com/spring');
    await user.clear(form.getByLabelText('Clicks'));
    await user.type(form.getByLabelText('Revenue ($)'), '12.345');
    await user.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = rowWith('Spring Sale');
    expect(row.getByText('internal')).toBeInTheDocument();
    expect(row.getByText('$12.35')).toBeInTheDocument();
    expect([...fake.advertising.campaignRows.values()][0]).toMatchObject({ clicks: 0 });

    await user.click(row.getByRole('button', { name: 'Edit' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Campaign' });
    expect(within(dialog).getByLabelText('Campaign Name')).toHaveValue('Spring Sale');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('internal');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'paused');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(rowWith('Spring Sale').getByText('paused')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add Campaign' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Campaign Name')).toHaveValue('');
  });

  it('keeps the clicks counted while the edit form was open, unless clicks were edited', async () => {
    const { id } = await fake.backend.campaigns.create({ ...FIRST, status: 'active' });
    const stored = () => fake.advertising.campaignRows.get(id);
    const user = await openTab('Advertising Campaigns');
    await user.click(rowWith(FIRST.name).getByRole('button', { name: 'Edit' }));
    let form = within(screen.getByRole('dialog', { name: 'Edit Campaign' }));
    await fake.backend.campaigns.recordClick(id);
    await user.type(form.getByLabelText('Campaign Name'), ' Plus');
    await user.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toMatchObject({ name: `${FIRST.name} Plus`, clicks: FIRST.clicks + 1 });

    await user.click(rowWith(`${FIRST.name} Plus`).getByRole('button', { name: 'Edit' }));
    form = within(screen.getByRole('dialog', { name: 'Edit Campaign' }));
    await user.clear(form.getByLabelText('Clicks'));
    await user.type(form.getByLabelText('Clicks'), '7');
    await user.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(stored()).toMatchObject({ clicks: 7 }));
  });

  it('deletes a campaign after the confirmation', async () => {
    await fake.backend.campaigns.create({ ...FIRST });
    const user = await openTab('Advertising Campaigns');
    await user.click(rowWith(FIRST.name).getByRole('button', { name: 'Delete' }));
    await confirmWith(
      user,
      'Are you sure you want to delete this campaign? This action cannot be undone.',
      'Delete',
    );
    await screen.findByText(/No advertising campaigns found/);
    expect(fake.advertising.campaignRows.size).toBe(0);
  });

  it.each([
    ['list', 'Failed to load campaigns'],
    ['create', 'Failed to create sample campaigns'],
  ] as const)('shows the banner when %s fails', async (op, text) => {
    fake.advertising.failCampaigns(op);
    const user = await openTab('Advertising Campaigns');
    if (op === 'create') {
      await user.click(await screen.findByRole('button', { name: 'Initialize Sample Data' }));
      await confirmWith(user, 'This will create sample campaigns. Continue?', 'Continue');
    }
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(/No advertising campaigns found/)).toBeInTheDocument();
  });

  it("shows 'Loading campaigns...' while the list loads", async () => {
    vi.spyOn(fake.backend.campaigns, 'list').mockReturnValue(new Promise(() => undefined));
    await openTab('Advertising Campaigns');
    expect(await screen.findByText('Loading campaigns...')).toBeInTheDocument();
  });

  it("keeps the form open and shows 'Failed to create campaign'", async () => {
    fake.advertising.failCampaigns('create');
    const user = await openTab('Advertising Campaigns');
    await user.click(await screen.findByRole('button', { name: 'Add Campaign' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Failed to create campaign',
    );
  });

  it('shows a click counted on a free user’s device in the Clicks column on its next load', async () => {
    const created = await fake.backend.campaigns.create({ ...FIRST, clicks: 1250 });
    fake.signInWithProfile({ uid: 'ann', email: 'ann@example.com' });
    await fake.backend.campaigns.recordClick(created.id);
    fake.signInAs({
      uid: 'admin-uid',
      email: appConfig.adminEmail,
      displayName: null,
      emailVerified: true,
    });
    await openTab('Advertising Campaigns');
    expect(await screen.findByText('1,251')).toBeInTheDocument();
  });
});
