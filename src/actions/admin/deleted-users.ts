import {
  ADMIN_PAGE_SIZE,
  FIRST_PAGE,
  nextPage,
  pageNumber,
  pageStart,
  previousPage,
  type DeletedUser,
  type PageTrail,
} from '@/domain/admin-users';
import { loadBackend } from '@/data/backend';
import { attempt, useAdmin } from '@/stores/admin/admin.store';

let latestRequest = 0;

async function showPage(trail: PageTrail, keepBanner = false): Promise<void> {
  const request = (latestRequest += 1);
  useAdmin.setState({ deletedLoading: true, deletedTrail: trail });
  const backend = await loadBackend();
  const page = await attempt(
    'Failed to load deleted users',
    () => backend.admin.listDeletedUsers({ after: pageStart(trail), pageSize: ADMIN_PAGE_SIZE }),
    { keepBanner },
  );
  if (request !== latestRequest) return;
  useAdmin.setState({
    deletedUsers: page?.rows ?? [],
    deletedTrail: { ...trail, next: page?.next ?? null },
    deletedLoading: false,
  });
}

/** The newest tombstones, as when the tab opens (after the users, keeping their banner). */
export const loadDeletedUsers = (): Promise<void> => showPage(FIRST_PAGE, true);

export const showNextDeleted = (): Promise<void> =>
  showPage(nextPage(useAdmin.getState().deletedTrail));

export const showPreviousDeleted = (): Promise<void> =>
  showPage(previousPage(useAdmin.getState().deletedTrail));

/** A user just deleted heads the first page (the newest tombstone). */
export function addDeletedUser(tombstone: DeletedUser): void {
  useAdmin.setState((s) =>
    pageNumber(s.deletedTrail) === 1
      ? { deletedUsers: [tombstone, ...s.deletedUsers.filter((t) => t.uid !== tombstone.uid)] }
      : {},
  );
}

/** Deletes the tombstone: the person may sign in again and starts with a new free profile. */
export async function restoreUser(uid: string): Promise<void> {
  const backend = await loadBackend();
  const done = await attempt('Failed to restore user', async () => {
    await backend.admin.restoreUser(uid);
    return true;
  });
  if (done) {
    useAdmin.setState((s) => ({ deletedUsers: s.deletedUsers.filter((t) => t.uid !== uid) }));
  }
}
