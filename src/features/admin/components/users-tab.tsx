import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { appConfig } from '@/config';
import { hasPreviousPage, pageNumber } from '@/domain/admin-users';
import { isAdministrator, type UserProfile } from '@/domain/user';
import { useAdmin } from '@/stores/admin/admin.store';
import {
  changePlan,
  deleteUser,
  loadUsers,
  searchUsers,
  showNextUsers,
  showPreviousUsers,
  toggleUserActive,
} from '@/actions/admin/users';
import { AdminTable, TableMessage } from './admin-table';
import { DeletedUsers } from './deleted-users';
import { Pager } from './pager';
import { UserRow } from './user-row';
import { UserSearch } from './user-search';
import { UserTiles } from './user-tiles';

const COLUMNS = [
  'User',
  'Role',
  'Subscription',
  'Goals',
  'Limit Status',
  'Status',
  'Created',
  'Last Login',
  'Actions',
] as const;

export const DELETE_USER_MESSAGE =
  'Are you sure you want to delete this user? This action cannot be undone.';

export function UsersTab() {
  const users = useAdmin((s) => s.users);
  const goalCounts = useAdmin((s) => s.goalCounts);
  const loading = useAdmin((s) => s.usersLoading);
  const trail = useAdmin((s) => s.usersTrail);
  const totals = useAdmin((s) => s.totals);
  const [toDelete, setToDelete] = useState<UserProfile | null>(null);

  useEffect(() => {
    void loadUsers();
  }, []);

  const countOf = (uid: string) =>
    goalCounts === 'loading' ? 'loading' : goalCounts ? (goalCounts[uid] ?? 0) : undefined;

  return (
    <div className="space-y-4">
      <UserTiles totals={totals} />
      <UserSearch onSearch={(text) => void searchUsers(text)} />
      <AdminTable label="Users" columns={COLUMNS}>
        {loading ? (
          <TableMessage colSpan={COLUMNS.length}>Loading users...</TableMessage>
        ) : users.length === 0 ? (
          <TableMessage colSpan={COLUMNS.length}>No users found</TableMessage>
        ) : (
          users.map((user) => (
            <UserRow
              key={user.uid}
              user={user}
              isAdministrator={isAdministrator(user, appConfig.adminEmail)}
              goalCount={countOf(user.uid)}
              onPlan={(plan) => void changePlan(user, plan)}
              onToggleActive={() => void toggleUserActive(user)}
              onDelete={() => setToDelete(user)}
            />
          ))
        )}
      </AdminTable>
      <Pager
        label="Users pages"
        page={pageNumber(trail)}
        rows={loading ? null : users.length}
        canGoBack={hasPreviousPage(trail)}
        canGoOn={trail.next !== null}
        onPrevious={() => void showPreviousUsers()}
        onNext={() => void showNextUsers()}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete user"
        message={DELETE_USER_MESSAGE}
        confirmLabel="Delete"
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void deleteUser(toDelete);
          setToDelete(null);
        }}
      />
      <DeletedUsers />
    </div>
  );
}
