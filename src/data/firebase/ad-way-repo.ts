import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import {
  advertisingId,
  isAdFrequency,
  isDisplayMethod,
  type AdWay,
  type AdWayInput,
} from '@/domain/advertising';
import type { AdWayRepo } from '../ports';

const AD_WAYS = 'adWays';

function toAdWay(id: string, data: Record<string, unknown>): AdWay {
  return {
    id,
    name: String(data.name ?? ''),
    description: String(data.description ?? ''),
    isActive: data.isActive === true,
    displayMethod: isDisplayMethod(data.displayMethod) ? data.displayMethod : 'banner',
    targetLocation: String(data.targetLocation ?? ''),
    frequency: isAdFrequency(data.frequency) ? data.frequency : 'every-visit',
    createdAt: String(data.createdAt ?? ''),
    updatedAt: String(data.updatedAt ?? ''),
  };
}

function pickInput(patch: Partial<AdWayInput>): Partial<AdWayInput> {
  const { name, description, isActive, displayMethod, targetLocation, frequency } = patch;
  const picked = { name, description, isActive, displayMethod, targetLocation, frequency };
  return Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined));
}

/** `requireSignedIn` throws when nobody is signed in (spec §8); the rules refuse the rest. */
export function createAdWayRepo(db: Firestore, requireSignedIn: () => void): AdWayRepo {
  return {
    async list() {
      requireSignedIn();
      const snapshot = await getDocs(collection(db, AD_WAYS));
      return snapshot.docs.map((d) => toAdWay(d.id, d.data()));
    },
    async create(input) {
      requireSignedIn();
      const now = new Date();
      const id = advertisingId('adway_', now.getTime(), Math.random);
      const stamp = now.toISOString();
      const record: AdWay = { ...input, id, createdAt: stamp, updatedAt: stamp };
      const { id: _id, ...data } = record;
      await setDoc(doc(db, AD_WAYS, id), data);
      return record;
    },
    async update(id, patch) {
      requireSignedIn();
      const updatedAt = new Date().toISOString();
      await updateDoc(doc(db, AD_WAYS, id), { ...pickInput(patch), updatedAt });
      return updatedAt;
    },
    async remove(id) {
      requireSignedIn();
      await deleteDoc(doc(db, AD_WAYS, id));
    },
  };
}
