import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AdWay } from '@/domain/advertising';
import {
  createSampleAdWays,
  deleteAdWay,
  loadAdWays,
  saveAdWay,
  toggleAdWay,
} from '../ad-way-actions';
import { useAdmin } from '../admin.store';
import { pillClasses } from './admin-format';
import { AdminConfirm, RowActions, type AdminConfirmRequest } from './admin-confirm';
import { AdminTable, Cell, TableMessage, TabHeader } from './admin-table';
import { AdWayFormDialog } from './ad-way-form-dialog';

const COLUMNS = [
  'Name',
  'Display Method',
  'Target Location',
  'Frequency',
  'Status',
  'Actions',
] as const;
export const DELETE_AD_WAY_MESSAGE =
  'Are you sure you want to delete this advertising way? This action cannot be undone.';
export const SAMPLE_AD_WAYS_MESSAGE = 'This will create sample advertising ways. Continue?';
const EMPTY_TEXT =
  'No advertising ways found. Click "Add Advertising Way" to create your first advertising presentation method.';

export function AdWaysTab() {
  const adWays = useAdmin((s) => s.adWays);
  const loading = useAdmin((s) => s.adWaysLoading);
  const [form, setForm] = useState<{ key: number; editing: AdWay | null } | null>(null);
  const [confirm, setConfirm] = useState<AdminConfirmRequest>(null);

  useEffect(() => {
    void loadAdWays();
  }, []);

  const openForm = (editing: AdWay | null) => setForm({ key: Date.now(), editing });

  return (
    <div className="space-y-4">
      <TabHeader
        title="Advertising Ways"
        subtitle="Manage how advertising campaigns are presented to free users"
        actions={
          <>
            {!loading && adWays.length === 0 && (
              <Button variant="secondary" onClick={() => setConfirm({ kind: 'sample' })}>
                Initialize Sample Data
              </Button>
            )}
            <Button onClick={() => openForm(null)}>Add Advertising Way</Button>
          </>
        }
      />
      <AdminTable label="Advertising ways" columns={COLUMNS}>
        {loading ? (
          <TableMessage colSpan={COLUMNS.length}>Loading advertising ways...</TableMessage>
        ) : adWays.length === 0 ? (
          <TableMessage colSpan={COLUMNS.length}>{EMPTY_TEXT}</TableMessage>
        ) : (
          adWays.map((way) => (
            <tr key={way.id}>
              <Cell className="whitespace-normal">
                <div className="font-medium text-slate-900">{way.name}</div>
                <div className="max-w-xs text-xs text-slate-500">{way.description}</div>
              </Cell>
              <Cell>{way.displayMethod}</Cell>
              <Cell>{way.targetLocation}</Cell>
              <Cell>{way.frequency}</Cell>
              <Cell>
                <button
                  type="button"
                  aria-pressed={way.isActive}
                  title={way.isActive ? 'Click to deactivate' : 'Click to activate'}
                  onClick={() => void toggleAdWay(way)}
                  className={pillClasses(way.isActive ? 'green' : 'red')}
                >
                  {way.isActive ? 'Active' : 'Inactive'}
                </button>
              </Cell>
              <Cell>
                <RowActions
                  onEdit={() => openForm(way)}
                  onDelete={() => setConfirm({ kind: 'delete', id: way.id })}
                />
              </Cell>
            </tr>
          ))
        )}
      </AdminTable>
      {form && (
        <AdWayFormDialog
          key={form.key}
          open
          editing={form.editing}
          onClose={() => setForm(null)}
          onSave={(input) => saveAdWay(form.editing?.id ?? null, input)}
        />
      )}
      <AdminConfirm
        request={confirm}
        deleteTitle="Delete advertising way"
        deleteMessage={DELETE_AD_WAY_MESSAGE}
        sampleMessage={SAMPLE_AD_WAYS_MESSAGE}
        onDelete={(id) => void deleteAdWay(id)}
        onCreateSamples={() => void createSampleAdWays()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
