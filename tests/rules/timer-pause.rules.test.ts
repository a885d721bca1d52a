// Security rules for the timer's pauses: pausedAt, pausedMs, resumedAt on timers/{uid}
// (src/domain/timer-pause.ts, docs/adr/0002-pausing-the-timer.md). Allowed writes are the app's
// own (goal-repo.ts commit() of pauseTimer and resumeTimer); denied ones are hand-made.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { WriteOp } from '../../src/domain/sync/write-ops';
import { stopChanges } from '../../src/domain/sync/timer-changes';
import type { TimerRecord } from '../../src/domain/timer';
import { paused, resumed } from '../../src/domain/timer-pause';
import { activeGoal, commitAs, ops, seedGoals, seedTimer, stored, TIMERS } from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const bob = identities.otherUser.uid;
const MINUTE_MS = 60_000;

/** A start 50 minutes ago (well within the rules' bounds). */
const T = Date.now() - 50 * MINUTE_MS;
const running: TimerRecord = {
  goalId: 'g1',
  startTime: T,
  isRunning: true,
  pausedAt: null,
  pausedMs: 0,
  resumedAt: T,
};
/** Paused 10 minutes in. */
const pausedAt10 = paused(running, T + 10 * MINUTE_MS);
/** Paused 10 minutes in, for 20 minutes. */
const resumedAt30 = resumed(pausedAt10, T + 30 * MINUTE_MS);

const pauseOp = (timer: TimerRecord): WriteOp => ({ type: 'pauseTimer', timer });
const resumeOp = (timer: TimerRecord): WriteOp => ({ type: 'resumeTimer', timer });
const aliceCommits = (...writes: WriteOp[]) => commitAs(env, 'user', writes);

/** A hand-made merge into alice's timer (what an attacker could send). */
function aliceMerges(fields: DocumentData, uid: string = alice) {
  const data = { startTime: T, ...fields, updatedAt: serverTimestamp() };
  return setDoc(doc(env.as('user'), TIMERS, uid), data, { merge: true });
}

async function seeded(timer: TimerRecord | DocumentData = running) {
  await env.seedProfiles('user', 'otherUser');
  await seedTimer(env, alice, timer as TimerRecord);
}

describe('timer pauses: allowed', () => {
  it('pauses, resumes and pauses again, keeping the practised time', async () => {
    await seeded();
    await assertSucceeds(aliceCommits(pauseOp(pausedAt10)));
    await assertSucceeds(aliceCommits(resumeOp(resumedAt30)));
    const again = paused(resumedAt30, T + 40 * MINUTE_MS);
    await assertSucceeds(aliceCommits(pauseOp(again)));
    expect(await stored(env, `${TIMERS}/${alice}`)).toMatchObject({
      isRunning: true,
      pausedAt: T + 40 * MINUTE_MS,
      pausedMs: 20 * MINUTE_MS,
      resumedAt: T + 30 * MINUTE_MS,
    });
  });

  it('pauses a timer stored by an earlier version (no pause fields)', async () => {
    await seeded({ goalId: 'g1', startTime: T, isRunning: true });
    await assertSucceeds(aliceCommits(pauseOp(paused({ ...running }, T + MINUTE_MS))));
  });

  it('moves a pause earlier (two devices pausing: the earlier one holds)', async () => {
    await seeded(paused(running, T + 20 * MINUTE_MS));
    await assertSucceeds(aliceCommits(pauseOp(pausedAt10)));
  });

  it('stops a paused timer, keeping its pauses; a new start begins fresh', async () => {
    await seeded(pausedAt10);
    await assertSucceeds(
      aliceCommits(ops.setTimer({ goalId: 'g1', startTime: T, isRunning: false })),
    );
    expect(await stored(env, `${TIMERS}/${alice}`)).toMatchObject({ pausedAt: T + 10 * MINUTE_MS });
    await assertSucceeds(
      aliceCommits(ops.setTimer({ goalId: 'g2', startTime: T + MINUTE_MS, isRunning: true })),
    );
    expect(await stored(env, `${TIMERS}/${alice}`)).toMatchObject({
      pausedAt: null,
      pausedMs: 0,
      resumedAt: T + MINUTE_MS,
    });
  });

  it('takes a start from an earlier version that leaves an earlier run’s pauses behind', async () => {
    await seeded(resumedAt30);
    const start = { goalId: 'g1', startTime: T + 45 * MINUTE_MS, isRunning: true };
    await assertSucceeds(aliceMerges({ ...start }));
  });
});

