// Security rules for timers/{uid} = {goalId, startTime, isRunning, updatedAt}: the account's one
// timer, shared by every tab and device. Allowed writes are the app's own (goal-repo.ts commit()
// of setTimer). startTime only moves forward and a stop may repeat, so a late copy of an older
// start, or of a start replayed after its stop, is refused (sync-state.ts timerWriteTakes).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createGoalRepo } from '../../src/data/firebase/goal-repo';
import type { TimerRecord } from '../../src/domain/timer';
import { commitAs, ops, seedTimer, stored, TIMERS } from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const { user, otherUser, inactive } = identities;
const alice = user.uid;
const bob = otherUser.uid;
const MINUTE_MS = 60_000;

/** A start a little while ago (well within the rules' bounds). */
const T = Date.now() - 30 * MINUTE_MS;
const running = (startTime = T, goalId = 'g1'): TimerRecord => ({
  goalId,
  startTime,
  isRunning: true,
});
const stopped = (startTime = T, goalId = 'g1'): TimerRecord => ({
  goalId,
  startTime,
  isRunning: false,
});

const aliceSets = (timer: TimerRecord) => commitAs(env, 'user', [ops.setTimer(timer)]);

/** A hand-made timer document of alice's (what an attacker could send). */
function aliceSetsDocument(fields: DocumentData) {
  const data = { ...running(), updatedAt: serverTimestamp(), ...fields };
  return setDoc(doc(env.as('user'), TIMERS, alice), data);
}

