import {
  INVALID_FILE_FORMAT,
  MAX_IMPORT_CHARS,
  TOO_LARGE_MESSAGE,
  type ImportParseResult,
} from '@/domain/import';

export const IMPORTER_UNAVAILABLE_MESSAGE =
  'The importer could not be loaded. Check your connection and try again.';

/**
 * Reads a chosen file (refusing an oversized one before reading it) and parses it. The readers
 * (with Papa Parse and fflate) load only now, so the goals page's first load stays small.
 */
export async function readImportFile(
  file: Blob,
  now: Date,
  newId: () => string,
): Promise<ImportParseResult> {
  if (file.size > MAX_IMPORT_CHARS) return { ok: false, message: TOO_LARGE_MESSAGE };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, message: INVALID_FILE_FORMAT };
  }
  let readers: typeof import('@/domain/import/read-import');
  try {
    readers = await import('@/domain/import/read-import');
  } catch {
    return { ok: false, message: IMPORTER_UNAVAILABLE_MESSAGE };
  }
  return readers.parseImportBytes(bytes, now, newId);
}
