import type { AdWay } from '@/domain/advertising';
import { adWayActions, toggleAdWay } from '@/actions/admin/advertising';
import { useAdmin } from '@/stores/admin/admin.store';
import { pillClasses } from './admin-format';
import { Cell } from './admin-table';
import { AdvertisingTab } from './advertising-tab';
import { AdWayFormDialog } from './ad-way-form-dialog';

const COLUMNS = ['Name', 'Display Method', 'Target Location', 'Frequency', 'Status'] as const;
export const DELETE_AD_WAY_MESSAGE =
  'Are you sure you want to delete this advertising way? This action cannot be undone.';
export const SAMPLE_AD_WAYS_MESSAGE = 'This will create sample advertising ways. Continue?';

const TEXTS = {
  title: 'Advertising Ways',
  subtitle: 'Manage how advertising campaigns are presented to free users',
  addLabel: 'Add Advertising Way',
  tableLabel: 'Advertising ways',
  loading: 'Loading advertising ways...',
  empty:
    'No advertising ways found. Click "Add Advertising Way" to create your first advertising presentation method.',
  deleteTitle: 'Delete advertising way',
  deleteMessage: DELETE_AD_WAY_MESSAGE,
  sampleMessage: SAMPLE_AD_WAYS_MESSAGE,
};

function AdWayCells({ way }: { way: AdWay }) {
  return (
    <>
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
    </>
  );
}

export function AdWaysTab() {
  const adWays = useAdmin((s) => s.adWays);
  const loading = useAdmin((s) => s.adWaysLoading);
  return (
    <AdvertisingTab
      texts={TEXTS}
      columns={COLUMNS}
      rows={adWays}
      loading={loading}
      actions={adWayActions}
      cells={(way) => <AdWayCells way={way} />}
      form={(props) => <AdWayFormDialog {...props} />}
    />
  );
}
