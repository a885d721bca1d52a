import { describe, expect, it } from 'vitest';
import { FREQUENCIES, RESOURCE_TYPES, TARGET_TYPES, type Goal } from '../goal';
import { validateSession } from '../practice-sessions';
import { isDayKey } from '../weeks';
import { zipSync } from 'fflate';
import { EARLIEST_SESSION_START } from '../goal-record';
import { applyImportChoices } from './apply-import-choices';
import { fixtureZip } from './fixtures/read-fixture';
import { parseImportBytes, parseImportText } from './read-import';

/** mulberry32: a small seeded PRNG, so every run generates the same files. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOW = new Date(2026, 10, 18, 20, 0);
const CASES = 1200;
const random = prng(20261121);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const GOAL_KEYS = [
  'id',
  'name',
  'note',
  'targetHours',
  'currentLevel',
  'startDate',
  'totalTimeSpent',
  'weeklyTimeSpent',
  'weeklyGoal',
  'medals',
  'trophies',
  'practiceDays',
  'weeklyTrophies',
  'settings',
  'completed',
  'completedDate',
  'sessions',
  'imported',
  ...HOSTILE_KEYS,
];
const NUMBERS = ['0', '-1', '1e308', '-1e308', '1e-320', '3.5', '42', '9007199254740993', '1e999'];
const STRINGS = [
  '""',
  '"   "',
  '"2026-11-02"',
  '"2026-02-30"',
  '"\\u0000"',
  '"<script>"',
  '"NaN"',
  '"2026-11-18T10:00:00.000Z"',
  '"weekly"',
  '"hours"',
  '"book"',
  '"timer"',
  '"\\ud800"',
];

/** A random JSON text (as text, so it can hold __proto__ keys and numbers JS would reject). */
function junkValue(depth: number): string {
  const kind = int(depth > 4 ? 4 : 8);
  switch (kind) {
    case 0:
      return pick(NUMBERS);
    case 1:
      return pick(STRINGS);
    case 2:
      return pick(['true', 'false', 'null']);
    case 3:
      return JSON.stringify('x'.repeat(int(3) === 0 ? 20_000 : int(300)));
    case 4:
    case 5:
      return `[${Array.from({ length: int(6) }, () => junkValue(depth + 1)).join(',')}]`;
    default:
      return junkObject(
        depth + 1,
        int(2) === 0
          ? GOAL_KEYS
          : [
              ...HOSTILE_KEYS,
              'start',
              'end',
              'type',
              'value',
              'year',
              'weekNumber',
              'frequency',
              'target',
              'resources',
            ],
      );
  }
}

function junkObject(depth: number, keys: readonly string[]): string {
  const entries = Array.from(
    { length: int(8) },
    () => `${JSON.stringify(pick(keys))}:${junkValue(depth)}`,
  );
  return `{${entries.join(',')}}`;
}

const validGoal = () =>
  JSON.stringify({
    name: 'Piano',
    note: 'n',
    totalTimeSpent: 12,
    weeklyGoal: 4,
    practiceDays: ['2026-11-01'],
    weeklyTrophies: [{ year: 2026, weekNumber: 46, weeklyTimeSpent: 5, trophies: 1 }],
    sessions: [{ id: 's', start: NOW.getTime() - 7_200_000, end: NOW.getTime() - 3_600_000 }],
    settings: { frequency: 'daily', target: { type: 'hours', value: 2 }, resources: [] },
  });

