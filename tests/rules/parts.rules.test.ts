// Security rules for parts of a goal: the goal's parts ('id|0|name', at most 12), a session's
// and the timer's partId (a part the goal has, for a session), and the tally's sums per part,
// moved with the same cause as its days. Allowed writes are the app's own (goal-repo.ts commit()).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc, serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { GoalPart } from '../../src/domain/goal-parts';
import type { StoredSession } from '../../src/domain/goal-record';
import { tallyDayOf } from '../../src/domain/tally';
import {
  activeGoal,
  commitAs,
  GOALS,
  HOUR_MS,
  ops,
  seedActiveGoals,
  seedGoals,
  seedSessions,
  session,
  SESSION_START,
  SESSIONS,
  stored,
  TIMERS,
} from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const bob = identities.otherUser.uid;
const { year: YEAR } = tallyDayOf(SESSION_START);
const TALLY = `goalTallies/active-1_${YEAR}`;
const THREE: GoalPart[] = [
  { id: 'scales', name: 'Scales' },
  { id: 'etudes', name: 'Études' },
  { id: 'rep', name: 'Repertoire' },
];

const aliceCommits = (...writes: Parameters<typeof commitAs>[2]) => commitAs(env, 'user', writes);
const setParts = (parts: unknown, goalId = 'active-1') => ops.updateGoal(goalId, { parts });
const goalDoc = () => doc(env.as('user'), GOALS, 'active-1');
const sessionPath = (id: string) => `${GOALS}/active-1/${SESSIONS}/${id}`;

async function aliceWithParts(parts: GoalPart[] = THREE) {
  await env.seedProfiles('user', 'otherUser');
  await seedActiveGoals(env, alice, 1);
  await assertSucceeds(aliceCommits(setParts(parts)));
}

