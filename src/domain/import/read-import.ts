import { looksLikeClockifyCsv, parseClockifyCsv } from './clockify-csv';
import { csvRows, firstLine } from './csv-rows';
import {
  INVALID_FILE_FORMAT,
  MAX_IMPORT_CHARS,
  TIMESHEET_COLUMNS_MESSAGE,
  TOO_LARGE_MESSAGE,
} from './limits';
import { isZip, parseLoopZip } from './loop-export';
import { looksLikeLoopCsv, parseLoopHabitsCsv } from './loop-habits-csv';
import { parseImportFile, type ImportParseResult } from './parse-import-file';
import { looksLikeTogglCsv, parseTogglCsv } from './toggl-csv';

/**
 * Picks the format by content, never by file name: Loop's Checkmarks.csv, Clockify's or Toggl
 * Track's detailed CSV (this app's sessions CSV reads as Toggl), otherwise an export JSON.
 * This module loads Papa Parse and fflate, so the app imports it only when an import starts.
 */
export function parseImportText(text: string, now: Date, newId: () => string): ImportParseResult {
  if (typeof text !== 'string') return { ok: false, message: INVALID_FILE_FORMAT };
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, message: TOO_LARGE_MESSAGE };
  if (looksLikeLoopCsv(text)) return parseLoopHabitsCsv(text, now, newId);
  if (looksLikeClockifyCsv(text)) return parseClockifyCsv(text, now, newId);
  if (looksLikeTogglCsv(text)) return parseTogglCsv(text, now, newId);
  if (looksLikeTimeEntries(text)) return { ok: false, message: TIMESHEET_COLUMNS_MESSAGE };
  return parseImportFile(text, now, newId);
}

/** A CSV whose header names a Project column but lacks the start or end columns. */
function looksLikeTimeEntries(text: string): boolean {
  const header = csvRows(firstLine(text), 1)[0] ?? [];
  return header.length > 1 && header.some((cell) => cell.trim().toLowerCase() === 'project');
}

/** A chosen file's bytes: a Loop zip, or text (UTF-8, with or without a BOM). */
export function parseImportBytes(
  bytes: Uint8Array,
  now: Date,
  newId: () => string,
): ImportParseResult {
  if (bytes.length > MAX_IMPORT_CHARS) return { ok: false, message: TOO_LARGE_MESSAGE };
  if (isZip(bytes)) return parseLoopZip(bytes, now, newId);
  return parseImportText(new TextDecoder('utf-8').decode(bytes), now, newId);
}
