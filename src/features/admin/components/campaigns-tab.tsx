import type { Campaign } from '@/domain/advertising';
import { formatRevenue } from '@/domain/advertising-form';
import { campaignActions } from '@/actions/admin/advertising';
import { useAdmin } from '@/stores/admin/admin.store';
import { Cell, Pill } from './admin-table';
import { AdvertisingTab } from './advertising-tab';
import { CampaignFormDialog } from './campaign-form-dialog';

const COLUMNS = ['Campaign', 'Type', 'URL', 'Status', 'Clicks', 'Revenue'] as const;
export const DELETE_CAMPAIGN_MESSAGE =
  'Are you sure you want to delete this campaign? This action cannot be undone.';
export const SAMPLE_CAMPAIGNS_MESSAGE = 'This will create sample campaigns. Continue?';

const TEXTS = {
  title: 'Advertising Campaigns',
  subtitle: 'Manage campaigns shown to free users',
  addLabel: 'Add Campaign',
  tableLabel: 'Advertising campaigns',
  loading: 'Loading campaigns...',
  empty: 'No advertising campaigns found. Click "Add Campaign" to create your first campaign.',
  deleteTitle: 'Delete campaign',
  deleteMessage: DELETE_CAMPAIGN_MESSAGE,
  sampleMessage: SAMPLE_CAMPAIGNS_MESSAGE,
};

function CampaignCells({ campaign: c }: { campaign: Campaign }) {
  return (
    <>
      <Cell className="whitespace-normal">
        <div className="font-medium text-slate-900">{c.name}</div>
        <div className="max-w-xs text-xs text-slate-500">{c.description}</div>
      </Cell>
      <Cell>
        <Pill tone={c.type === 'internal' ? 'blue' : 'slate'}>{c.type}</Pill>
      </Cell>
      <Cell>
        <a
          href={c.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 hover:underline"
        >
          {c.url}
        </a>
      </Cell>
      <Cell>
        <Pill tone={c.status === 'active' ? 'green' : 'amber'}>{c.status}</Pill>
      </Cell>
      <Cell>{c.clicks.toLocaleString('en-US')}</Cell>
      <Cell>{formatRevenue(c.revenue)}</Cell>
    </>
  );
}

export function CampaignsTab() {
  const campaigns = useAdmin((s) => s.campaigns);
  const loading = useAdmin((s) => s.campaignsLoading);
  return (
    <AdvertisingTab
      texts={TEXTS}
      columns={COLUMNS}
      rows={campaigns}
      loading={loading}
      actions={campaignActions}
      cells={(c) => <CampaignCells campaign={c} />}
      form={(props) => <CampaignFormDialog {...props} />}
    />
  );
}