/** One malformed or hostile file, chosen by case number so every family is covered. */
function hostileFile(n: number): string {
  switch (n % 12) {
    case 0:
      return `{"goals":[${Array.from({ length: int(5) }, () => junkObject(1, GOAL_KEYS)).join(',')}]}`;
    case 1: // a valid goal with one field replaced by junk
      return `{"goals":[${validGoal().replace(/"(\w+)":("[^"]*"|[\d.]+|\[[^\]]*\]|\{[^}]*\})/, `"$1":${junkValue(2)}`)}]}`;
    case 2:
      return junkValue(0);
    case 3: // deep nesting somewhere
      return `{"goals":[{"name":${'['.repeat(10 + int(200))}1${']'.repeat(10 + int(200))}}]}`;
    case 4: // truncated JSON
      return validGoal().slice(0, int(validGoal().length));
    case 5: // binary junk
      return String.fromCharCode(...Array.from({ length: int(400) }, () => int(65536)));
    case 6: // CSV junk with a Date header
      return [
        `Date,${Array.from({ length: int(6) }, () => pick(['A', '"B,"', '', '"', '__proto__', 'x'.repeat(300)])).join(',')}`,
        ...Array.from({ length: int(20) }, () =>
          [
            pick(['2026-11-01', '2026-13-01', '', 'x', '"2026-11-02"']),
            ...Array.from({ length: int(8) }, () =>
              pick(['2', '1', '0', '-1', 'YES', '"', '""', 'true', '3']),
            ),
          ].join(','),
        ),
      ].join(pick(['\n', '\r\n', '\r']));
    case 7:
      return pick([
        '',
        ' ',
        '\uFEFF',
        'null',
        '{}',
        '[]',
        '{"goals":null}',
        '{"goals":"x"}',
        '{"goals":[]}',
        '{"goals":[1,"a",null]}',
      ]);
    case 8: // __proto__ / constructor at every level
      return `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}},"goals":[{"__proto__":{"polluted":3,"name":"evil"},"settings":{"__proto__":{"polluted":4}},"sessions":[{"__proto__":{"start":1,"end":2}}]}]}`;
    case 9: // many goals with wrong-typed arrays
      return `{"goals":[${Array.from({ length: 1 + int(30) }, () => `{"practiceDays":${junkValue(3)},"sessions":${junkValue(3)},"weeklyTrophies":${junkValue(3)},"medals":${junkValue(3)}}`).join(',')}]}`;
    case 10: // huge strings
      return `{"goals":[{"name":${JSON.stringify('N'.repeat(int(50_000)))},"note":${JSON.stringify('x'.repeat(int(200_000)))}}]}`;
    default: // random bytes of a valid file flipped
      return validGoal()
        .split('')
        .map((c) => (int(20) === 0 ? String.fromCharCode(int(128)) : c))
        .join('');
  }
}

function assertSafeGoal(goal: Goal, ids: Set<string>) {
  expect(ids.has(goal.id)).toBe(true);
  expect(Object.getPrototypeOf(goal)).toBe(Object.prototype);
  expect(Object.keys(goal)).not.toContain('__proto__');
  expect(goal.name.length).toBeGreaterThan(0);
  expect(goal.name.length).toBeLessThanOrEqual(100);
  expect(goal.name).toBe(goal.name.trim());
  expect(goal.note.length).toBeLessThanOrEqual(5000);
  for (const n of [
    goal.targetHours,
    goal.weeklyGoal,
    goal.totalTimeSpent,
    goal.weeklyTimeSpent,
    goal.trophies,
  ]) {
    expect(Number.isFinite(n) && n >= 0).toBe(true);
  }
  expect(goal.currentLevel >= 1 && goal.currentLevel <= 7).toBe(true);
  expect(goal.practiceDays.every(isDayKey)).toBe(true);
  expect(goal.sessions.every((s) => validateSession(s, NOW.getTime()) === null)).toBe(true);
  expect(FREQUENCIES).toContain(goal.settings.frequency);
  expect(TARGET_TYPES).toContain(goal.settings.target.type);
  expect(goal.settings.target.value >= 1 && Number.isFinite(goal.settings.target.value)).toBe(true);
  expect(goal.settings.resources.every((r) => RESOURCE_TYPES.includes(r.type))).toBe(true);
  expect(Number.isNaN(Date.parse(goal.startDate))).toBe(false);
  expect(JSON.parse(JSON.stringify(goal))).toEqual(goal);
}

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
  for (const s of goal.sessions) {
    expect(Number.isInteger(s.start) && Number.isInteger(s.end)).toBe(true);
    expect(s.start >= EARLIEST_SESSION_START).toBe(true);
    expect(s.id.length <= 100 && !s.id.includes('/')).toBe(true);
  }
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

describe('import fuzz', () => {
  it(`never throws or pollutes on ${CASES} malformed and hostile files`, () => {
    const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    let accepted = 0;
    for (let n = 0; n < CASES; n += 1) {
      const text = hostileFile(n);
      const ids = new Set<string>();
      const newId = () => {
        const id = `fuzz-${n}-${ids.size}`;
        ids.add(id);
        return id;
      };
      const result = parseImportText(text, NOW, newId);
      if (result.ok) {
        accepted += 1;
        expect(result.goals.length).toBeGreaterThan(0);
        result.goals.forEach(({ goal }) => assertSafeGoal(goal, ids));
        const first = result.goals[0]!.goal.id;
        const customTimes = { [first]: { totalHours: random() * 100, weeklyHours: random() * 10 } };
        const applied = applyImportChoices(result.goals, { customTimes, applyDefaults: null }, NOW);
        applied.forEach((goal) => assertSafeGoal(goal, ids));
      } else {
        expect(typeof result.message).toBe('string');
        expect(result.message.trim().length).toBeGreaterThan(0);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
    // Both outcomes are exercised.
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(CASES);
  }, 60_000);

  it('refuses an over-size file quickly with a clear message', () => {
    const text = `{"goals":[{"name":"${'x'.repeat(6 * 1024 * 1024)}"}]}`;
    expect(parseImportText(text, NOW, () => 'id')).toEqual({
      ok: false,
      message: 'This file is too large to import (the limit is 5 MB).',
    });
  });
});