describe('timers: the owner', () => {
  it('allows the first start and reading it back', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceSets(running()));
    await assertSucceeds(getDoc(doc(env.as('user'), TIMERS, alice)));
    expect(await stored(env, `${TIMERS}/${alice}`)).toMatchObject(running());
  });

  it('allows a newer start, for the same or another goal', async () => {
    await env.seedProfiles('user');
    await seedTimer(env, alice, running());
    await assertSucceeds(aliceSets(running(T + 1)));
    await assertSucceeds(aliceSets(running(T + 2, 'g2')));
  });

  it('allows a start after a stop', async () => {
    await env.seedProfiles('user');
    await seedTimer(env, alice, stopped());
    await assertSucceeds(aliceSets(running(T + MINUTE_MS, 'g2')));
  });

  it('allows a stop, and the same stop repeated', async () => {
    await env.seedProfiles('user');
    await seedTimer(env, alice, running());
    await assertSucceeds(aliceSets(stopped()));
    await assertSucceeds(aliceSets(stopped()));
  });

  it('denies a stop naming another goal than the running one', async () => {
    await env.seedProfiles('user');
    await seedTimer(env, alice, running());
    await assertFails(aliceSets(stopped(T, 'g2')));
  });

  it('denies an older start (a late copy from another device)', async () => {
    await env.seedProfiles('user');
    await seedTimer(env, alice, running());
    await assertFails(aliceSets(running(T - 1)));
    await assertFails(aliceSets(stopped(T - 1)));
  });

  it('denies a start replayed after its stop', async () => {
    await env.seedProfiles('user');
    await seedTimer(env, alice, running());
    await assertSucceeds(aliceSets(stopped()));
    await assertFails(aliceSets(running()));
  });

  it('denies restarting the same start for another goal', async () => {
    await env.seedProfiles('user');
    await seedTimer(env, alice, running());
    await assertFails(aliceSets(running(T, 'g2')));
  });

  it('allows a start a minute ahead (clock skew) and denies one 10 minutes ahead', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceSets(running(Date.now() + MINUTE_MS)));
    await env.testEnv.clearFirestore();
    await env.seedProfiles('user');
    await assertFails(aliceSets(running(Date.now() + 10 * MINUTE_MS)));
  });

  it('denies a start before the year 2000', async () => {
    await env.seedProfiles('user');
    await assertFails(aliceSets(running(Date.parse('1999-06-01T00:00:00.000Z'))));
  });

  it('allows the hand-made document of the app (control for the cases below)', async () => {
    await env.seedProfiles('user');
    await assertSucceeds(aliceSetsDocument({}));
  });

  it('denies an extra key, a missing key, bad types or an updatedAt of the past', async () => {
    await env.seedProfiles('user');
    await assertFails(aliceSetsDocument({ elapsedTime: 0 }));
    const { isRunning: _omitted, ...withoutRunning } = { ...running() };
    await assertFails(
      setDoc(doc(env.as('user'), TIMERS, alice), {
        ...withoutRunning,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(aliceSetsDocument({ isRunning: 'yes' }));
    await assertFails(aliceSetsDocument({ startTime: T + 0.5 }));
    await assertFails(aliceSetsDocument({ goalId: '' }));
    await assertFails(aliceSetsDocument({ updatedAt: Timestamp.fromMillis(T) }));
  });

  it('denies the owner deleting their timer (a delete would let an older start back in)', async () => {
    await env.seedProfiles('user');
    await seedTimer(env, alice, stopped());
    await assertFails(deleteDoc(doc(env.as('user'), TIMERS, alice)));
  });
});

describe("timers: another user's timer", () => {
  it("denies reading or writing another user's timer", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedTimer(env, bob, running());
    await assertFails(getDoc(doc(env.as('user'), TIMERS, bob)));
    await assertFails(commitAs(env, 'user', [ops.setTimer(stopped())], bob));
    await assertFails(commitAs(env, 'user', [ops.setTimer(running(T + 1))], bob));
  });

  it("denies creating another user's first timer", async () => {
    await env.seedProfiles('user', 'otherUser');
    await assertFails(commitAs(env, 'user', [ops.setTimer(running())], bob));
  });

  it("denies a user deleting another user's timer", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedTimer(env, bob, running());
    await assertFails(deleteDoc(doc(env.as('user'), TIMERS, bob)));
  });

  it("allows the administrator to delete another user's timer, and nothing more", async () => {
    await env.seedProfiles('admin', 'otherUser');
    await seedTimer(env, bob, running());
    await assertFails(commitAs(env, 'admin', [ops.setTimer(running(T + 1))], bob));
    await assertSucceeds(deleteDoc(doc(env.as('admin'), TIMERS, bob)));
  });

  it('denies the unverified fake administrator deleting a timer', async () => {
    await env.seedProfiles('fakeAdmin', 'otherUser');
    await seedTimer(env, bob, running());
    await assertFails(deleteDoc(doc(env.as('fakeAdmin'), TIMERS, bob)));
    expect(await stored(env, `${TIMERS}/${bob}`)).toBeDefined();
  });
});

describe('timers: deactivated and signed-out users', () => {
  it('denies a deactivated user starting, stopping or reading their timer', async () => {
    await env.seedProfiles('inactive');
    await assertFails(commitAs(env, 'inactive', [ops.setTimer(running())]));
    await seedTimer(env, inactive.uid, running());
    await assertFails(commitAs(env, 'inactive', [ops.setTimer(stopped())]));
    await assertFails(getDoc(doc(env.as('inactive'), TIMERS, inactive.uid)));
  });

  it('denies a signed-in user without a profile starting a timer', async () => {
    await assertFails(commitAs(env, 'otherUser', [ops.setTimer(running())]));
  });

  it('denies an unauthenticated client starting or reading a timer', async () => {
    await seedTimer(env, alice, running());
    const db = env.unauthenticated();
    await assertFails(createGoalRepo(db).commit(alice, [ops.setTimer(running(T + 1))]));
    await assertFails(getDoc(doc(db, TIMERS, alice)));
  });

  it('denies the administrator reading a user timer (not needed to manage users)', async () => {
    await env.seedProfiles('admin');
    await seedTimer(env, alice, running());
    await assertFails(getDoc(doc(env.as('admin'), TIMERS, alice)));
  });
});