/** A Stop as the app sends it: the pauses it saw, and when it was pressed (ADR 0002). */
const stopOp = (seen: TimerRecord, at: number): WriteOp => ({
  type: 'setTimer',
  timer: { ...seen, isRunning: false },
  stoppedAt: at,
});

describe('a Stop naming the pauses it saw: allowed', () => {
  it('stops a run whose pauses are those it saw (paused, resumed, never paused), and repeats', async () => {
    for (const seen of [pausedAt10, resumedAt30, running]) {
      await env.testEnv.clearFirestore();
      await seeded(seen);
      await assertSucceeds(aliceCommits(stopOp(seen, T + 45 * MINUTE_MS)));
      expect(await stored(env, `${TIMERS}/${alice}`)).toMatchObject({ ...seen, isRunning: false });
      await assertSucceeds(aliceCommits(stopOp(seen, T + 46 * MINUTE_MS)));
    }
  });

  it('takes a Stop and its log in one batch (the count of sessions moved in the same write)', async () => {
    await seeded(resumedAt30);
    await seedGoals(env, alice, [activeGoal('g1')]);
    const plan = stopChanges(resumedAt30, T + 45 * MINUTE_MS, () => 'g1');
    if (plan.kind !== 'ok') throw new Error(plan.kind);
    expect(plan.changes).toHaveLength(1);
    await assertSucceeds(aliceCommits(...plan.changes[0]!.ops));
    expect(await stored(env, `${TIMERS}/${alice}`)).toMatchObject({
      isRunning: false,
      sessionCount: 1,
    });
    // Seen on another pause: refused, its log with it.
    await env.testEnv.clearFirestore();
    await seeded(pausedAt10);
    await seedGoals(env, alice, [activeGoal('g1')]);
    const stale = stopChanges(running, T + 45 * MINUTE_MS, () => 'g1');
    if (stale.kind !== 'ok') throw new Error(stale.kind);
    await assertFails(aliceCommits(...stale.changes[0]!.ops));
  });

  it('stops a timer of an earlier version (no pause fields) that names none', async () => {
    await seeded({ goalId: 'g1', startTime: T, isRunning: true });
    const seen = { goalId: 'g1', startTime: T, isRunning: true };
    await assertSucceeds(aliceCommits(stopOp(seen, T + 45 * MINUTE_MS)));
  });

  it('takes the Stop rebased onto the server’s run (app: sync-state.ts rebasedStop)', async () => {
    await seeded(resumedAt30);
    await assertFails(aliceCommits(stopOp(pausedAt10, T + 45 * MINUTE_MS)));
    await assertSucceeds(aliceCommits(stopOp(resumedAt30, T + 45 * MINUTE_MS)));
  });
});

describe('a Stop naming the pauses it saw: denied', () => {
  it('denies a Stop that saw a pause the run no longer has (resumed elsewhere)', async () => {
    await seeded(resumedAt30);
    await assertFails(aliceCommits(stopOp(pausedAt10, T + 45 * MINUTE_MS)));
    expect(await stored(env, `${TIMERS}/${alice}`)).toMatchObject({ isRunning: true });
  });

  it('denies a Stop that saw the run running when it was paused or paused again elsewhere', async () => {
    await seeded(pausedAt10);
    await assertFails(aliceCommits(stopOp(running, T + 45 * MINUTE_MS)));
    await env.testEnv.clearFirestore();
    await seeded(paused(resumedAt30, T + 40 * MINUTE_MS));
    await assertFails(aliceCommits(stopOp(resumedAt30, T + 45 * MINUTE_MS)));
  });

  it('denies a Stop naming pause fields the run does not have', async () => {
    await seeded({ goalId: 'g1', startTime: T, isRunning: true });
    await assertFails(aliceCommits(stopOp(running, T + 45 * MINUTE_MS)));
  });
});

