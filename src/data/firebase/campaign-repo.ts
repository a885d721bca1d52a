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
  isCampaignStatus,
  isCampaignType,
  type Campaign,
  type CampaignInput,
} from '@/domain/advertising';
import type { CampaignRepo } from '../ports';

const CAMPAIGNS = 'campaigns';

function toCampaign(id: string, data: Record<string, unknown>): Campaign {
  return {
    id,
    name: String(data.name ?? ''),
    type: isCampaignType(data.type) ? data.type : 'external',
    url: String(data.url ?? ''),
    description: String(data.description ?? ''),
    status: isCampaignStatus(data.status) ? data.status : 'paused',
    clicks: Number(data.clicks ?? 0) || 0,
    revenue: Number(data.revenue ?? 0) || 0,
    createdAt: String(data.createdAt ?? ''),
    updatedAt: String(data.updatedAt ?? ''),
  };
}

/** Only the fields the rules accept, so a stray property never makes a write fail. */
function pickInput(patch: Partial<CampaignInput>): Partial<CampaignInput> {
  const { name, type, url, description, status, clicks, revenue } = patch;
  const picked = { name, type, url, description, status, clicks, revenue };
  return Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined));
}

/** `requireSignedIn` throws when nobody is signed in (spec §8); the rules refuse the rest. */
export function createCampaignRepo(db: Firestore, requireSignedIn: () => void): CampaignRepo {
  return {
    async list() {
      requireSignedIn();
      const snapshot = await getDocs(collection(db, CAMPAIGNS));
      return snapshot.docs.map((d) => toCampaign(d.id, d.data()));
    },
    async create(input) {
      requireSignedIn();
      const now = new Date();
      const id = advertisingId('campaign_', now.getTime(), Math.random);
      const stamp = now.toISOString();
      const record: Campaign = { ...input, id, createdAt: stamp, updatedAt: stamp };
      const { id: _id, ...data } = record;
      await setDoc(doc(db, CAMPAIGNS, id), data);
      return record;
    },
    async update(id, patch) {
      requireSignedIn();
      const updatedAt = new Date().toISOString();
      await updateDoc(doc(db, CAMPAIGNS, id), { ...pickInput(patch), updatedAt });
      return updatedAt;
    },
    async remove(id) {
      requireSignedIn();
      await deleteDoc(doc(db, CAMPAIGNS, id));
    },
  };
}
