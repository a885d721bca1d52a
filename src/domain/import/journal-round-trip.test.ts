import { describe, expect, it } from 'vitest';
import { buildExportFile } from '../export-file';
import { createGoal, type Goal } from '../goal';
import { recomputeGoal } from '../goal-progress';
import { insightSessions } from '../insights/insight-sessions';
import { buildSessionsCsv } from '../insights/sessions-csv';
import { parseClockifyCsv } from './clockify-csv';
import { parseImportFile } from './parse-import-file';
import { NOW, session } from './round-trip-fixtures';
import { sequentialIds } from './test-ids';
import { parseTogglCsv } from './toggl-csv';

function violin(): Goal {
  const base = createGoal({ id: 'v', name: 'Violin', now: new Date(2026, 9, 1) });
  return recomputeGoal(
    {
      ...base,
      settings: {
        ...base.settings,
        measure: { name: 'Tempo', unit: 'bpm', higherIsBetter: true },
      },
      sessions: [
        session('a', 10, {
          note: 'Scales, "slow", then fast\nsecond line',
          value: 92.5,
          nextTime: 'Thirds at 96',
        }),
        session('b', 11),
        session('c', 12, { value: 100 }),
      ],
    },
    NOW,
  );
}

const journals = (g: Goal | undefined) =>
  g?.sessions.map((s) => ({ start: s.start, note: s.note, value: s.value }));
const nextTimes = (g: Goal | undefined) => g?.sessions.map((s) => s.nextTime);

describe('the journal in the JSON export and import', () => {
  it('carries notes, values and the measure', () => {
    const text = JSON.stringify(buildExportFile([violin()], NOW));
    const result = parseImportFile(text, NOW, sequentialIds('new'));
    if (!result.ok) throw new Error(result.message);
    const [imported] = result.goals.map((g) => g.goal);
    expect(imported?.settings.measure).toEqual(violin().settings.measure);
    expect(journals(imported)).toEqual(journals(violin()));
    expect(nextTimes(imported)).toEqual(['Thirds at 96', undefined, undefined]);
  });

  it('drops a malformed or empty next-time line and bounds a long one', () => {
    const raw = JSON.parse(JSON.stringify(buildExportFile([violin()], NOW))) as {
      goals: { sessions: Record<string, unknown>[] }[];
    };
    const sessions = raw.goals[0]!.sessions;
    sessions[0]!.nextTime = 42;
    sessions[1]!.nextTime = '  ';
    sessions[2]!.nextTime = 'n'.repeat(250);
    const result = parseImportFile(JSON.stringify(raw), NOW, sequentialIds('new'));
    if (!result.ok) throw new Error(result.message);
    expect(nextTimes(result.goals[0]?.goal)).toEqual([undefined, undefined, 'n'.repeat(200)]);
  });

  it('imports a file of an earlier version (no journal) and drops malformed fields', () => {
    const raw = JSON.parse(JSON.stringify(buildExportFile([violin()], NOW))) as {
      goals: { settings: Record<string, unknown>; sessions: Record<string, unknown>[] }[];
    };
    const goal = raw.goals[0]!;
    goal.settings.measure = { name: '', unit: 3 };
    goal.sessions[0]!.note = 42;
    goal.sessions[0]!.value = 'fast';
    delete goal.sessions[2]!.value;
    const result = parseImportFile(JSON.stringify(raw), NOW, sequentialIds('new'));
    if (!result.ok) throw new Error(result.message);
    const imported = result.goals[0]?.goal;
    expect(imported?.settings.measure).toBeUndefined();
    expect(imported?.sessions.map((s) => [s.note, s.value])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(imported?.totalTimeSpent).toBe(3);
  });
});

describe('the journal in CSV files', () => {
  it('reads back the notes and values of the sessions CSV', () => {
    const text = buildSessionsCsv(insightSessions([violin()]));
    const result = parseTogglCsv(text, NOW, sequentialIds('t'));
    if (!result.ok) throw new Error(result.message);
    expect(journals(result.goals[0]?.goal)).toEqual(journals(violin()));
  });

  it("maps a Toggl entry's description to the session note", () => {
    const text = [
      'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags',
      'Ana,a@x.io,,Violin,,Bach partita,No,2026-11-10,09:00:00,2026-11-10,10:00:00,01:00:00,',
      'Ana,a@x.io,,Violin,,,No,2026-11-11,09:00:00,2026-11-11,10:00:00,01:00:00,',
    ].join('\n');
    const result = parseTogglCsv(text, NOW, sequentialIds('t'));
    if (!result.ok) throw new Error(result.message);
    expect(result.goals[0]?.goal.sessions.map((s) => s.note)).toEqual(['Bach partita', undefined]);
  });

  it("maps a Clockify entry's description to the session note, bounded to 500 characters", () => {
    const long = 'x'.repeat(600);
    const text = [
      'Project,Client,Description,Task,User,Start Date,Start Time,End Date,End Time,Duration (h)',
      `Violin,,${long},,Ana,11/10/2026,09:00,11/10/2026,10:00,01:00:00`,
    ].join('\n');
    const result = parseClockifyCsv(text, NOW, sequentialIds('c'));
    if (!result.ok) throw new Error(result.message);
    expect(result.goals[0]?.goal.sessions[0]?.note).toHaveLength(500);
  });
});
