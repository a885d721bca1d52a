import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureText } from './fixtures/read-fixture';
import { parseImportText } from './read-import';
import { sequentialIds } from './test-ids';
import { looksLikeTogglCsv } from './toggl-csv';

const NOW = new Date(2026, 10, 18, 20, 0);
const at = (d: number, h: number, m = 0, s = 0) => new Date(2026, 10, d, h, m, s).getTime();
const HOUR = 3_600_000;

function read(text: string, ids = sequentialIds()) {
  const result = parseImportText(text, NOW, ids);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("Toggl Track's detailed CSV", () => {
  const text = fixtureText('toggl-detailed.csv');
  const result = read(text);
  const byName = (name: string) => result.goals.find((g) => g.goal.name === name)!.goal;

  it('starts with a BOM and is recognised as Toggl Track', () => {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(looksLikeTogglCsv(text)).toBe(true);
    expect(result.source).toBe('toggl');
  });

  it('makes one goal per project (quoted names with commas), and No project for the rest', () => {
    expect(result.goals.map((g) => g.goal.name)).toEqual([
      'Piano',
      'Chess, openings',
      'No project',
      'Hackathon',
    ]);
  });

  it('keeps each entry’s real start and end in local time, across midnight', () => {
    expect(byName('Piano').sessions.map((s) => [s.start, s.end])).toEqual([
      [at(16, 9), at(16, 10, 30)],
      [at(16, 23, 30), at(17, 0, 45)],
    ]);
    expect(byName('Piano').totalTimeSpent).toBeCloseTo(2.75, 6);
    expect(byName('Piano').startDate).toBe(new Date(at(16, 9)).toISOString());
    expect(byName('No project').sessions.map((s) => [s.start, s.end])).toEqual([
      [at(17, 7), at(17, 7, 20)],
    ]);
  });

  it('splits a multi-day entry into 24-hour sessions, losing no time', () => {
    const parts = byName('Hackathon').sessions;
    expect(parts.map((s) => (s.end - s.start) / HOUR)).toEqual([24, 24, 6]);
    expect(parts[0]?.start).toBe(at(13, 8));
    expect(parts[2]?.end).toBe(at(15, 14));
    expect(parts[1]?.id).toBe(`${parts[0]?.id}-2`);
  });

  it('leaves out (and counts) an overlapping entry, a future one and an unreadable row', () => {
    expect(result.skipped).toBe(3);
  });

  it('derives session ids from the rows: the same on every read', () => {
    const again = read(text, sequentialIds('x'));
    const ids = (r: typeof result) => r.goals.flatMap((g) => g.goal.sessions.map((s) => s.id));
    expect(ids(again)).toEqual(ids(result));
    expect(ids(result).every((id) => /^toggl-[0-9a-f]{16}(-\d+)?$/.test(id))).toBe(true);
  });

  it('reads the duration when a row has no end', () => {
    const csv = 'Project,Start date,Start time,Duration\nPiano,2026-11-17,08:00:00,01:15:00\n';
    expect(read(csv).goals[0]?.goal.sessions.map((s) => [s.start, s.end])).toEqual([
      [at(17, 8), at(17, 9, 15)],
    ]);
  });

  it('names the missing columns of a time-entry CSV it cannot read', () => {
    expect(parseImportText('Project,Description\nPiano,Scales\n', NOW, sequentialIds())).toEqual({
      ok: false,
      message:
        'Invalid file format: a time-entry CSV needs the columns Project, Start date and Start time, and either End date and End time or Duration (as Toggl Track and Clockify export them).',
    });
  });

  it('refuses a file with no importable entries, changing nothing', () => {
    const csv =
      'Project,Start date,Start time,End date,End time\nPiano,2030-01-01,08:00,2030-01-01,09:00\n';
    expect(parseImportText(csv, NOW, sequentialIds())).toEqual({
      ok: false,
      message:
        'This file has no time entries that can be imported (each needs a start, and an end or a duration, in the past).',
    });
  });
});

describe("this app's sessions CSV (Insights' Download sessions) reads as Toggl", () => {
  it('imports Project, Description, Start date/time, End date/time, Duration with a BOM', () => {
    const result = read(fixtureText('masterly-sessions.csv'));
    expect(result.source).toBe('toggl');
    expect(result.skipped).toBe(0);
    expect(result.goals.map((g) => [g.goal.name, g.goal.sessions.length])).toEqual([
      ['Piano', 1],
      ['Chess "blitz"', 1],
    ]);
    const [chess] = result.goals[1]!.goal.sessions;
    expect([chess?.start, chess?.end]).toEqual([at(17, 18), at(17, 18, 25, 30)]);
  });

  it("reads the Insights writer's own golden file (CRLF, quoted line breaks, formula guard)", () => {
    const text = readFileSync('src/domain/insights/golden/sessions.csv', 'utf8');
    const result = parseImportText(text, new Date(2027, 0, 2), sequentialIds());
    if (!result.ok) throw new Error(result.message);
    expect([result.source, result.skipped]).toEqual(['toggl', 0]);
    const local = (y: number, m: number, d: number, h: number, min = 0, s = 0) =>
      new Date(y, m - 1, d, h, min, s).getTime();
    expect(
      result.goals.map(({ goal }) => [goal.name, goal.sessions.map((s) => [s.start, s.end])]),
    ).toEqual([
      ['Piano', [[local(2026, 11, 21, 9), local(2026, 11, 21, 10)]]],
      ['Spanish, "real" talk', [[local(2026, 12, 31, 23, 30, 15), local(2027, 1, 1, 0, 45)]]],
      ['=HYPERLINK("http://x")', [[local(2026, 11, 22, 7, 5, 9), local(2026, 11, 22, 7, 35, 9)]]],
    ]);
  });
});
