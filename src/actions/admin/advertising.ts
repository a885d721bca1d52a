import { loadBackend } from '@/data/backend';
import type { AdvertisingRepo, Backend } from '@/data/ports';
import type { AdWay, AdWayInput, Campaign, CampaignInput } from '@/domain/advertising';
import { SAMPLE_AD_WAYS, SAMPLE_CAMPAIGNS } from '@/domain/advertising-samples';
import { changedFields } from '@/domain/changed-fields';
import { attempt, useAdmin, type AdminState } from '@/stores/admin/admin.store';

/** What differs between the campaigns and the advertising ways sections (spec §8 texts). */
interface AdvertisingSection<Input, Row extends Input & { id: string }> {
  repo(backend: Backend): AdvertisingRepo<Input, Row>;
  rows(state: AdminState): Row[];
  store(rows: Row[]): Partial<AdminState>;
  loading(loading: boolean): Partial<AdminState>;
  samples: readonly Input[];
  failures: { load: string; create: string; update: string; remove: string; samples: string };
}

/** Load, save (create or update), delete and sample data for one advertising section. */
function advertisingActions<Input, Row extends Input & { id: string }>(
  section: AdvertisingSection<Input, Row>,
) {
  const change = (next: (rows: Row[]) => Row[]) =>
    useAdmin.setState((s) => section.store(next(section.rows(s))));
  // Update merges the fields plus the new updatedAt (spec §4 Admin lists).
  const patch = (id: string, fields: Partial<Input>, updatedAt: string) =>
    change((rows) =>
      rows.map((row) => (row.id === id ? ({ ...row, ...fields, updatedAt } as Row) : row)),
    );

  return {
    async load(): Promise<void> {
      useAdmin.setState(section.loading(true));
      const backend = await loadBackend();
      const rows = await attempt(section.failures.load, () => section.repo(backend).list());
      useAdmin.setState({ ...section.store(rows ?? []), ...section.loading(false) });
    },

    /** Creates (id null) or updates a record; resolves true on success. */
    async save(id: string | null, input: Input): Promise<boolean> {
      const repo = section.repo(await loadBackend());
      if (id === null) {
        const created = await attempt(section.failures.create, () => repo.create(input));
        if (created) change((rows) => [...rows, created]);
        return !!created;
      }
      // Only what the form changed: clicks counted since it opened are not written back.
      const opened = section.rows(useAdmin.getState()).find((row) => row.id === id);
      const fields = opened ? changedFields<Input>(opened, input) : input;
      const updatedAt = await attempt(section.failures.update, () => repo.update(id, fields));
      if (updatedAt === undefined) return false;
      patch(id, fields, updatedAt);
      return true;
    },

    /** A partial update (e.g. a way's status pill) with its own failure text. */
    async update(id: string, fields: Partial<Input>, failure: string): Promise<void> {
      const repo = section.repo(await loadBackend());
      const updatedAt = await attempt(failure, () => repo.update(id, fields));
      if (updatedAt !== undefined) patch(id, fields, updatedAt);
    },

    async remove(id: string): Promise<void> {
      const repo = section.repo(await loadBackend());
      const done = await attempt(section.failures.remove, async () => {
        await repo.remove(id);
        return true;
      });
      if (done) change((rows) => rows.filter((row) => row.id !== id));
    },

    /** Creates the fixed sample records, one after the other. */
    async createSamples(): Promise<void> {
      const repo = section.repo(await loadBackend());
      await attempt(section.failures.samples, async () => {
        for (const sample of section.samples) {
          const created = await repo.create(sample);
          change((rows) => [...rows, created]);
        }
      });
    },
  };
}

export type AdvertisingActions<Input, Row extends Input & { id: string }> = ReturnType<
  typeof advertisingActions<Input, Row>
>;

export const campaignActions = advertisingActions<CampaignInput, Campaign>({
  repo: (backend) => backend.campaigns,
  rows: (s) => s.campaigns,
  store: (campaigns) => ({ campaigns }),
  loading: (campaignsLoading) => ({ campaignsLoading }),
  samples: SAMPLE_CAMPAIGNS,
  failures: {
    load: 'Failed to load campaigns',
    create: 'Failed to create campaign',
    update: 'Failed to update campaign',
    remove: 'Failed to delete campaign',
    samples: 'Failed to create sample campaigns',
  },
});

export const adWayActions = advertisingActions<AdWayInput, AdWay>({
  repo: (backend) => backend.adWays,
  rows: (s) => s.adWays,
  store: (adWays) => ({ adWays }),
  loading: (adWaysLoading) => ({ adWaysLoading }),
  samples: SAMPLE_AD_WAYS,
  failures: {
    load: 'Failed to load advertising ways',
    create: 'Failed to create advertising way',
    update: 'Failed to update advertising way',
    remove: 'Failed to delete advertising way',
    samples: 'Failed to create sample advertising ways',
  },
});

/** The status pill: flips isActive only. */
export function toggleAdWay(way: AdWay): Promise<void> {
  return adWayActions.update(
    way.id,
    { isActive: !way.isActive },
    'Failed to update advertising way status',
  );
}
