import { describe, expect, it } from 'vitest';
import { buildExportFile } from '../export-file';
import { createGoal, markCompleted, type Goal } from '../goal';
import { recomputeGoal } from '../goal-progress';
import { MS_PER_HOUR, type PracticeSession } from '../practice-sessions';
import { parseImportFile } from './parse-import-file';
import { sequentialIds } from './test-ids';

const NOW = new Date(2026, 10, 18, 20, 0);
const DAY = 24 * MS_PER_HOUR;

function session(id: string, daysAgo: number, hours: number): PracticeSession {
  const start = NOW.getTime() - daysAgo * DAY - 3 * MS_PER_HOUR;
  return { id, start, end: start + hours * MS_PER_HOUR, source: 'timer' };
}

function goals(): Goal[] {
  const piano = recomputeGoal(
    {
      ...createGoal({
        id: 'p',
        name: 'Piano',
        note: 'Scales, then Bach',
        now: new Date(2026, 0, 2),
      }),
      // Its daily 2-hour target is 14 hours a week, as the app keeps it.
      weeklyGoal: 14,
      // Week 40 (from Sunday 27 September) counted with 1 hour a week.
      weeklyGoalHistory: [{ until: '2026-10-04', hours: 1 }],
      currentLevel: 3,
      settings: {
        frequency: 'daily',
        target: { type: 'hours', value: 2 },
        resources: [{ type: 'book', name: 'Hanon', completed: true }],
        reminders: true,
        notifications: false,
        plan: 'weekdays:12345',
      },
      restRanges: [
        { from: '2026-08-01', to: '2026-08-14' },
        { from: '2026-12-24', to: '2026-12-24' },
      ],
      sessions: [session('c', 20, 4), session('b', 1, 2.25), session('a', 0, 1.5)],
      imported: {
        totalHours: 60,
        weeks: [
          { year: 2026, weekNumber: 40, hours: 7 },
          { year: 2026, weekNumber: 47, hours: 2 },
        ],
        practiceDays: ['2026-01-05', '2026-10-01'],
      },
    },
    NOW,
  );
  const chess = markCompleted(
    recomputeGoal(
      {
        ...createGoal({ id: 'c', name: 'Chess', now: new Date(2025, 5, 1) }),
        weeklyGoal: 5,
        sessions: [session('x', 3, 5)],
      },
      NOW,
    ),
    new Date(2026, 10, 10),
  );
  const fresh = { ...createGoal({ id: 'f', name: 'Spanish', now: NOW }), weeklyGoal: 5 };
  return [piano, chess, recomputeGoal(fresh, NOW)];
}

const kept = (g: Goal) => ({
  name: g.name,
  note: g.note,
  settings: g.settings,
  startDate: g.startDate,
  completed: g.completed,
  completedDate: g.completedDate,
  weeklyGoal: g.weeklyGoal,
  weeklyGoalHistory: g.weeklyGoalHistory,
  targetHours: g.targetHours,
  totalTimeSpent: g.totalTimeSpent,
  weeklyTimeSpent: g.weeklyTimeSpent,
  weeklyTrophies: g.weeklyTrophies,
  trophies: g.trophies,
  practiceDays: g.practiceDays,
  currentLevel: g.currentLevel,
  sessions: g.sessions,
  restRanges: g.restRanges,
});

describe('export → import round trip', () => {
  it('carries the practice plan and rest days; a goal without them gets none', () => {
    const text = JSON.stringify(buildExportFile(goals(), NOW));
    const result = parseImportFile(text, NOW, sequentialIds('new'));
    if (!result.ok) throw new Error('refused');
    const [piano, chess] = result.goals.map((g) => g.goal);
    expect(piano?.settings.plan).toBe('weekdays:12345');
    expect(piano?.restRanges).toHaveLength(2);
    expect(chess?.settings.plan).toBeUndefined();
    expect(chess).not.toHaveProperty('restRanges');
  });

  it('drops a malformed plan and malformed rest days of a file', () => {
    const file = buildExportFile(goals(), NOW);
    const raw = JSON.parse(JSON.stringify(file)) as { goals: Record<string, unknown>[] };
    raw.goals[0]!.settings = { ...(raw.goals[0]!.settings as object), plan: 'weekdays:9' };
    raw.goals[0]!.restRanges = [{ from: '1999-01-01', to: '1999-01-02' }, 'junk', 42];
    const result = parseImportFile(JSON.stringify(raw), NOW, sequentialIds('new'));
    if (!result.ok) throw new Error('refused');
    expect(result.goals[0]?.goal.settings.plan).toBeUndefined();
    expect(result.goals[0]?.goal).not.toHaveProperty('restRanges');
  });

  it('keeps names, notes, settings, totals, weekly figures, trophies, days and levels', () => {
    const original = goals();
    expect(original[0]?.currentLevel).toBe(3);
    expect(original[0]?.weeklyTrophies.find((w) => w.weekNumber === 40)?.trophies).toBe(7);
    const text = JSON.stringify(buildExportFile(original, NOW), null, 2);
    const result = parseImportFile(text, NOW, sequentialIds('new'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const imported = result.goals.map((g) => g.goal);
    expect(imported.map((g) => g.id)).toEqual(['new-1', 'new-2', 'new-3']);
    expect(imported.map(kept)).toEqual(original.map(kept));
  });

  it('is stable: importing an export of an import changes no figure', () => {
    const once = parseImportFile(
      JSON.stringify(buildExportFile(goals(), NOW)),
      NOW,
      sequentialIds(),
    );
    if (!once.ok) throw new Error(once.message);
    const firstGoals = once.goals.map((g) => g.goal);
    const twice = parseImportFile(
      JSON.stringify(buildExportFile(firstGoals, NOW)),
      NOW,
      sequentialIds(),
    );
    if (!twice.ok) throw new Error(twice.message);
    expect(twice.goals.map((g) => kept(g.goal))).toEqual(firstGoals.map(kept));
  });
});
