import { describe, expect, it } from 'vitest';
import { createGoal, type Goal } from '../goal';
import { fixtureText, fixtureZip } from './fixtures/read-fixture';
import { planImport } from './plan-import';
import { parseImportBytes, parseImportText } from './read-import';
import { sequentialIds } from './test-ids';

const NOW = new Date(2026, 10, 18, 20, 0);

function read(result: ReturnType<typeof parseImportText>) {
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** The account after the file was imported once: its goals as they were written. */
const stored = (goals: readonly { goal: Goal }[]) => goals.map(({ goal }) => ({ ...goal }));

describe('planImport: re-importing never duplicates', () => {
  const toggl = read(parseImportText(fixtureText('toggl-detailed.csv'), NOW, sequentialIds()));

  it('makes every goal new in an account that never saw the file', () => {
    const plan = planImport('toggl', toggl.goals, [
      createGoal({ id: 'x', name: 'Piano', now: NOW }),
    ]);
    expect(plan.every((p) => p.existing === null && p.alreadyImported === 0)).toBe(true);
    expect(plan.map((p) => p.newSessions.length)).toEqual([2, 1, 1, 3]);
  });

  it('skips every session of the same file imported again', () => {
    const again = read(parseImportText(fixtureText('toggl-detailed.csv'), NOW, sequentialIds('b')));
    const plan = planImport('toggl', again.goals, stored(toggl.goals));
    expect(plan.map((p) => [p.existing?.id, p.newSessions.length, p.alreadyImported])).toEqual([
      ['id-1', 0, 2],
      ['id-2', 0, 1],
      ['id-3', 0, 1],
      ['id-4', 0, 3],
    ]);
  });

  it('adds only the new rows of a longer export to the goal imported before', () => {
    const longer = `${fixtureText('toggl-detailed.csv')}Ada,ada@example.com,,Piano,,New,No,2026-11-18,07:00:00,2026-11-18,08:00:00,01:00:00,,\n`;
    const plan = planImport(
      'toggl',
      read(parseImportText(longer, NOW, sequentialIds('c'))).goals,
      stored(toggl.goals),
    );
    const piano = plan[0]!;
    expect(piano.existing).toEqual({ id: 'id-1', name: 'Piano' });
    expect(piano.alreadyImported).toBe(2);
    expect(piano.newSessions.map((s) => s.start)).toEqual([new Date(2026, 10, 18, 7).getTime()]);
  });

  it('never adds a session overlapping one the goal already has', () => {
    const account = stored(toggl.goals);
    const piano = account[0]!;
    piano.sessions = [
      ...piano.sessions,
      {
        id: 'mine',
        start: new Date(2026, 10, 18, 7, 30).getTime(),
        end: new Date(2026, 10, 18, 7, 45).getTime(),
        source: 'timer',
      },
    ];
    const longer = `${fixtureText('toggl-detailed.csv')}Ada,ada@example.com,,Piano,,New,No,2026-11-18,07:00:00,2026-11-18,08:00:00,01:00:00,,\n`;
    const plan = planImport(
      'toggl',
      read(parseImportText(longer, NOW, sequentialIds('d'))).goals,
      account,
    );
    expect(plan[0]!.newSessions).toEqual([]);
  });

  it('matches a Loop habit without sessions to the goal of the same name imported before', () => {
    const loop = read(parseImportBytes(fixtureZip('loop-export'), NOW, sequentialIds()));
    const again = read(parseImportBytes(fixtureZip('loop-export'), NOW, sequentialIds('e')));
    const plan = planImport('loop', again.goals, stored(loop.goals));
    expect(plan.every((p) => p.existing !== null && p.newSessions.length === 0)).toBe(true);
  });

  it("matches a goal without sessions from the account's own export, and only that goal", () => {
    const account = [
      createGoal({ id: 'a', name: 'Chess', now: new Date(2026, 0, 5, 9, 30, 12, 345) }),
      createGoal({ id: 'b', name: 'Chess', now: new Date(2026, 0, 6) }),
    ];
    const file = JSON.stringify({ goals: [{ ...account[0], id: 'other' }] });
    const again = read(parseImportText(file, NOW, sequentialIds('f')));
    const plan = planImport('masterly', again.goals, account);
    expect(plan.map((p) => p.existing)).toEqual([{ id: 'a', name: 'Chess' }]);

    const renamed = JSON.stringify({ goals: [{ ...account[0], name: 'Go' }] });
    const other = read(parseImportText(renamed, NOW, sequentialIds('g')));
    expect(planImport('masterly', other.goals, account)[0]!.existing).toBeNull();
  });
});
