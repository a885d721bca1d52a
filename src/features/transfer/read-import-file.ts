import {
  MAX_IMPORT_CHARS,
  TOO_LARGE_MESSAGE,
  INVALID_FILE_FORMAT,
  parseImportText,
  type ImportParseResult,
} from '@/domain/import';

/** Reads a chosen file (refusing an oversized one before reading it) and parses it. */
export async function readImportFile(
  file: Blob,
  now: Date,
  newId: () => string,
): Promise<ImportParseResult> {
  if (file.size > MAX_IMPORT_CHARS) return { ok: false, message: TOO_LARGE_MESSAGE };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: INVALID_FILE_FORMAT };
  }
  return parseImportText(text, now, newId);
}
