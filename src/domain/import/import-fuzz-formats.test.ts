import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../goal';
import { EARLIEST_SESSION_START } from '../goal-record';
import { fixtureZip } from './fixtures/read-fixture';
import { FUZZ_NOW as NOW, assertSafeGoal, prng } from './fuzz-kit';
import { parseImportBytes, parseImportText } from './read-import';

const CASES = 1200;
const random = prng(20261123);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;

const CELLS = [
  '2026-11-16',
  '11/16/2026',
  '16/11/2026',
  '16.11.2026',
  '2026-02-30',
  '1999-12-31',
  '2030-01-01',
  '09:00:00',
  '11:30:00 PM',
  '25:00:00',
  '00:00',
  '01:30:00',
  '54:00:00',
  '999999:00:00',
  '1.50',
  '-1',
  'NaN',
  '',
  '"',
  '""',
  '"a,b"',
  '__proto__',
  'constructor',
  'YES_MANUAL',
  'YES_AUTO',
  'SKIP',
  'UNKNOWN',
  '45000',
  '1e308',
  '\u0000',
  'x'.repeat(300),
];
const TIMESHEET_COLUMNS = [
  'User',
  'Email',
  'Client',
  'Project',
  'Task',
  'Description',
  'Billable',
  'Start date',
  'Start time',
  'End date',
  'End time',
  'Duration',
  'Tags',
  'Amount (USD)',
  'Start Date',
  'Start Time',
  'End Date',
  'End Time',
  'Duration (h)',
  'Duration (decimal)',
  '__proto__',
];
const HABIT_COLUMNS = ['Position', 'Name', 'Type', 'Question', 'Description', 'Unit', 'Archived?'];
const encoder = new TextEncoder();
const csvLines = (header: readonly string[], rows: number, cells: () => string) =>
  [
    header.join(','),
    ...Array.from({ length: rows }, () => Array.from({ length: header.length }, cells).join(',')),
  ].join(pick(['\n', '\r\n', '\r']));
const shuffledColumns = (all: readonly string[]) =>
  all.filter(() => int(3) > 0).sort(() => random() - 0.5);
const VALID_LOOP_ZIP = fixtureZip('loop-export');

/** A hostile Toggl, Clockify or Loop file (text or bytes), by case number. */
function hostileForeignFile(n: number): string | Uint8Array {
  switch (n % 8) {
    case 0: // Toggl-like: columns shuffled and dropped, junk cells
      return `\uFEFF${csvLines(shuffledColumns(TIMESHEET_COLUMNS.slice(0, 14)), int(40), () => pick(CELLS))}`;
    case 1: // Clockify-like
      return csvLines(shuffledColumns(TIMESHEET_COLUMNS.slice(2)), int(40), () => pick(CELLS));
    case 2: // a real-looking Toggl row with one cell replaced
      return [
        'Project,Start date,Start time,End date,End time,Duration',
        ...Array.from({ length: 1 + int(30) }, () =>
          ['Piano', '2026-11-16', '09:00:00', '2026-11-16', '10:00:00', '01:00:00']
            .map((c) => (int(4) === 0 ? pick(CELLS) : c))
            .join(','),
        ),
      ].join('\n');
    case 3: // Loop Checkmarks.csv with entry names, numbers and junk
      return `Date,${Array.from({ length: int(6) }, () => pick(CELLS)).join(',')},\n${Array.from(
        { length: int(30) },
        () => [pick(CELLS), ...Array.from({ length: int(8) }, () => pick(CELLS))].join(',') + ',',
      ).join('\n')}`;
    case 4: // a Loop zip with junk Habits.csv and per-habit files
      return zipSync({
        'Habits.csv': encoder.encode(
          csvLines(shuffledColumns(HABIT_COLUMNS), int(8), () => pick(CELLS)),
        ),
        [`${pick(['001', '002', '1', 'x'])} ${pick(CELLS)}/Checkmarks.csv`]: encoder.encode(
          csvLines(['Date', 'Value', 'Notes'], int(30), () => pick(CELLS)),
        ),
        'Checkmarks.csv': encoder.encode(
          csvLines(['Date', pick(CELLS), ''], int(10), () => pick(CELLS)),
        ),
      });
    case 5: // a real Loop zip with bytes flipped
      return VALID_LOOP_ZIP.map((b) => (int(200) === 0 ? int(256) : b));
    case 6: // a real Loop zip cut short
      return VALID_LOOP_ZIP.slice(0, int(VALID_LOOP_ZIP.length));
    default: // random bytes behind a zip signature
      return Uint8Array.from([
        0x50,
        0x4b,
        3,
        4,
        ...Array.from({ length: int(600) }, () => int(256)),
      ]);
  }
}

function assertSafeSessions(goal: Goal) {
  const ids = new Set(goal.sessions.map((s) => s.id));
  expect(ids.size).toBe(goal.sessions.length);
  const unsafe = goal.sessions.filter(
    (s) =>
      !Number.isInteger(s.start) ||
      !Number.isInteger(s.end) ||
      s.start < EARLIEST_SESSION_START ||
      s.id.length > 100 ||
      s.id.includes('/'),
  );
  expect(unsafe).toEqual([]);
}

describe('import fuzz: Loop, Toggl Track and Clockify files', () => {
  it(`never throws, pollutes or changes the file on ${CASES} hostile files`, () => {
    const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const outcomes = { accepted: 0, refused: 0 };
    for (let n = 0; n < CASES; n += 1) {
      const file = hostileForeignFile(n);
      const before = typeof file === 'string' ? file : file.slice();
      const ids = new Set<string>();
      const newId = () => {
        const id = `foreign-${n}-${ids.size}`;
        ids.add(id);
        return id;
      };
      const result =
        typeof file === 'string'
          ? parseImportText(file, NOW, newId)
          : parseImportBytes(file, NOW, newId);
      expect(file).toEqual(before);
      if (result.ok) {
        outcomes.accepted += 1;
        expect(result.goals.length).toBeGreaterThan(0);
        expect(Number.isInteger(result.skipped) && result.skipped >= 0).toBe(true);
        result.goals.forEach(({ goal }) => {
          assertSafeGoal(goal, ids);
          assertSafeSessions(goal);
        });
      } else {
        outcomes.refused += 1;
        expect(result.message.trim().length).toBeGreaterThan(0);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
    expect(outcomes.accepted).toBeGreaterThan(100);
    expect(outcomes.refused).toBeGreaterThan(100);
  }, 120_000);
});
