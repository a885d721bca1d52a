import type { DeletedUser } from '@/domain/admin-users';
import { isUsableEmail, type UserProfile } from '@/domain/user';
import {
  isGoalView,
  readAccountPreferences,
  type AccountPreferences,
  type PreferencesPatch,
} from '@/domain/preferences';
import { BackendError, type ProfilePatch, type ProfileRepo } from '@/data/ports';
import { denied, type FakeAccess } from './fake-access';

/** What only the administrator changes, and never on their own profile. */
const MANAGED_FIELDS = ['role', 'subscriptionPlan', 'isActive'] as const;

/**
 * users/{uid} and the tombstones' lookup, refusing what firestore.rules refuse: another
 * person's profile (unless the caller is the administrator), a new profile that is not the
 * caller's own free, active, user (or administrator) profile or that comes after a delete, and
 * a change of plan, role or activation by anyone but the administrator.
 */
export function createFakeProfiles(
  profiles: Map<string, UserProfile>,
  deletedUsers: ReadonlyMap<string, DeletedUser>,
  access: FakeAccess,
) {
  const listeners = new Map<string, Set<(p: UserProfile | null) => void>>();
  /** The preference fields stored in each profile, as the database keeps them. */
  const stored = new Map<
    string,
    { defaultSettings?: Record<string, unknown>; goalView?: string }
  >();
  const preferenceListeners = new Map<string, Set<(p: AccountPreferences) => void>>();
  const preferencesOf = (uid: string) =>
    readAccountPreferences(profiles.has(uid) ? (stored.get(uid) ?? {}) : {});
  const notify = (uid: string) => {
    listeners.get(uid)?.forEach((l) => l(profiles.get(uid) ?? null));
    preferenceListeners.get(uid)?.forEach((l) => l(preferencesOf(uid)));
  };
  const mayRead = (uid: string) => access.callerUid() === uid || access.isAdmin();

  function mayUpdate(existing: UserProfile, patch: ProfilePatch): boolean {
    const managed = MANAGED_FIELDS.some((key) => key in patch && patch[key] !== existing[key]);
    const self = access.callerUid() === existing.uid;
    if (access.isAdmin()) return !(self && managed);
    return self && existing.isActive && !managed;
  }

  /** The rules' check of the preference fields: each value as the app reads it back. */
  function validPreferences(patch: PreferencesPatch): boolean {
    if (patch.goalView !== undefined && !isGoalView(patch.goalView)) return false;
    return Object.entries(patch.defaultSettings ?? {}).every(([key, value]) => {
      if (value === undefined) return true;
      const read = readAccountPreferences({ defaultSettings: { [key]: value } }).defaultSettings;
      return JSON.stringify(read[key as keyof typeof read]) === JSON.stringify(value);
    });
  }

  const repo: ProfileRepo = {
    get: async (uid) => (mayRead(uid) ? (profiles.get(uid) ?? null) : null),
    async create(profile) {
      const caller = access.callerUid();
      const allowed =
        caller === profile.uid &&
        profile.email === access.callerEmail() &&
        !deletedUsers.has(profile.uid) &&
        isUsableEmail(profile.email) &&
        profile.role === (access.isAdmin() ? 'admin' : 'user') &&
        profile.subscriptionPlan === 'free' &&
        profile.isActive;
      if (!allowed) throw denied();
      profiles.set(profile.uid, profile);
      notify(profile.uid);
    },
    async update(uid, patch) {
      const existing = profiles.get(uid);
      if (!mayRead(uid)) throw denied();
      if (!existing) throw new BackendError('not-found', 'No document to update.');
      if (!mayUpdate(existing, patch)) throw denied();
      profiles.set(uid, { ...existing, ...patch });
      notify(uid);
    },
    async isDeleted(uid) {
      if (!mayRead(uid)) throw denied();
      return deletedUsers.has(uid);
    },
    setPlan: (uid, plan) => repo.update(uid, { subscriptionPlan: plan }),
    watch(uid, listener) {
      if (!mayRead(uid)) {
        queueMicrotask(() => listener(null));
        return () => undefined;
      }
      const set = listeners.get(uid) ?? new Set();
      set.add(listener);
      listeners.set(uid, set);
      queueMicrotask(() => {
        if (set.has(listener)) listener(profiles.get(uid) ?? null);
      });
      return () => set.delete(listener);
    },
    async savePreferences(uid, patch) {
      const existing = profiles.get(uid);
      if (access.callerUid() !== uid) throw denied();
      if (!existing) throw new BackendError('not-found', 'No document to update.');
      if (!existing.isActive || !validPreferences(patch)) throw denied();
      const next = { ...stored.get(uid) };
      const settings = { ...next.defaultSettings };
      for (const [key, value] of Object.entries(patch.defaultSettings ?? {})) {
        if (value === undefined) delete settings[key];
        else settings[key] = value;
      }
      if (patch.defaultSettings) next.defaultSettings = settings;
      if (patch.goalView) next.goalView = patch.goalView;
      stored.set(uid, next);
      notify(uid);
    },
    watchPreferences(uid, listener) {
      if (!mayRead(uid)) return () => undefined;
      const set = preferenceListeners.get(uid) ?? new Set();
      set.add(listener);
      preferenceListeners.set(uid, set);
      queueMicrotask(() => {
        if (set.has(listener)) listener(preferencesOf(uid));
      });
      return () => set.delete(listener);
    },
  };
  return { repo, notify };
}