describe('parts of a goal: the goal document', () => {
  it('allows the owner to add, rename, reorder, archive and delete parts', async () => {
    await aliceWithParts();
    // A whole list (a change kept by an earlier version) is stored as entries.
    expect((await stored(env, `${GOALS}/active-1`))?.partsById).toEqual({
      scales: '0|0|Scales',
      etudes: '1|0|Études',
      rep: '2|0|Repertoire',
    });
    const next = [
      { ...THREE[2]!, archived: true },
      { ...THREE[0]!, name: 'Scales & arpeggios' },
    ];
    await assertSucceeds(aliceCommits(setParts(next)));
    expect((await stored(env, `${GOALS}/active-1`))?.partsById).toEqual({
      rep: '0|1|Repertoire',
      scales: '1|0|Scales & arpeggios',
    });
    await assertSucceeds(aliceCommits(setParts([])));
  });

  it('allows 12 parts and a 40-character name, denies 13 parts and a 41-character name', async () => {
    await aliceWithParts([]);
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
    await assertSucceeds(aliceCommits(setParts(many(12))));
    await assertFails(aliceCommits(setParts(many(13))));
    await assertSucceeds(aliceCommits(setParts([{ id: 'a', name: 'x'.repeat(40) }])));
    await assertFails(aliceCommits(setParts([{ id: 'a', name: 'x'.repeat(41) }])));
  });

  it('denies malformed parts: empty or control-character names, bad ids, wrong types', async () => {
    // A goal of an earlier version, its parts still one list (list-edits.rules.test.ts: entries).
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const update = (parts: unknown) =>
      updateDoc(goalDoc(), { parts, updatedAt: serverTimestamp() });
    await assertSucceeds(update(['a|0|Scales']));
    await assertFails(update(['a|0|']));
    await assertFails(update(['a|0|Two\nlines']));
    await assertFails(update(['a|0|Sep\u0001b|0|arator']));
    await assertFails(update(['a b|0|Scales']));
    await assertFails(update(['x'.repeat(21) + '|0|Scales']));
    await assertFails(update(['a|2|Scales']));
    await assertFails(update([{ id: 'a', name: 'Scales' }]));
    await assertFails(update([42]));
    await assertFails(update('a|0|Scales'));
    await assertFails(update({ a: 'Scales' }));
  });

  it("denies parts on another user's goal, and escalation through the parts write", async () => {
    await aliceWithParts();
    await assertFails(commitAs(env, 'otherUser', [setParts([{ id: 'x', name: 'Mine' }])], alice));
    await assertFails(
      updateDoc(doc(env.as('otherUser'), GOALS, 'active-1'), {
        parts: ['x|0|Mine'],
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(goalDoc(), { parts: ['a|0|A'], userId: bob, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(goalDoc(), { parts: ['a|0|A'], tallied: false, updatedAt: serverTimestamp() }),
    );
  });

  it('allows a new goal (and an import) with parts, denies one with 13', async () => {
    await env.seedProfiles('user');
    await seedGoals(env, alice, [], { active: 0, total: 0 });
    const withParts = activeGoal('new-1', { parts: THREE });
    await assertSucceeds(aliceCommits(ops.createGoal(withParts)));
    const tooMany = Array.from({ length: 13 }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
    await assertFails(aliceCommits(ops.createGoal(activeGoal('new-2', { parts: tooMany }))));
  });
});

describe('parts of a goal: sessions, the timer and the tally', () => {
  const onPart = (id: string, partId?: string, over: Partial<StoredSession> = {}) =>
    session('active-1', id, { ...(partId ? { partId } : {}), ...over });

  it('allows a session on a part the goal has and counts it on the part', async () => {
    await aliceWithParts();
    await assertSucceeds(aliceCommits(ops.putSession(onPart('s1', 'scales'))));
    await assertSucceeds(aliceCommits(ops.putSession(onPart('s2'))));
    expect((await stored(env, sessionPath('s1')))?.partId).toBe('scales');
    const tally = await stored(env, TALLY);
    expect(tally?.parts).toEqual({ scales: { ms: HOUR_MS, n: 1 } });
  });

  it('denies a session naming a part the goal does not have, or a malformed part id', async () => {
    await aliceWithParts();
    await assertFails(aliceCommits(ops.putSession(onPart('s1', 'cello'))));
    await assertFails(aliceCommits(ops.putSession(onPart('s2', 'sca'))));
    await assertFails(aliceCommits(ops.putSession(onPart('s3', 'a b'))));
    await assertFails(aliceCommits(ops.putSession(onPart('s4', 'x'.repeat(21)))));
    await assertFails(
      aliceCommits(ops.putSession({ ...onPart('s5'), partId: 7 as unknown as string })),
    );
  });

  it('moves a session between parts with its edit, and refuses a stale part move', async () => {
    await aliceWithParts();
    const first = onPart('s1', 'scales');
    await assertSucceeds(aliceCommits(ops.putSession(first)));
    const times = { start: first.start, end: first.end };
    const toEtudes: StoredSession = { ...first, partId: 'etudes', editedAt: Date.now() - 5000 };
    await assertSucceeds(
      aliceCommits({
        type: 'putSession',
        session: toEtudes,
        previous: { ...times, partId: 'scales' },
      }),
    );
    const moved = await stored(env, TALLY);
    expect(moved?.parts).toEqual({ scales: { ms: 0, n: 0 }, etudes: { ms: HOUR_MS, n: 1 } });
    // Its day keeps its time: only the part changed.
    expect(moved?.days).toEqual({ [tallyDayOf(first.start).day]: { ms: HOUR_MS, n: 1 } });
    // Naming the part it had before (another device's view): refused with its session write.
    const stale: StoredSession = { ...first, partId: 'rep', editedAt: Date.now() - 1000 };
    await assertFails(
      aliceCommits({
        type: 'putSession',
        session: stale,
        previous: { ...times, partId: 'scales' },
      }),
    );
    // An edit onto a part the goal does not have is refused.
    const unknown: StoredSession = { ...first, partId: 'cello', editedAt: Date.now() - 500 };
    await assertFails(
      aliceCommits({
        type: 'putSession',
        session: unknown,
        previous: { ...times, partId: 'etudes' },
      }),
    );
  });

  it('moves a part on a goal whose year has no tally yet, and keeps an existing year’s days', async () => {
    await aliceWithParts();
    // A session written before tallies were kept: no tally document for its year.
    const first = onPart('s1', 'scales');
    await seedSessions(env, alice, [first]);
    const toEtudes: StoredSession = { ...first, partId: 'etudes', editedAt: Date.now() - 5000 };
    const times = { start: first.start, end: first.end };
    await assertSucceeds(
      aliceCommits({
        type: 'putSession',
        session: toEtudes,
        previous: { ...times, partId: 'scales' },
      }),
    );
    const made = await stored(env, TALLY);
    expect(made?.days).toBeUndefined();
    expect(made?.parts).toEqual({ scales: { ms: -HOUR_MS, n: -1 }, etudes: { ms: HOUR_MS, n: 1 } });
  });

  it('keeps a session whose part was deleted, and lets its times be edited', async () => {
    await aliceWithParts();
    const first = onPart('s1', 'scales');
    await assertSucceeds(aliceCommits(ops.putSession(first)));
    await assertSucceeds(aliceCommits(setParts(THREE.slice(1))));
    const longer: StoredSession = { ...first, end: first.end + HOUR_MS, editedAt: Date.now() };
    await assertSucceeds(
      aliceCommits({
        type: 'putSession',
        session: longer,
        previous: { start: first.start, end: first.end, partId: 'scales' },
      }),
    );
    expect((await stored(env, sessionPath('s1')))?.partId).toBe('scales');
  });

  it('allows the timer to name a part, denies a malformed one', async () => {
    await aliceWithParts();
    const start = Date.now() - 60_000;
    const timer = { goalId: 'active-1', startTime: start, isRunning: true, partId: 'rep' };
    await assertSucceeds(aliceCommits(ops.setTimer(timer)));
    expect((await stored(env, `${TIMERS}/${alice}`))?.partId).toBe('rep');
    const timerDoc = doc(env.as('user'), TIMERS, alice);
    await assertFails(updateDoc(timerDoc, { partId: 'not valid!', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(timerDoc, { partId: 12, updatedAt: serverTimestamp() }));
  });

  it('denies malformed part sums in the tally, and on another user\u2019s tally', async () => {
    await aliceWithParts();
    await assertSucceeds(aliceCommits(ops.putSession(onPart('s1', 'scales'))));
    const tallyDoc = (who: 'user' | 'otherUser') => doc(env.as(who), TALLY);
    const base = { userId: alice, goalId: 'active-1', year: YEAR, days: {}, by: '/bulk' };
    await assertFails(setDoc(tallyDoc('user'), { ...base, parts: 'scales' }, { merge: true }));
    await assertFails(setDoc(tallyDoc('user'), { ...base, wasPart: 5 }, { merge: true }));
    const huge = Object.fromEntries(
      Array.from({ length: 101 }, (_, i) => [`p${i}`, { ms: 1, n: 1 }]),
    );
    await assertFails(setDoc(tallyDoc('user'), { ...base, parts: huge }, { merge: true }));
    await assertFails(
      setDoc(
        tallyDoc('otherUser'),
        { ...base, parts: { scales: { ms: 1, n: 1 } } },
        { merge: true },
      ),
    );
  });
});
