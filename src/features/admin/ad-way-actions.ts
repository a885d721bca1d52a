import type { AdWay, AdWayInput } from '@/domain/advertising';
import { SAMPLE_AD_WAYS } from '@/domain/advertising-samples';
import { loadBackend } from '@/data/backend';
import { attempt, useAdmin } from './admin.store';

const patchWay = (id: string, patch: Partial<AdWay>) =>
  useAdmin.setState((s) => ({
    adWays: s.adWays.map((w) => (w.id === id ? { ...w, ...patch } : w)),
  }));

export async function loadAdWays(): Promise<void> {
  useAdmin.setState({ adWaysLoading: true });
  const backend = await loadBackend();
  const adWays = await attempt('Failed to load advertising ways', () => backend.adWays.list());
  useAdmin.setState({ adWays: adWays ?? [], adWaysLoading: false });
}

/** Creates (id null) or updates an advertising way; resolves true on success. */
export async function saveAdWay(id: string | null, input: AdWayInput): Promise<boolean> {
  const backend = await loadBackend();
  if (id === null) {
    const created = await attempt('Failed to create advertising way', () =>
      backend.adWays.create(input),
    );
    if (created) useAdmin.setState((s) => ({ adWays: [...s.adWays, created] }));
    return !!created;
  }
  const updatedAt = await attempt('Failed to update advertising way', () =>
    backend.adWays.update(id, input),
  );
  if (updatedAt === undefined) return false;
  patchWay(id, { ...input, updatedAt });
  return true;
}

/** The status pill: flips isActive only. */
export async function toggleAdWay(way: AdWay): Promise<void> {
  const backend = await loadBackend();
  const isActive = !way.isActive;
  const updatedAt = await attempt('Failed to update advertising way status', () =>
    backend.adWays.update(way.id, { isActive }),
  );
  if (updatedAt !== undefined) patchWay(way.id, { isActive, updatedAt });
}

export async function deleteAdWay(id: string): Promise<void> {
  const backend = await loadBackend();
  const done = await attempt('Failed to delete advertising way', async () => {
    await backend.adWays.remove(id);
    return true;
  });
  if (done) useAdmin.setState((s) => ({ adWays: s.adWays.filter((w) => w.id !== id) }));
}

/** Creates the six fixed sample advertising ways, one after the other. */
export async function createSampleAdWays(): Promise<void> {
  const backend = await loadBackend();
  await attempt('Failed to create sample advertising ways', async () => {
    for (const sample of SAMPLE_AD_WAYS) {
      const created = await backend.adWays.create(sample);
      useAdmin.setState((s) => ({ adWays: [...s.adWays, created] }));
    }
  });
}
