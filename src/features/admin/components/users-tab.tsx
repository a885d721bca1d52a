import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { appConfig } from '@/config';
import { sameEmail, type UserProfile } from '@/domain/user';
import { useAdmin } from '../admin.store';
import { changePlan, deleteUser, loadUsers, toggleUserActive } from '../user-actions';
import { AdminTable, TableMessage } from './admin-table';
import { UserRow } from './user-row';
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
  const [toDelete, setToDelete] = useState<UserProfile | null>(null);

  useEffect(() => {
    void loadUsers();
  }, []);

  const isAdministrator = (user: UserProfile) => sameEmail(user.email, appConfig.adminEmail);

  return (
    <div className="space-y-4">
      <UserTiles users={users} />
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
              isAdministrator={isAdministrator(user)}
              goalCount={goalCounts ? (goalCounts[user.uid] ?? 0) : undefined}
              onPlan={(plan) => void changePlan(user.uid, plan)}
              onToggleActive={() => void toggleUserActive(user)}
              onDelete={() => setToDelete(user)}
            />
          ))
        )}
      </AdminTable>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete user"
        message={DELETE_USER_MESSAGE}
        confirmLabel="Delete"
        danger
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void deleteUser(toDelete.uid);
          setToDelete(null);
        }}
      />
    </div>
  );
}
