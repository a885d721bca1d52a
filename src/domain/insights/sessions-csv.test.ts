import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { InsightSession } from './insight-sessions';
import { buildSessionsCsv, csvCell, csvDuration } from './sessions-csv';

const golden = (name: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'golden', name), 'utf8');
const local = (y: number, m: number, d: number, h: number, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s).getTime();

// Local times, so the file is the same in every time zone.
const sessions: InsightSession[] = [
  {
    id: 's1',
    goalId: 'g1',
    goalName: 'Piano',
    start: local(2026, 11, 21, 9),
    end: local(2026, 11, 21, 10),
  },
  {
    id: 's2',
    goalId: 'g2',
    goalName: 'Spanish, "real" talk',
    start: local(2026, 12, 31, 23, 30, 15),
    end: local(2027, 1, 1, 0, 45),
    note: 'Line one\nline two',
    value: 96.5,
    unit: 'bpm',
    part: 'Études, "op. 10"',
  },
  {
    id: 's3',
    goalId: 'g3',
    goalName: '=HYPERLINK("http://x")',
    start: local(2026, 11, 22, 7, 5, 9),
    end: local(2026, 11, 22, 7, 35, 9),
    note: '@everyone',
  },
];

describe('buildSessionsCsv', () => {
  it('matches the golden file byte for byte (BOM, CRLF, quoting, formula guard)', () => {
    expect(buildSessionsCsv(sessions)).toBe(golden('sessions.csv'));
  });

  it('starts with a BOM and the Toggl columns', () => {
    expect(buildSessionsCsv([])).toBe(
      '\uFEFFProject,Description,Start date,Start time,End date,End time,Duration,Value,Unit,Part\r\n',
    );
  });
});

describe('csv helpers', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('guards cells a spreadsheet would run as formulas', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
    ]);
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('writes durations as HH:mm:ss', () => {
    expect(csvDuration(3_600_000)).toBe('01:00:00');
    expect(csvDuration(75 * 60_000 + 9_000)).toBe('01:15:09');
    expect(csvDuration(24 * 3_600_000)).toBe('24:00:00');
  });
});
