import { describe, expect, it } from 'vitest';
import { looksLikeTogglCsv, parseTogglCsv } from '../import/toggl-csv';
import type { InsightSession } from './insight-sessions';
import { buildSessionsCsv } from './sessions-csv';

const local = (y: number, m: number, d: number, h: number, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

describe('the sessions CSV read back by the Toggl Track import', () => {
  it('gives the same goals and sessions', () => {
    const sessions: InsightSession[] = [
      {
        id: 's1',
        goalId: 'g1',
        goalName: 'Piano, "Bach"',
        start: local(2026, 11, 20, 9),
        end: local(2026, 11, 20, 10),
      },
      {
        id: 's2',
        goalId: 'g1',
        goalName: 'Piano, "Bach"',
        start: local(2026, 11, 21, 23, 30),
        end: local(2026, 11, 22, 0, 45),
      },
      {
        id: 's3',
        goalId: 'g2',
        goalName: 'Chess',
        start: local(2026, 3, 8, 7),
        end: local(2026, 3, 8, 8, 30),
      },
    ];
    const text = buildSessionsCsv(sessions);
    expect(looksLikeTogglCsv(text)).toBe(true);
    let n = 0;
    const result = parseTogglCsv(text, new Date(2026, 10, 23, 12), () => `id-${(n += 1)}`);
    if (!result.ok) throw new Error(result.message);
    expect(result.skipped).toBe(0);
    const read = result.goals
      .map(({ goal }) => ({
        name: goal.name,
        sessions: goal.sessions.map((s) => [s.start, s.end]),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(read).toEqual([
      { name: 'Chess', sessions: [[sessions[2]?.start, sessions[2]?.end]] },
      {
        name: 'Piano, "Bach"',
        sessions: [
          [sessions[0]?.start, sessions[0]?.end],
          [sessions[1]?.start, sessions[1]?.end],
        ],
      },
    ]);
  });
});