describe('timer pauses: denied', () => {
  it('denies a pause in the future, before the start or before the last resume', async () => {
    await seeded();
    await assertFails(aliceCommits(pauseOp({ ...running, pausedAt: Date.now() + 10 * MINUTE_MS })));
    await assertFails(aliceCommits(pauseOp({ ...running, pausedAt: T - 1 })));
    await seedTimer(env, alice, resumedAt30);
    await assertFails(aliceCommits(pauseOp({ ...resumedAt30, pausedAt: T + 29 * MINUTE_MS })));
  });

  it('denies a pause of a stopped timer, of another run, or on a basis no longer held', async () => {
    await seeded({ ...running, isRunning: false });
    await assertFails(aliceCommits(pauseOp(pausedAt10)));
    await seedTimer(env, alice, { ...running, startTime: T + 1, resumedAt: T + 1 });
    await assertFails(aliceCommits(pauseOp(pausedAt10)));
    // Resumed elsewhere since this device saw the run: its pause is stale.
    await seedTimer(env, alice, resumedAt30);
    await assertFails(aliceCommits(pauseOp(paused(running, T + 35 * MINUTE_MS))));
  });

  it('denies a later pause over an earlier one', async () => {
    await seeded(pausedAt10);
    await assertFails(aliceCommits(pauseOp(paused(running, T + 20 * MINUTE_MS))));
  });

  it('denies a resume before its pause, in the future, or adding other time', async () => {
    await seeded(pausedAt10);
    const base = { pausedAt: null, startTime: T };
    await assertFails(aliceMerges({ ...base, resumedAt: T + 5 * MINUTE_MS, pausedMs: 0 }));
    const future = Date.now() + 10 * MINUTE_MS;
    await assertFails(
      aliceMerges({ ...base, resumedAt: future, pausedMs: future - pausedAt10.pausedAt! }),
    );
    await assertFails(
      aliceMerges({ ...base, resumedAt: T + 30 * MINUTE_MS, pausedMs: 5 * MINUTE_MS }),
    );
    await assertFails(
      aliceMerges({ ...base, resumedAt: T + 30 * MINUTE_MS, pausedMs: 40 * MINUTE_MS }),
    );
    await assertSucceeds(aliceCommits(resumeOp(resumedAt30)));
  });

  it('denies a resume of a running timer', async () => {
    await seeded(resumedAt30);
    await assertFails(aliceCommits(resumeOp(resumed(resumedAt30, T + 40 * MINUTE_MS))));
  });

  it('denies paused time longer than the run', async () => {
    // A damaged document: three hours paused in a run of 50 minutes; a pause keeping it fails.
    await seeded({ ...running, pausedMs: 180 * MINUTE_MS });
    await assertFails(
      aliceMerges({ pausedAt: T + MINUTE_MS, pausedMs: 180 * MINUTE_MS, resumedAt: T }),
    );
    await seedTimer(env, alice, pausedAt10);
    await assertFails(
      aliceMerges({ pausedAt: null, pausedMs: 60 * MINUTE_MS, resumedAt: T + 70 * MINUTE_MS }),
    );
  });

  it('denies malformed pause fields', async () => {
    await seeded();
    const at = T + MINUTE_MS;
    await assertFails(aliceMerges({ pausedAt: String(at), pausedMs: 0, resumedAt: T }));
    await assertFails(aliceMerges({ pausedAt: at + 0.5, pausedMs: 0, resumedAt: T }));
    await assertFails(aliceMerges({ pausedAt: at, pausedMs: -1, resumedAt: T }));
    await assertFails(aliceMerges({ pausedAt: at, pausedMs: 0.5, resumedAt: T }));
    await assertFails(aliceMerges({ pausedAt: at, pausedMs: '0', resumedAt: T }));
    await assertFails(aliceMerges({ pausedAt: at, pausedMs: 0, resumedAt: 'then' }));
    await assertFails(aliceMerges({ pausedAt: at, pausedMs: 0, resumedAt: T, pausedBy: 'x' }));
    await assertSucceeds(aliceMerges({ pausedAt: at, pausedMs: 0, resumedAt: T }));
  });

  it('denies a start that is already paused, and a stop that changes the pauses', async () => {
    await seeded(pausedAt10);
    const start = { goalId: 'g1', startTime: T + 45 * MINUTE_MS, isRunning: true };
    await assertFails(
      aliceMerges({
        ...start,
        pausedAt: T + 46 * MINUTE_MS,
        pausedMs: 0,
        resumedAt: start.startTime,
      }),
    );
    await assertFails(
      aliceMerges({ ...start, pausedAt: null, pausedMs: MINUTE_MS, resumedAt: start.startTime }),
    );
    await assertFails(aliceMerges({ goalId: 'g1', isRunning: false, pausedAt: null }));
  });

  it('denies pausing another user’s timer', async () => {
    await seeded();
    await seedTimer(env, bob, { ...running });
    await assertFails(aliceMerges({ pausedAt: T + MINUTE_MS, pausedMs: 0, resumedAt: T }, bob));
    await assertFails(commitAs(env, 'user', [pauseOp(pausedAt10)], bob));
  });
});
