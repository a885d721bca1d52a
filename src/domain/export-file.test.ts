import { describe, expect, it } from 'vitest';
import { createGoal } from './goal';
import { buildExportFile, exportFileName } from './export-file';
import { recomputeGoal } from './goal-progress';

describe('export file', () => {
  const now = new Date(Date.UTC(2026, 10, 21, 9, 30, 5));

  it('carries goals, exportDate and version 1.0', () => {
    const goal = createGoal({ id: 'g1', name: 'Piano', now });
    const file = buildExportFile([goal], now);
    expect(file).toEqual({ goals: [goal], exportDate: '2026-11-21T09:30:05.000Z', version: '1.0' });
    expect(file.goals[0]).not.toBe(goal);
  });

  it('carries the medals derived from the log', () => {
    const goal = createGoal({ id: 'g1', name: 'Piano', now });
    const start = now.getTime() - 3 * 3_600_000;
    const practised = recomputeGoal(
      { ...goal, sessions: [{ id: 's', start, end: start + 3_600_000, source: 'timer' }] },
      now,
    );
    expect(buildExportFile([practised], now).goals[0]?.medals).toEqual(['first-session']);
  });

  it('is named after the short name, export and a timestamp', () => {
    expect(exportFileName('Masterly', now)).toBe('masterly-export-2026-11-21T09-30-05.json');
    expect(exportFileName('My App!', now)).toBe('my-app-export-2026-11-21T09-30-05.json');
  });
});
