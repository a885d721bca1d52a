import { describe, expect, it } from 'vitest';
import { applyImportChoices } from './apply-import-choices';
import { FUZZ_NOW, assertSafeGoal, prng } from './fuzz-kit';
import { parseImportText } from './read-import';

const NOW = FUZZ_NOW;
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
