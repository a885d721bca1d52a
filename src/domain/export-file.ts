import type { Goal } from './goal';

export const EXPORT_VERSION = '1.0';

export interface ExportFile {
  goals: Goal[];
  exportDate: string;
  version: typeof EXPORT_VERSION;
}

/** The export document: goals with every spec field (plus the session log), date and version. */
export function buildExportFile(goals: readonly Goal[], now: Date): ExportFile {
  return {
    // The time per part is a figure of the sessions, as the totals are; not part of the file.
    goals: goals.map(({ partTotals: _figure, ...goal }) => structuredClone(goal)),
    exportDate: now.toISOString(),
    version: EXPORT_VERSION,
  };
}

/** '<short name>-export-2026-11-21T09-30-00.json': sortable and safe on every file system. */
export function exportFileName(productShortName: string, now: Date): string {
  const slug =
    productShortName
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'goals';
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
  return `${slug}-export-${stamp}.json`;
}
