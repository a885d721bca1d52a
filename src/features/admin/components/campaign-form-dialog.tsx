import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  type Campaign,
  type CampaignInput,
} from '@/domain/advertising';
import { EMPTY_CAMPAIGN, normalizeCampaignInput } from '@/domain/advertising-form';
import { AdminFormDialog } from './admin-form-dialog';
import type { AdvertisingFormProps } from './advertising-tab';
import { TextAreaField } from './text-area-field';
import { optionsOf as options, useAdminForm } from './use-admin-form';

type FormValues = Record<keyof CampaignInput, string>;

const toValues = (c: CampaignInput): FormValues => ({
  ...c,
  clicks: String(c.clicks),
  revenue: String(c.revenue),
});

/** Mount with a key per opening so the form starts from the edited campaign or empty. */
export function CampaignFormDialog({
  open,
  editing,
  onClose,
  onSave,
}: AdvertisingFormProps<CampaignInput, Campaign>) {
  const { values, set, busy, submit } = useAdminForm({
    initial: () => toValues(editing ?? EMPTY_CAMPAIGN),
    empty: () => toValues(EMPTY_CAMPAIGN),
    normalize: normalizeCampaignInput,
    onSave,
    onClose,
  });

  return (
    <AdminFormDialog
      open={open}
      title={editing ? 'Edit Campaign' : 'Add Campaign'}
      editing={!!editing}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Campaign Name" value={values.name} onChange={set('name')} />
      <SelectField
        label="Type"
        options={options(CAMPAIGN_TYPES)}
        value={values.type}
        onChange={set('type')}
      />
      <TextField label="URL" type="url" value={values.url} onChange={set('url')} />
      <TextAreaField label="Description" value={values.description} onChange={set('description')} />
      <SelectField
        label="Status"
        options={options(CAMPAIGN_STATUSES)}
        value={values.status}
        onChange={set('status')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Clicks"
          type="number"
          min={0}
          step={1}
          value={values.clicks}
          onChange={set('clicks')}
        />
        <TextField
          label="Revenue ($)"
          type="number"
          min={0}
          step={0.01}
          value={values.revenue}
          onChange={set('revenue')}
        />
      </div>
    </AdminFormDialog>
  );
}
