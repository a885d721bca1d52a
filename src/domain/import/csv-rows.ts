import Papa from 'papaparse';

/** Rows of any CSV read at most (a 5 MB file holds far fewer real rows). */
export const MAX_CSV_ROWS = 200_000;

/**
 * RFC 4180 rows via Papa Parse: commas, quoted fields with "" escapes and line breaks inside
 * quotes; a leading BOM is dropped and blank lines are skipped. Never throws.
 */
export function csvRows(text: string, maxRows = MAX_CSV_ROWS): string[][] {
  const clean = text.replace(/^\uFEFF/, '');
  try {
    const result = Papa.parse<string[]>(clean, {
      delimiter: ',',
      skipEmptyLines: 'greedy',
      preview: maxRows,
    });
    return result.data.filter((row): row is string[] => Array.isArray(row));
  } catch {
    return [];
  }
}

/** The first line of a text, without a BOM, for telling formats apart cheaply. */
export function firstLine(text: string): string {
  const head = text.slice(0, 2048).replace(/^\uFEFF/, '');
  const end = head.search(/\r?\n/);
  return end === -1 ? head : head.slice(0, end);
}
