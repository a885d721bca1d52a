import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixtureText, fixtureZip } from './fixtures/read-fixture';
import { parseImportBytes } from './read-import';
import { sequentialIds } from './test-ids';

const NOW = new Date(2026, 10, 18, 20, 0);
const at = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m).getTime();
const encode = (text: string) => new TextEncoder().encode(text);

function read(bytes: Uint8Array, ids = sequentialIds()) {
  const result = parseImportBytes(bytes, NOW, ids);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("Loop Habit Tracker's Export as CSV zip", () => {
  const result = read(fixtureZip('loop-export'));
  const byName = (name: string) => result.goals.find((g) => g.goal.name === name)!.goal;

  it('names the source and makes one goal per exported habit, in order', () => {
    expect(result.source).toBe('loop');
    expect(result.goals.map((g) => g.goal.name)).toEqual([
      'Practice scales',
      'Guitar, fingerstyle',
      'Read theory',
      'Stretching',
      'Push-ups',
    ]);
  });

  it('counts only YES_MANUAL days (not YES_AUTO, NO, SKIP, UNKNOWN) and keeps the question', () => {
    const scales = byName('Practice scales');
    expect(scales.practiceDays).toEqual(['2026-11-13', '2026-11-15', '2026-11-18']);
    // Loop's own question, as its (British) file words it.
    // eslint-disable-next-line no-restricted-syntax
    expect(scales.note).toBe('Did you practise scales today?\n\nMajor and minor keys');
    expect(scales.sessions).toEqual([]);
    expect(scales.startDate).toBe(new Date(2026, 10, 13).toISOString());
    expect(scales.completed).toBeUndefined();
  });

  it('turns minutes and hours habits (values ×1000) into sessions on those days', () => {
    const guitar = byName('Guitar, fingerstyle');
    expect(guitar.sessions.map((s) => [s.start, s.end])).toEqual([
      [at(15, 12), at(15, 12) + 12.5 * 60_000],
      [at(16, 12), at(16, 12, 30)],
      [at(18, 12), at(18, 12, 45)],
    ]);
    expect(guitar.sessions.every((s) => s.source === 'import' && s.id.startsWith('loop-'))).toBe(
      true,
    );
    expect(guitar.totalTimeSpent).toBeCloseTo(87.5 / 60, 6);
    const theory = byName('Read theory');
    expect(theory.sessions.map((s) => (s.end - s.start) / 3_600_000)).toEqual([2, 1.5]);
    expect(theory.totalTimeSpent).toBeCloseTo(3.5, 6);
  });

  it('brings archived habits in completed, and other numerical habits as practice days', () => {
    const stretching = byName('Stretching');
    expect(stretching.completed).toBe(true);
    expect(stretching.practiceDays).toEqual(['2026-10-31', '2026-11-01']);
    const pushUps = byName('Push-ups');
    expect(pushUps.sessions).toEqual([]);
    expect(pushUps.practiceDays).toEqual(['2026-11-17', '2026-11-18']);
  });

  it('gives the same session ids on every read (a re-import is recognised)', () => {
    const again = read(fixtureZip('loop-export'), sequentialIds('other'));
    const ids = (r: typeof result) => r.goals.flatMap((g) => g.goal.sessions.map((s) => s.id));
    expect(ids(again)).toEqual(ids(result));
    expect(new Set(ids(result)).size).toBe(ids(result).length);
  });

  it('reads the export re-zipped inside a folder', () => {
    const nested = read(fixtureZip('loop-export', 'Loop Habits CSV 2026-11-18/'));
    expect(nested.goals).toHaveLength(5);
  });

  it('falls back to the multi-habit Checkmarks.csv when the zip has no Habits.csv', () => {
    const zip = zipSync({ 'Checkmarks.csv': encode(fixtureText('loop-checkmarks-names.csv')) });
    expect(read(zip).goals.map((g) => g.goal.name)).toEqual(['Meditate', 'Wake up early']);
  });

  it('refuses a zip without Loop files, or a broken zip, with a specific message', () => {
    const other = zipSync({ 'notes.txt': encode('hello') });
    expect(parseImportBytes(other, NOW, sequentialIds())).toEqual({
      ok: false,
      message:
        'Invalid file format: this zip file has no Habits.csv or Checkmarks.csv from Loop Habit Tracker.',
    });
    const broken = fixtureZip('loop-export').slice(0, 300);
    expect(parseImportBytes(broken, NOW, sequentialIds())).toEqual({
      ok: false,
      message:
        "Invalid file format: this zip file cannot be read. Choose the zip that Loop Habit Tracker's Export as CSV wrote, or its Checkmarks.csv.",
    });
  });

  it('refuses a zip whose files claim to unpack beyond the limit (zip bomb)', () => {
    const big = new Uint8Array(6 * 1024 * 1024).fill(44); // 6 MB of commas, deflates to little
    const bomb = zipSync({ 'Habits.csv': big, 'Checkmarks.csv': big }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(parseImportBytes(bomb, NOW, sequentialIds())).toEqual({
      ok: false,
      message:
        'Invalid file format: this zip file has no Habits.csv or Checkmarks.csv from Loop Habit Tracker.',
    });
  });
});
