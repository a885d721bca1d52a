import { beforeEach, describe, expect, it } from 'vitest';
import { createGoal, markCompleted, type Goal } from '@/domain/goal';
import { recordOf, type GoalRecord, type StoredSession } from '@/domain/goal-record';
import { MAX_IMPORT_GOALS } from '@/domain/import/limits';
import type { WriteOp } from '@/domain/sync/write-ops';
import type { TimerRecord } from '@/domain/timer';
import { everyone, people, refusal, type ContractWorld, type MakeWorld } from './contract-world';
import { confirmed, follow } from './follow';

const CREATED = new Date('2024-03-01T12:00:00.000Z');
const START = Date.parse('2024-03-15T09:00:00.000Z');
const HOUR = 3_600_000;

const goal = (id: string): Goal => createGoal({ id, name: `Goal ${id}`, now: CREATED });
const completed = (id: string): Goal => markCompleted(goal(id), CREATED);
const session = (goalId: string, id: string): StoredSession => ({
  id,
  goalId,
  start: START,
  end: START + HOUR,
  source: 'manual',
});
const create = (g: Goal): WriteOp => ({ type: 'createGoal', goal: recordOf(g) });
const rename = (goalId: string, name: string): WriteOp => ({
  type: 'updateGoal',
  goalId,
  fields: { name },
});
const ids = (records: GoalRecord[]) => records.map((r) => r.id).sort();
const { alice, bob } = people;

