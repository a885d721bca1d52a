import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  increment,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import {
  advertisingId,
  isAdFrequency,
  isCampaignStatus,
  isCampaignType,
  isDisplayMethod,
  type AdWay,
  type AdWayInput,
  type Campaign,
  type CampaignInput,
} from '@/domain/advertising';
import type { AdvertisingRepo, AdWayRepo, CampaignRepo } from '../ports';

/** What differs between the campaigns and the adWays collections. */
interface AdvertisingKind<Input extends object, Row extends Input & { id: string }> {
  collection: string;
  idPrefix: 'campaign_' | 'adway_';
  /** The input fields the rules accept (a stray property would make a write fail). */
  fields: readonly (keyof Input)[];
  fromStored(id: string, data: Record<string, unknown>): Row;
}

const stamps = (data: Record<string, unknown>) => ({
  createdAt: String(data.createdAt ?? ''),
  updatedAt: String(data.updatedAt ?? ''),
});

const CAMPAIGNS: AdvertisingKind<CampaignInput, Campaign> = {
  collection: 'campaigns',
  idPrefix: 'campaign_',
  fields: ['name', 'type', 'url', 'description', 'status', 'clicks', 'revenue'],
  fromStored: (id, data) => ({
    id,
    name: String(data.name ?? ''),
    type: isCampaignType(data.type) ? data.type : 'external',
    url: String(data.url ?? ''),
    description: String(data.description ?? ''),
    status: isCampaignStatus(data.status) ? data.status : 'paused',
    clicks: Number(data.clicks ?? 0) || 0,
    revenue: Number(data.revenue ?? 0) || 0,
    ...stamps(data),
  }),
};

const AD_WAYS: AdvertisingKind<AdWayInput, AdWay> = {
  collection: 'adWays',
  idPrefix: 'adway_',
  fields: ['name', 'description', 'isActive', 'displayMethod', 'targetLocation', 'frequency'],
  fromStored: (id, data) => ({
    id,
    name: String(data.name ?? ''),
    description: String(data.description ?? ''),
    isActive: data.isActive === true,
    displayMethod: isDisplayMethod(data.displayMethod) ? data.displayMethod : 'banner',
    targetLocation: String(data.targetLocation ?? ''),
    frequency: isAdFrequency(data.frequency) ? data.frequency : 'every-visit',
    ...stamps(data),
  }),
};

function pick<Input extends object>(fields: readonly (keyof Input)[], patch: Partial<Input>) {
  return Object.fromEntries(
    fields.filter((field) => patch[field] !== undefined).map((field) => [field, patch[field]]),
  );
}

/**
 * One collection of advertising records: list, create under prefix + timestamp + random,
 * merge-update with a new updatedAt, delete. `requireSignedIn` throws when nobody is signed
 * in (spec §8); the rules refuse the rest.
 */
function createAdvertisingRepo<Input extends object, Row extends Input & { id: string }>(
  db: Firestore,
  requireSignedIn: () => void,
  kind: AdvertisingKind<Input, Row>,
): AdvertisingRepo<Input, Row> {
  const ref = (id: string) => doc(db, kind.collection, id);
  return {
    async list() {
      requireSignedIn();
      const snapshot = await getDocs(collection(db, kind.collection));
      return snapshot.docs.map((d) => kind.fromStored(d.id, d.data()));
    },
    async create(input) {
      requireSignedIn();
      const now = new Date();
      const id = advertisingId(kind.idPrefix, now.getTime(), Math.random);
      const stamp = now.toISOString();
      const data = { ...pick(kind.fields, input), createdAt: stamp, updatedAt: stamp };
      await setDoc(ref(id), data);
      return { ...input, id, createdAt: stamp, updatedAt: stamp } as unknown as Row;
    },
    async update(id, patch) {
      requireSignedIn();
      const updatedAt = new Date().toISOString();
      await updateDoc(ref(id), { ...pick(kind.fields, patch), updatedAt });
      return updatedAt;
    },
    async remove(id) {
      requireSignedIn();
      await deleteDoc(ref(id));
    },
  };
}

export function createCampaignRepo(db: Firestore, requireSignedIn: () => void): CampaignRepo {
  return {
    ...createAdvertisingRepo(db, requireSignedIn, CAMPAIGNS),
    async recordClick(id) {
      requireSignedIn();
      // The rules accept exactly this change from any active user: clicks + 1, nothing else.
      await updateDoc(doc(db, CAMPAIGNS.collection, id), { clicks: increment(1) });
    },
  };
}

export function createAdWayRepo(db: Firestore, requireSignedIn: () => void): AdWayRepo {
  return createAdvertisingRepo(db, requireSignedIn, AD_WAYS);
}
