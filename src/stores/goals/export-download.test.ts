import { describe, expect, it, vi } from 'vitest';
import { downloadExport } from './export-download';
import { useGoals } from './goals.store';
import { HOUR, NOW, kit, piano, settle, setUpGoalsStoreTests } from './goals-test-kit';

setUpGoalsStoreTests();

/** The files the page hands the browser to download, caught instead. */
function catchDownloads(): Blob[] {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

describe('downloadExport', () => {
  it('waits for every session, so the file holds the old ones the goals page does not load', async () => {
    const yearAgo = NOW - 365 * 24 * HOUR;
    kit.fake.goalStore.seed({
      ...piano(),
      sessions: [{ id: 'old', start: yearAgo, end: yearAgo + HOUR, source: 'manual' }],
    });
    useGoals.getState().start('u1');
    await settle();
    expect(useGoals.getState().goals[0]?.sessions).toEqual([]);
    const files = catchDownloads();
    await downloadExport();
    expect(files).toHaveLength(1);
    const exported = JSON.parse(await files[0]!.text()) as unknown;
    expect(JSON.stringify(exported)).toContain('"old"');
  });

  it('waits for the server while it cannot be reached: the cache may miss old sessions', async () => {
    kit.fake.goalStore.seed(piano());
    useGoals.getState().start('u1');
    await settle();
    // The server out of reach while the device is online: reads come from the cache.
    kit.fake.goalStore.setOffline(true);
    const files = catchDownloads();
    const downloaded = downloadExport();
    await settle();
    expect(useGoals.getState()).toMatchObject({ sessionsFrom: null, sessionsFromCache: true });
    expect(files).toHaveLength(0);
    kit.fake.goalStore.setOffline(false);
    await downloaded;
    expect(files).toHaveLength(1);
  });
});