/** GoalRepo: goals, sessions and the timer of one account, with its bounds and owner checks. */
export function describeGoalRepoContract(makeWorld: MakeWorld) {
  describe('GoalRepo contract', () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = makeWorld();
      await world.seedProfiles(everyone());
    });
    const goalsOf = (who: 'alice' | 'bob' | 'carol' | 'nobody') => world.as(who).goals;
    /** Alice's goal g1 with its timer started at START, followed as the page follows it. */
    async function aliceTimerStarted() {
      const timer = follow<TimerRecord | null>((l, e) =>
        goalsOf('alice').watchTimer(alice.uid, l, e),
      );
      await goalsOf('alice').commit(alice.uid, [create(goal('g1'))]);
      const start = { goalId: 'g1', startTime: START, isRunning: true };
      await goalsOf('alice').commit(alice.uid, [{ type: 'setTimer', timer: start }]);
      return { timer, start };
    }

    it("shows a person's goals and sessions once the server confirms them", async () => {
      const records = follow<GoalRecord[]>((l, e) =>
        goalsOf('alice').watchRecords(alice.uid, l, e),
      );
      const sessions = follow<StoredSession[]>((l, e) =>
        goalsOf('alice').watchSessions(alice.uid, null, l, e),
      );
      await records.until(confirmed);
      await goalsOf('alice').commit(alice.uid, [
        create(goal('g1')),
        { type: 'putSession', session: session('g1', 's1') },
      ]);
      await records.until((r) => confirmed(r) && ids(r.value).join() === 'g1');
      const shown = await sessions.until((r) => confirmed(r) && r.value.length === 1);
      expect(shown.value[0]).toMatchObject({ id: 's1', goalId: 'g1', start: START });
      records.stop();
      sessions.stop();
    });

    it('reports a write as pending before the server confirms it', async () => {
      const records = follow<GoalRecord[]>((l, e) =>
        goalsOf('alice').watchRecords(alice.uid, l, e),
      );
      await records.until(confirmed);
      await goalsOf('alice').commit(alice.uid, [create(goal('g1'))]);
      const pending = records.reports.findIndex((r) => r.hasPendingWrites && r.value.length === 1);
      const settled = await records.until((r) => confirmed(r) && r.value.length === 1);
      expect(pending).toBeGreaterThanOrEqual(0);
      expect(records.reports.indexOf(settled)).toBeGreaterThan(pending);
      records.stop();
    });

    it("keeps one person's goals from another: watching them is refused", async () => {
      await goalsOf('alice').commit(alice.uid, [create(goal('g1'))]);
      const spying = follow<GoalRecord[]>((l, e) => goalsOf('bob').watchRecords(alice.uid, l, e));
      expect(await spying.refused()).toBe('permission-denied');
      const own = follow<GoalRecord[]>((l, e) => goalsOf('bob').watchRecords(bob.uid, l, e));
      expect((await own.until(confirmed)).value).toEqual([]);
      spying.stop();
      own.stop();
    });

    it("refuses changes to another person's goal and leaves it as it was", async () => {
      await goalsOf('alice').commit(alice.uid, [create(goal('g1'))]);
      expect(await refusal(goalsOf('bob').commit(bob.uid, [rename('g1', 'Mine now')]))).toBe(
        'permission-denied',
      );
      expect(await refusal(goalsOf('bob').commit(alice.uid, [rename('g1', 'Mine now')]))).toBe(
        'permission-denied',
      );
      const { records } = await goalsOf('alice').readServer(alice.uid, [rename('g1', 'x')]);
      expect(records.get('g1')?.name).toBe('Goal g1');
    });

    it("refuses a goal written into another person's account", async () => {
      expect(await refusal(goalsOf('bob').commit(alice.uid, [create(goal('g1'))]))).toBe(
        'permission-denied',
      );
    });

    it('refuses a goal over an existing one, its owner’s or another person’s', async () => {
      await goalsOf('alice').commit(alice.uid, [create(goal('g1'))]);
      expect(await refusal(goalsOf('alice').commit(alice.uid, [create(goal('g1'))]))).toBe(
        'permission-denied',
      );
      expect(await refusal(goalsOf('bob').commit(bob.uid, [create(goal('g1'))]))).toBe(
        'permission-denied',
      );
    });

    it("refuses an active goal over the plan's cap; a completed one is still taken", async () => {
      for (const id of ['a1', 'a2', 'a3']) {
        await goalsOf('alice').commit(alice.uid, [create(goal(id))]);
      }
      expect(await refusal(goalsOf('alice').commit(alice.uid, [create(goal('a4'))]))).toBe(
        'permission-denied',
      );
      await goalsOf('alice').commit(alice.uid, [create(completed('c1'))]);
      const { records } = await goalsOf('alice').readServer(alice.uid, [create(completed('c1'))]);
      expect([...records.keys()]).toEqual(['c1']);
    });

    it('refuses every write of a deactivated person and of nobody signed in', async () => {
      expect(await refusal(goalsOf('carol').commit(people.carol.uid, [create(goal('g1'))]))).toBe(
        'permission-denied',
      );
      expect(await refusal(goalsOf('nobody').commit(alice.uid, [create(goal('g1'))]))).toBe(
        'permission-denied',
      );
      const watching = follow<GoalRecord[]>((l, e) =>
        goalsOf('nobody').watchRecords(alice.uid, l, e),
      );
      expect(await watching.refused()).toBe('permission-denied');
      watching.stop();
    });

    it('refuses a repeated session and a session of a missing goal', async () => {
      const put: WriteOp = { type: 'putSession', session: session('g1', 's1') };
      expect(await refusal(goalsOf('alice').commit(alice.uid, [put]))).toBe('permission-denied');
      await goalsOf('alice').commit(alice.uid, [create(goal('g1')), put]);
      expect(await refusal(goalsOf('alice').commit(alice.uid, [put]))).toBe('permission-denied');
    });

    it('takes a timer that moves forward and refuses an older one', async () => {
      const { timer, start } = await aliceTimerStarted();
      const older = { ...start, startTime: START - HOUR };
      expect(
        await refusal(goalsOf('alice').commit(alice.uid, [{ type: 'setTimer', timer: older }])),
      ).toBe('permission-denied');
      const shown = await timer.until((r) => confirmed(r) && r.value !== null);
      // A start may come back with its pause fields at their fresh values (never paused).
      expect(shown.value).toMatchObject(start);
      expect(shown.value?.pausedAt ?? null).toBeNull();
      expect(shown.value?.pausedMs ?? 0).toBe(0);
      timer.stop();
    });

    it('reads the server’s copy while the timer is followed, not a change still on its way', async () => {
      // A listener on the same document keeps a view that holds changes not yet confirmed (and
      // may lag behind the server): a repeat is told from a refusal by the server's copy only.
      const { timer, start } = await aliceTimerStarted();
      await timer.until((r) => confirmed(r) && r.value?.startTime === START);
      const older: WriteOp = { type: 'setTimer', timer: { ...start, startTime: START - HOUR } };
      const refused = refusal(goalsOf('alice').commit(alice.uid, [older]));
      const { timer: onServer } = await goalsOf('alice').readServer(alice.uid, [older]);
      expect(onServer?.startTime).toBe(START);
      expect(await refused).toBe('permission-denied');
      // A pause is told from a refusal by the same copy.
      const pause: WriteOp = { type: 'pauseTimer', timer: { ...start, pausedAt: START + HOUR } };
      expect((await goalsOf('alice').readServer(alice.uid, [pause])).timer?.startTime).toBe(START);
      timer.stop();
    });

    it('imports goals with their sessions, completed ones beyond the cap', async () => {
      const withSession = { ...goal('i1'), sessions: [{ ...session('i1', 's1') }] };
      await goalsOf('alice').importGoals(alice.uid, [
        withSession,
        goal('i2'),
        goal('i3'),
        completed('i4'),
      ]);
      const { records, sessions } = await goalsOf('alice').readServer(alice.uid, [
        create(goal('i1')),
        create(goal('i4')),
        { type: 'putSession', session: session('i1', 's1') },
      ]);
      expect([...records.keys()].sort()).toEqual(['i1', 'i4']);
      expect(sessions.get('i1')?.has('s1')).toBe(true);
    });

    it('reports the sessions an import has saved after each batch, and counts them back', async () => {
      // Enough for several batches.
      const many = (id: string, n: number): Goal => ({
        ...goal(id),
        sessions: Array.from({ length: n }, (_, i) => ({
          id: `${id}-${i}`,
          start: START - (i + 1) * 3 * HOUR,
          end: START - (i + 1) * 3 * HOUR + HOUR,
          source: 'import' as const,
        })),
      });
      const saved: number[] = [];
      const sending: (string | undefined)[] = [];
      await goalsOf('alice').importGoals(
        alice.uid,
        [many('i1', 700), many('i2', 600), goal('i3')],
        [],
        (n, next) => {
          saved.push(n);
          sending.push(next && `${next.goalId}/${next.id}`);
        },
      );
      expect(saved[0]).toBe(0);
      expect(saved.at(-1)).toBe(1300);
      expect(sending[0]).toBe('i1/i1-0');
      expect(sending.at(-1)).toBeUndefined();
      const held = { goalId: 'i1', id: 'i1-699' };
      expect(await goalsOf('alice').holdsSession(alice.uid, held)).toBe(true);
      const notHeld = { goalId: 'i1', id: 'i1-700' };
      expect(await goalsOf('alice').holdsSession(alice.uid, notHeld)).toBe(false);
      expect(await refusal(goalsOf('bob').holdsSession(alice.uid, held))).toBe('permission-denied');
      expect(saved).toEqual([...saved].sort((a, b) => a - b));
      expect(await goalsOf('alice').countSessions(alice.uid, 'i1')).toBe(700);
      expect(await goalsOf('alice').countSessions(alice.uid, 'i2')).toBe(600);
      expect(await goalsOf('alice').countSessions(alice.uid, 'i3')).toBe(0);
      expect(await refusal(goalsOf('bob').countSessions(alice.uid, 'i1'))).toBe(
        'permission-denied',
      );
    }, 120_000);

    it("deletes the sessions a goal's delete left behind, only the owner's, only once it is gone", async () => {
      await goalsOf('alice').commit(alice.uid, [create(goal('g1'))]);
      await goalsOf('alice').commit(alice.uid, [
        { type: 'putSession', session: session('g1', 's1') },
      ]);
      await goalsOf('alice').commit(alice.uid, [
        {
          type: 'putSession',
          session: { ...session('g1', 's2'), start: START + 2 * HOUR, end: START + 3 * HOUR },
        },
      ]);
      expect(await goalsOf('alice').deleteLeftSessions(alice.uid, 'g1')).toBe(0);
      expect(await goalsOf('alice').countSessions(alice.uid, 'g1')).toBe(2);
      // A device that had only s1 deletes the goal: s2 stays behind.
      await goalsOf('alice').commit(alice.uid, [
        {
          type: 'deleteGoal',
          goalId: 'g1',
          wasActive: true,
          sessionIds: ['s1'],
          tallyYears: [2024],
        },
      ]);
      expect(await goalsOf('alice').countSessions(alice.uid, 'g1')).toBe(1);
      expect(await refusal(goalsOf('bob').deleteLeftSessions(alice.uid, 'g1'))).toBe(
        'permission-denied',
      );
      expect(await goalsOf('alice').deleteLeftSessions(alice.uid, 'g1')).toBe(1);
      expect(await goalsOf('alice').countSessions(alice.uid, 'g1')).toBe(0);
      expect(await goalsOf('alice').deleteLeftSessions(alice.uid, 'g1')).toBe(0);
    });

    it('refuses an import over the cap or over an existing goal, writing nothing', async () => {
      await goalsOf('alice').commit(alice.uid, [create(goal('g1'))]);
      expect(
        await refusal(
          goalsOf('alice').importGoals(alice.uid, [goal('i1'), goal('i2'), goal('i3')]),
        ),
      ).toBe('permission-denied');
      expect(await refusal(goalsOf('alice').importGoals(alice.uid, [completed('g1')]))).toBe(
        'permission-denied',
      );
      const { records } = await goalsOf('alice').readServer(alice.uid, [create(goal('g1'))]);
      expect(records.get('g1')?.completed).toBe(false);
      const imported = await goalsOf('alice').readServer(alice.uid, [create(goal('i1'))]);
      expect(imported.records.has('i1')).toBe(false);
    });

    it('refuses an import outside 1 to MAX_IMPORT_GOALS goals before writing', async () => {
      const tooMany = Array.from({ length: MAX_IMPORT_GOALS + 1 }, (_, i) => completed(`c${i}`));
      for (const list of [[], tooMany]) {
        const error = await goalsOf('alice')
          .importGoals(alice.uid, list)
          .catch((e: unknown) => e);
        expect(error).toMatchObject({
          code: 'invalid-argument',
          message: `An import holds 1 to ${MAX_IMPORT_GOALS} goals.`,
        });
      }
    });

    it('refuses two goals that move the counter in one batch', async () => {
      expect(
        await refusal(goalsOf('alice').commit(alice.uid, [create(goal('g1')), create(goal('g2'))])),
      ).toBe('permission-denied');
    });

    it('reads back a goal or session that is gone as gone, and refuses another person’s', async () => {
      await goalsOf('bob').commit(bob.uid, [create(goal('theirs'))]);
      const gone: WriteOp = { type: 'deleteGoal', goalId: 'g1', wasActive: true, sessionIds: [] };
      const read = await goalsOf('alice').readServer(alice.uid, [gone]);
      expect(read.records.has('g1')).toBe(false);
      expect(await refusal(goalsOf('alice').readServer(alice.uid, [rename('theirs', 'x')]))).toBe(
        'permission-denied',
      );
      await goalsOf('alice').commit(alice.uid, [create(goal('g1'))]);
      const missingSession: WriteOp = { type: 'deleteSession', goalId: 'g1', sessionId: 's9' };
      const { sessions } = await goalsOf('alice').readServer(alice.uid, [missingSession]);
      expect(sessions.get('g1') ?? []).toEqual([]);
      await goalsOf('bob').commit(bob.uid, [
        { type: 'putSession', session: session('theirs', 's1') },
      ]);
      const theirSession: WriteOp = { type: 'deleteSession', goalId: 'theirs', sessionId: 's1' };
      expect(await refusal(goalsOf('alice').readServer(alice.uid, [theirSession]))).toBe(
        'permission-denied',
      );
    });

    it('refuses a change to a goal that does not exist', async () => {
      expect(await refusal(goalsOf('alice').commit(alice.uid, [rename('nope', 'x')]))).not.toBe(
        'resolved',
      );
    });

    it("refuses an import into another person's account", async () => {
      expect(await refusal(goalsOf('bob').importGoals(alice.uid, [completed('c1')]))).toBe(
        'permission-denied',
      );
    });
  });
}
