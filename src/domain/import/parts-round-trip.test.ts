import { describe, expect, it } from 'vitest';
import { buildExportFile } from '../export-file';
import { createGoal, type Goal } from '../goal';
import { partIdFor, partOf, type GoalPart } from '../goal-parts';
import { recomputeGoal } from '../goal-progress';
import { insightSessions } from '../insights/insight-sessions';
import { buildSessionsCsv } from '../insights/sessions-csv';
import { parseImportFile } from './parse-import-file';
import { planImport } from './plan-import';
import { NOW, session } from './round-trip-fixtures';
import { sequentialIds } from './test-ids';
import { parseTogglCsv } from './toggl-csv';

const PARTS: GoalPart[] = [
  { id: 'sc', name: 'Scales' },
  { id: 'et', name: 'Études', archived: true },
  { id: 're', name: 'Repertoire' },
];

function violin(): Goal {
  const base = createGoal({ id: 'v', name: 'Violin', now: new Date(2026, 9, 1) });
  return recomputeGoal(
    {
      ...base,
      settings: { ...base.settings, measure: { name: 'Tempo', unit: 'bpm', higherIsBetter: true } },
      parts: PARTS,
      sessions: [
        session('a', 10, { partId: 'sc', value: 92 }),
        session('b', 11, { partId: 'et' }),
        session('c', 12),
        session('d', 13, { partId: 're' }),
      ],
    },
    NOW,
  );
}

const partNames = (g: Goal | undefined) =>
  g?.sessions.map((s) => partOf(g.parts, s.partId)?.name ?? null);

describe('parts in the JSON export and import', () => {
  it('carries the parts, in order and archived, and each session’s part', () => {
    const text = JSON.stringify(buildExportFile([{ ...violin(), partTotals: { sc: 1 } }], NOW));
    expect(text).not.toContain('partTotals');
    const result = parseImportFile(text, NOW, sequentialIds('new'));
    if (!result.ok) throw new Error(result.message);
    const imported = result.goals[0]?.goal;
    expect(imported?.parts).toEqual(PARTS);
    expect(imported?.sessions.map((s) => s.partId)).toEqual(['sc', 'et', undefined, 're']);
    expect(imported?.totalTimeSpent).toBe(4);
  });

  it('imports a file of an earlier version (no parts), and a part the goal lacks as no part', () => {
    const raw = JSON.parse(JSON.stringify(buildExportFile([violin()], NOW))) as {
      goals: { parts?: unknown; sessions: Record<string, unknown>[] }[];
    };
    const goal = raw.goals[0]!;
    goal.parts = [{ id: 'sc', name: 'Scales' }, { id: 'bad id', name: 'X' }, 'junk'];
    goal.sessions[1]!.partId = 'et';
    goal.sessions[2]!.partId = 42;
    const result = parseImportFile(JSON.stringify(raw), NOW, sequentialIds('new'));
    if (!result.ok) throw new Error(result.message);
    const imported = result.goals[0]?.goal;
    expect(imported?.parts).toEqual([{ id: 'sc', name: 'Scales' }]);
    expect(imported?.sessions.map((s) => s.partId)).toEqual([
      'sc',
      undefined,
      undefined,
      undefined,
    ]);

    delete goal.parts;
    const older = parseImportFile(JSON.stringify(raw), NOW, sequentialIds('old'));
    if (!older.ok) throw new Error(older.message);
    expect(older.goals[0]?.goal.parts).toBeUndefined();
    expect(older.goals[0]?.goal.sessions.every((s) => s.partId === undefined)).toBe(true);
  });

  it('adds sessions to a goal of the account only on parts that goal has', () => {
    const result = parseImportFile(
      JSON.stringify(buildExportFile([violin()], NOW)),
      NOW,
      () => 'n',
    );
    if (!result.ok) throw new Error(result.message);
    const mine: Goal = { ...violin(), parts: [PARTS[0]!], sessions: [violin().sessions[0]!] };
    const [planned] = planImport('masterly', result.goals, [mine]);
    expect(planned?.existing?.id).toBe('v');
    expect(planned?.newSessions.map((s) => s.partId)).toEqual([undefined, undefined, undefined]);
  });
});

describe('parts in the sessions CSV', () => {
  it('writes the unit and the part, and reads the parts back by name', () => {
    const text = buildSessionsCsv(insightSessions([violin()]));
    const [header, first] = text.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'Project,Description,Start date,Start time,End date,End time,Duration,Value,Unit,Part',
    );
    expect(first).toMatch(/,92,bpm,Scales$/);
    const result = parseTogglCsv(text, NOW, sequentialIds('t'));
    if (!result.ok) throw new Error(result.message);
    const imported = result.goals[0]?.goal;
    expect(imported?.parts).toEqual([
      { id: partIdFor('Scales'), name: 'Scales' },
      { id: partIdFor('Études'), name: 'Études' },
      { id: partIdFor('Repertoire'), name: 'Repertoire' },
    ]);
    expect(partNames(imported)).toEqual(partNames(violin()));
    expect(imported?.sessions[0]?.value).toBe(92);
  });

  it('keeps the first 12 parts a project names; rows on others are on no part', () => {
    const rows = Array.from(
      { length: 13 },
      (_, i) =>
        `Violin,,2026-11-${String(i + 1).padStart(2, '0')},09:00:00,2026-11-${String(i + 1).padStart(2, '0')},10:00:00,01:00:00,,,P${i}`,
    );
    const text = [
      'Project,Description,Start date,Start time,End date,End time,Duration,Value,Unit,Part',
      ...rows,
    ].join('\n');
    const result = parseTogglCsv(text, NOW, sequentialIds('t'));
    if (!result.ok) throw new Error(result.message);
    const imported = result.goals[0]?.goal;
    expect(imported?.parts).toHaveLength(12);
    expect(imported?.sessions.at(-1)?.partId).toBeUndefined();
    expect(imported?.totalTimeSpent).toBe(13);
  });
});
