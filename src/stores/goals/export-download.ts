import { downloadFile } from '@/components/download-file';
import { appConfig } from '@/config';
import type { Goal } from '@/domain/goal';
import { buildExportFile, exportFileName } from '@/domain/export-file';
import { nowDate } from '@/stores/clock';
import { whenFullLog } from './full-log';
import { useGoals } from './goals.store';

/** Downloads every goal as the spec's export file, once every session is loaded. */
export async function downloadExport() {
  const release = await whenFullLog();
  const goals: readonly Goal[] = useGoals.getState().goals;
  release();
  const now = nowDate();
  const blob = new Blob([JSON.stringify(buildExportFile(goals, now), null, 2)], {
    type: 'application/json',
  });
  downloadFile(exportFileName(appConfig.productName, now), blob);
}
