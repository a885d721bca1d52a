import { describe, expect, it } from 'vitest';
import { parseImportText } from './apply-import-choices';
import { looksLikeLoopCsv, parseCsv, parseLoopHabitsCsv } from './loop-habits-csv';
import { sequentialIds } from './test-ids';

const NOW = new Date(2026, 10, 18, 20, 0);
const CSV = [
  'Date,Meditate,"Piano, scales",Run',
  '2026-11-18,2,0,-1',
  '2026-11-17,1,2,3',
  '2026-11-16,YES,true,0',
  '2026-11-15,0,-1,2',
  '2027-01-01,2,2,2', // future: ignored
  'garbage,2,2,2', // not a day: ignored
].join('\r\n');

describe('parseLoopHabitsCsv', () => {
  it('makes one active goal per habit with its done days as practice days', () => {
    const result = parseLoopHabitsCsv(CSV, NOW, sequentialIds());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const goals = result.goals.map((g) => g.goal);
    expect(goals.map((g) => [g.id, g.name, g.completed])).toEqual([
      ['id-1', 'Meditate', undefined],
      ['id-2', 'Piano, scales', undefined],
      ['id-3', 'Run', undefined],
    ]);
    expect(goals[0]?.practiceDays).toEqual(['2026-11-16', '2026-11-17', '2026-11-18']);
    expect(goals[1]?.practiceDays).toEqual(['2026-11-16', '2026-11-17']);
    expect(goals[2]?.practiceDays).toEqual(['2026-11-15']);
    expect(goals[0]?.totalTimeSpent).toBe(0);
  });

  it('refuses a CSV without habits or without the Date column', () => {
    expect(parseLoopHabitsCsv('Date\n2026-11-18\n', NOW, sequentialIds())).toEqual({
      ok: false,
      message: 'This file has no goals to import.',
    });
    expect(parseLoopHabitsCsv('Name,Value\nA,1', NOW, sequentialIds()).ok).toBe(false);
  });

  it('parses quoted cells, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b ""c""","d\ne"\n1,2,3')).toEqual([
      ['a', 'b "c"', 'd\ne'],
      ['1', '2', '3'],
    ]);
  });
});

describe('parseImportText: format detection', () => {
  it('picks CSV by its Date header and JSON otherwise', () => {
    expect(looksLikeLoopCsv(CSV)).toBe(true);
    expect(looksLikeLoopCsv('{"goals":[]}')).toBe(false);
    const csv = parseImportText(CSV, NOW, sequentialIds());
    const json = parseImportText('{"goals":[{"name":"A"}]}', NOW, sequentialIds());
    expect(csv.ok && csv.goals.length).toBe(3);
    expect(json.ok && json.goals.length).toBe(1);
    expect(parseImportText('a,b\n1,2', NOW, sequentialIds())).toEqual({
      ok: false,
      message: 'Invalid file format',
    });
  });
});
