// Practice written on the server as another device writes it: 1 h sessions and their year tallies.
import { format } from 'date-fns';
import { patchAsOwner, type FieldValue } from './server-data';

const HOUR = 3_600_000;

/** A 1 h session at 09:00 `daysAgo` days before `today`, stored as the app stores it. */
async function addServerSession(uid: string, goalId: string, today: Date, daysAgo: number) {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo, 9);
  const id = `e2e-${daysAgo}`;
  await patchAsOwner(`goals/${goalId}/sessions/${id}`, {
    goalId,
    userId: uid,
    start: start.getTime(),
    end: start.getTime() + HOUR,
    source: 'manual',
  });
  return id;
}

/**
 * The year tallies of those sessions, as the device that logged them writes them beside them:
 * the goals page reads the days before this week from the tallies only.
 */
async function addServerTallies(
  uid: string,
  goalId: string,
  today: Date,
  daysAgo: readonly number[],
) {
  const byYear = new Map<number, Record<string, FieldValue>>();
  for (const back of daysAgo) {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
    const days = byYear.get(day.getFullYear()) ?? {};
    days[format(day, 'MM-dd')] = { ms: HOUR, n: 1 };
    byYear.set(day.getFullYear(), days);
  }
  for (const [year, days] of byYear) {
    const tally = { userId: uid, goalId, year, days, by: 'e2e' };
    await patchAsOwner(`goalTallies/${goalId}_${year}`, tally);
  }
}

/**
 * A 1 h session at 09:00 on each day `daysAgo` before `today`, with the tallies beside them;
 * resolves the sessions' ids.
 */
export async function addServerSessions(
  uid: string,
  goalId: string,
  today: Date,
  daysAgo: readonly number[],
): Promise<string[]> {
  const ids = [];
  for (const back of daysAgo) ids.push(await addServerSession(uid, goalId, today, back));
  await addServerTallies(uid, goalId, today, daysAgo);
  return ids;
}
