import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { AD_FREQUENCIES, DISPLAY_METHODS, type AdWay, type AdWayInput } from '@/domain/advertising';
import { EMPTY_AD_WAY, normalizeAdWayInput } from '@/domain/advertising-form';
import { placementWarning } from '@/domain/ad-selection';
import { AdminFormDialog } from './admin-form-dialog';
import type { AdvertisingFormProps } from './advertising-tab';
import { TextAreaField } from './text-area-field';
import { optionsOf as options, useAdminForm } from './use-admin-form';

const pick = ({
  name,
  description,
  isActive,
  displayMethod,
  targetLocation,
  frequency,
}: AdWayInput) =>
  ({ name, description, isActive, displayMethod, targetLocation, frequency }) as AdWayInput;

/**
 * Mount with a key per opening so the form starts from the edited way or empty. A target
 * location no slot shows (unknown, or another method's) is named in a warning; saving is
 * still allowed (no required-field checks, spec §5).
 */
export function AdWayFormDialog({
  open,
  editing,
  onClose,
  onSave,
}: AdvertisingFormProps<AdWayInput, AdWay>) {
  const { values, setValues, set, busy, submit } = useAdminForm({
    initial: () => pick(editing ?? EMPTY_AD_WAY),
    empty: () => pick(EMPTY_AD_WAY),
    normalize: normalizeAdWayInput,
    onSave,
    onClose,
  });
  const warning = placementWarning(values);

  return (
    <AdminFormDialog
      open={open}
      title={editing ? 'Edit Advertising Way' : 'Add Advertising Way'}
      editing={!!editing}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Name" value={values.name} onChange={set('name')} />
      <TextAreaField label="Description" value={values.description} onChange={set('description')} />
      <SelectField
        label="Display Method"
        options={options(DISPLAY_METHODS)}
        value={values.displayMethod}
        onChange={set('displayMethod')}
      />
      <TextField
        label="Target Location"
        placeholder="e.g. goals-page-header, sidebar"
        value={values.targetLocation}
        onChange={set('targetLocation')}
      />
      {warning && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {warning}
        </p>
      )}
      <SelectField
        label="Frequency"
        options={options(AD_FREQUENCIES)}
        value={values.frequency}
        onChange={set('frequency')}
      />
      <CheckboxField
        label="Active"
        checked={values.isActive}
        onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))}
      />
    </AdminFormDialog>
  );
}
