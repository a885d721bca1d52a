import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { hasPreviousPage, pageNumber, type DeletedUser } from '@/domain/admin-users';
import { useAdmin } from '@/stores/admin/admin.store';
import { restoreUser, showNextDeleted, showPreviousDeleted } from '@/actions/admin/deleted-users';
import { shortDate } from './admin-format';
import { AdminTable, Cell, TableMessage } from './admin-table';
import { Pager } from './pager';

const COLUMNS = ['User', 'Deleted', 'Actions'] as const;
export const RESTORE_USER_MESSAGE =
  'Restore this user? They can sign in again and start with a new free profile.';

/** Deleted accounts (tombstones), newest first, each with a Restore button (loadUsers). */
export function DeletedUsers() {
  const rows = useAdmin((s) => s.deletedUsers);
  const loading = useAdmin((s) => s.deletedLoading);
  const trail = useAdmin((s) => s.deletedTrail);
  const [toRestore, setToRestore] = useState<DeletedUser | null>(null);

  return (
    <section aria-labelledby="deleted-users-title" className="space-y-3">
      <div>
        <h2 id="deleted-users-title" className="text-lg font-semibold text-slate-900">
          Deleted users
        </h2>
        <p className="text-sm text-slate-600">
          A deleted account cannot sign in until it is restored.
        </p>
      </div>
      <AdminTable label="Deleted users" columns={COLUMNS}>
        {loading ? (
          <TableMessage colSpan={COLUMNS.length}>Loading deleted users...</TableMessage>
        ) : rows.length === 0 ? (
          <TableMessage colSpan={COLUMNS.length}>No deleted users</TableMessage>
        ) : (
          rows.map((row) => (
            <tr key={row.uid}>
              <Cell>
                <div className="font-medium text-slate-900">{row.email}</div>
                <div className="text-xs text-slate-500">{row.uid}</div>
              </Cell>
              <Cell>{shortDate(row.deletedAt)}</Cell>
              <Cell>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Restore ${row.email}`}
                  onClick={() => setToRestore(row)}
                >
                  Restore
                </Button>
              </Cell>
            </tr>
          ))
        )}
      </AdminTable>
      <Pager
        label="Deleted users pages"
        page={pageNumber(trail)}
        rows={loading ? null : rows.length}
        canGoBack={hasPreviousPage(trail)}
        canGoOn={trail.next !== null}
        onPrevious={() => void showPreviousDeleted()}
        onNext={() => void showNextDeleted()}
      />
      <ConfirmDialog
        open={toRestore !== null}
        title="Restore user"
        message={RESTORE_USER_MESSAGE}
        confirmLabel="Restore"
        onCancel={() => setToRestore(null)}
        onConfirm={() => {
          if (toRestore) void restoreUser(toRestore.uid);
          setToRestore(null);
        }}
      />
    </section>
  );
}
