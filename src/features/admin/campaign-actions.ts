import type { CampaignInput } from '@/domain/advertising';
import { SAMPLE_CAMPAIGNS } from '@/domain/advertising-samples';
import { loadBackend } from '@/data/backend';
import { attempt, useAdmin } from './admin.store';

export async function loadCampaigns(): Promise<void> {
  useAdmin.setState({ campaignsLoading: true });
  const backend = await loadBackend();
  const campaigns = await attempt('Failed to load campaigns', () => backend.campaigns.list());
  useAdmin.setState({ campaigns: campaigns ?? [], campaignsLoading: false });
}

/** Creates (id null) or updates a campaign; resolves true on success. */
export async function saveCampaign(id: string | null, input: CampaignInput): Promise<boolean> {
  const backend = await loadBackend();
  if (id === null) {
    const created = await attempt('Failed to create campaign', () =>
      backend.campaigns.create(input),
    );
    if (created) useAdmin.setState((s) => ({ campaigns: [...s.campaigns, created] }));
    return !!created;
  }
  const updatedAt = await attempt('Failed to update campaign', () =>
    backend.campaigns.update(id, input),
  );
  if (updatedAt === undefined) return false;
  useAdmin.setState((s) => ({
    campaigns: s.campaigns.map((c) => (c.id === id ? { ...c, ...input, updatedAt } : c)),
  }));
  return true;
}

export async function deleteCampaign(id: string): Promise<void> {
  const backend = await loadBackend();
  const done = await attempt('Failed to delete campaign', async () => {
    await backend.campaigns.remove(id);
    return true;
  });
  if (done) useAdmin.setState((s) => ({ campaigns: s.campaigns.filter((c) => c.id !== id) }));
}

/** Creates the five fixed sample campaigns, one after the other. */
export async function createSampleCampaigns(): Promise<void> {
  const backend = await loadBackend();
  await attempt('Failed to create sample campaigns', async () => {
    for (const sample of SAMPLE_CAMPAIGNS) {
      const created = await backend.campaigns.create(sample);
      useAdmin.setState((s) => ({ campaigns: [...s.campaigns, created] }));
    }
  });
}
