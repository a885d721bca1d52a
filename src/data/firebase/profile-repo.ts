import {
  deleteField,
  doc,
  getDoc,
  getDocFromCache,
  onSnapshot,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { readAccountPreferences, type PreferencesPatch } from '@/domain/preferences';
import { encodeRestRanges } from '@/domain/rest-ranges';
import { readEveryField, storedProfile } from '@/domain/stored-schemas';
import type { UserProfile } from '@/domain/user';
import type { ProfileRepo } from '../ports';
import { asBackendError } from './backend-error';
import { lastingListener } from './firestore-db';

const USERS = 'users';
const TOMBSTONES = 'deletedUsers';

export function toProfile(uid: string, data: Record<string, unknown>): UserProfile {
  return { uid, ...readEveryField(storedProfile, data) };
}

/** One field path per preference given ('defaultSettings.frequency', 'goalView'). */
function preferenceFields(patch: PreferencesPatch): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch.defaultSettings ?? {})) {
    fields[`defaultSettings.${key}`] = value === undefined ? deleteField() : value;
  }
  if (patch.goalView !== undefined) fields.goalView = patch.goalView;
  if (patch.restRanges !== undefined) fields.restDays = encodeRestRanges(patch.restRanges);
  return fields;
}

async function logged<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`Profile ${operation} failed`, error);
    throw asBackendError(error);
  }
}

export function createProfileRepo(db: Firestore): ProfileRepo {
  const profileDoc = (uid: string) => doc(db, USERS, uid);
  return {
    async get(uid, options) {
      if (options?.activeFromCache) {
        const cached = await getDocFromCache(profileDoc(uid)).catch(() => null);
        const profile = cached?.exists() ? toProfile(uid, cached.data()) : null;
        if (profile?.isActive) return profile;
      }
      try {
        const snapshot = await getDoc(profileDoc(uid));
        return snapshot.exists() ? toProfile(uid, snapshot.data()) : null;
      } catch (error) {
        console.error('Profile read failed', error);
        return null;
      }
    },
    create: (profile) => logged('create', () => setDoc(profileDoc(profile.uid), profile)),
    update: (uid, patch) => logged('update', () => updateDoc(profileDoc(uid), patch)),
    isDeleted: (uid) =>
      logged('tombstone read', async () => (await getDoc(doc(db, TOMBSTONES, uid))).exists()),
    setPlan: (uid, plan) =>
      logged('plan change', () => updateDoc(profileDoc(uid), { subscriptionPlan: plan })),
    watch: (uid, listener) =>
      lastingListener((takes) =>
        onSnapshot(
          profileDoc(uid),
          (snapshot) => {
            if (!takes(snapshot.metadata.fromCache)) return;
            listener(snapshot.exists() ? toProfile(uid, snapshot.data()) : null);
          },
          (error) => {
            console.error('Profile watch failed', error);
            listener(null);
          },
        ),
      ),
    savePreferences: (uid, patch) =>
      logged('preferences write', async () => {
        const fields = preferenceFields(patch);
        if (Object.keys(fields).length > 0) await updateDoc(profileDoc(uid), fields);
      }),
    watchPreferences: (uid, listener) =>
      lastingListener((takes) =>
        onSnapshot(
          profileDoc(uid),
          (snapshot) => {
            if (takes(snapshot.metadata.fromCache)) {
              listener(readAccountPreferences(snapshot.data() ?? {}));
            }
          },
          (error) => console.error('Preferences watch failed', error),
        ),
      ),
  };
}
