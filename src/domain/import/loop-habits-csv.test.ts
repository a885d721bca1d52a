import { describe, expect, it } from 'vitest';
import { fixtureText } from './fixtures/read-fixture';
import { looksLikeLoopCsv, parseLoopHabitsCsv } from './loop-habits-csv';
import { parseImportText } from './read-import';
import { sequentialIds } from './test-ids';

const NOW = new Date(2026, 10, 18, 20, 0);

function goals(text: string) {
  const result = parseLoopHabitsCsv(text, NOW, sequentialIds());
  if (!result.ok) throw new Error(result.message);
  expect(result.source).toBe('loop');
  return result.goals.map((g) => g.goal);
}

describe('parseLoopHabitsCsv: a bare Checkmarks.csv as Loop writes it', () => {
  it('reads entry names (recent Loop): only YES_MANUAL days, no phantom goal from the trailing comma', () => {
    const [meditate, wake, ...rest] = goals(fixtureText('loop-checkmarks-names.csv'));
    expect(rest).toEqual([]);
    expect(meditate?.name).toBe('Meditate');
    expect(meditate?.practiceDays).toEqual(['2026-11-15']);
    expect(wake?.practiceDays).toEqual(['2026-11-15', '2026-11-18']);
    expect(wake?.completed).toBeUndefined();
  });

  it('reads entry numbers (older Loop: 2 = YES_MANUAL, 1 = YES_AUTO, 3 = SKIP, -1 = UNKNOWN)', () => {
    const list = goals(fixtureText('loop-checkmarks-numbers.csv'));
    expect(list.map((g) => [g.id, g.name])).toEqual([
      ['id-1', 'Meditate'],
      ['id-2', 'Wake up early'],
      ['id-3', 'Piano minutes'],
    ]);
    expect(list[0]?.practiceDays).toEqual(['2026-11-15']);
    expect(list[1]?.practiceDays).toEqual(['2026-11-15', '2026-11-18']);
    // A numerical habit (values ×1000) without Habits.csv: its unit is unknown, so days only.
    expect(list[2]?.practiceDays).toEqual(['2026-11-16', '2026-11-18']);
    expect(list[2]?.sessions).toEqual([]);
  });

  it('ignores future days and cells that are not days', () => {
    const text = 'Date,Run,\n2027-01-01,YES_MANUAL,\ngarbage,2,\n2026-11-18,2,\n';
    expect(goals(text)[0]?.practiceDays).toEqual(['2026-11-18']);
  });

  it('refuses a CSV without habits or without the Date column', () => {
    expect(parseLoopHabitsCsv('Date,\n2026-11-18,\n', NOW, sequentialIds())).toEqual({
      ok: false,
      message: 'This file has no goals to import.',
    });
    expect(parseLoopHabitsCsv('Name,Value\nA,1', NOW, sequentialIds()).ok).toBe(false);
  });
});

describe('parseImportText: format detection', () => {
  it('picks Loop by its Date header, JSON otherwise, and refuses anything else', () => {
    const csv = fixtureText('loop-checkmarks-names.csv');
    expect(looksLikeLoopCsv(csv)).toBe(true);
    expect(looksLikeLoopCsv('{"goals":[]}')).toBe(false);
    const fromCsv = parseImportText(csv, NOW, sequentialIds());
    const json = parseImportText('{"goals":[{"name":"A"}]}', NOW, sequentialIds());
    expect(fromCsv.ok && fromCsv.goals.length).toBe(2);
    expect(json.ok && [json.source, json.goals.length]).toEqual(['masterly', 1]);
    expect(parseImportText('a,b\n1,2', NOW, sequentialIds())).toEqual({
      ok: false,
      message: 'Invalid file format',
    });
  });
});
