import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Campaign } from '@/domain/advertising';
import { formatRevenue } from '@/domain/advertising-form';
import { useAdmin } from '../admin.store';
import {
  createSampleCampaigns,
  deleteCampaign,
  loadCampaigns,
  saveCampaign,
} from '../campaign-actions';
import { AdminConfirm, RowActions, type AdminConfirmRequest } from './admin-confirm';
import { AdminTable, Cell, Pill, TableMessage, TabHeader } from './admin-table';
import { CampaignFormDialog } from './campaign-form-dialog';

const COLUMNS = ['Campaign', 'Type', 'URL', 'Status', 'Clicks', 'Revenue', 'Actions'] as const;
export const DELETE_CAMPAIGN_MESSAGE =
  'Are you sure you want to delete this campaign? This action cannot be undone.';
export const SAMPLE_CAMPAIGNS_MESSAGE = 'This will create sample campaigns. Continue?';
const EMPTY_TEXT =
  'No advertising campaigns found. Click "Add Campaign" to create your first campaign.';

export function CampaignsTab() {
  const campaigns = useAdmin((s) => s.campaigns);
  const loading = useAdmin((s) => s.campaignsLoading);
  const [form, setForm] = useState<{ key: number; editing: Campaign | null } | null>(null);
  const [confirm, setConfirm] = useState<AdminConfirmRequest>(null);

  useEffect(() => {
    void loadCampaigns();
  }, []);

  const openForm = (editing: Campaign | null) => setForm({ key: Date.now(), editing });

  return (
    <div className="space-y-4">
      <TabHeader
        title="Advertising Campaigns"
        subtitle="Manage campaigns shown to free users"
        actions={
          <>
            {!loading && campaigns.length === 0 && (
              <Button variant="secondary" onClick={() => setConfirm({ kind: 'sample' })}>
                Initialize Sample Data
              </Button>
            )}
            <Button onClick={() => openForm(null)}>Add Campaign</Button>
          </>
        }
      />
      <AdminTable label="Advertising campaigns" columns={COLUMNS}>
        {loading ? (
          <TableMessage colSpan={COLUMNS.length}>Loading campaigns...</TableMessage>
        ) : campaigns.length === 0 ? (
          <TableMessage colSpan={COLUMNS.length}>{EMPTY_TEXT}</TableMessage>
        ) : (
          campaigns.map((c) => (
            <tr key={c.id}>
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
              <Cell>
                <RowActions
                  onEdit={() => openForm(c)}
                  onDelete={() => setConfirm({ kind: 'delete', id: c.id })}
                />
              </Cell>
            </tr>
          ))
        )}
      </AdminTable>
      {form && (
        <CampaignFormDialog
          key={form.key}
          open
          editing={form.editing}
          onClose={() => setForm(null)}
          onSave={(input) => saveCampaign(form.editing?.id ?? null, input)}
        />
      )}
      <AdminConfirm
        request={confirm}
        deleteTitle="Delete campaign"
        deleteMessage={DELETE_CAMPAIGN_MESSAGE}
        sampleMessage={SAMPLE_CAMPAIGNS_MESSAGE}
        onDelete={(id) => void deleteCampaign(id)}
        onCreateSamples={() => void createSampleCampaigns()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
