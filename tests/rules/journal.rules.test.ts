// Security rules for the practice journal: a session's note (≤ 500 characters) and measured value
// (a finite number within ±1e9), merged into its document on their own (journalSession), and a
// goal's measure in its settings. Allowed writes are the app's own (goal-repo.ts commit()).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { cloneSettings, DEFAULT_GOAL_SETTINGS } from '../../src/domain/goal';
import {
  GOALS,
  HOUR_MS,
  ops,
  seedActiveGoals,
  session,
  SESSION_START,
  SESSIONS,
  stored,
} from './goal-fixtures';
import { journal, journalWorld, PATH, sessionDoc } from './journal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const { aliceCommits, aliceWithSession } = journalWorld(env);

describe('journal: a note and a value on a session', () => {
  it('allows the owner to add, change and remove a note and a value, field by field', async () => {
    await aliceWithSession();
    await assertSucceeds(aliceCommits(journal({ note: 'Reached the coda', value: 96 })));
    expect(await stored(env, PATH)).toMatchObject({ note: 'Reached the coda', value: 96 });
    await assertSucceeds(aliceCommits(journal({ value: 100.5 })));
    expect(await stored(env, PATH)).toMatchObject({ note: 'Reached the coda', value: 100.5 });
    await assertSucceeds(aliceCommits(journal({ note: '', value: null })));
    const data = await stored(env, PATH);
    expect(data).not.toHaveProperty('note');
    expect(data).not.toHaveProperty('value');
    expect(data).toMatchObject({ start: SESSION_START, end: SESSION_START + HOUR_MS });
  });

  it('allows a note of exactly 500 characters and denies one of 501', async () => {
    await aliceWithSession();
    await assertSucceeds(aliceCommits(journal({ note: 'x'.repeat(500) })));
    await assertFails(aliceCommits(journal({ note: 'y'.repeat(501) })));
  });

  it('denies a value that is not a finite number, or out of bounds', async () => {
    await aliceWithSession();
    const db = env.as('user');
    await assertFails(updateDoc(sessionDoc(db), { value: NaN }));
    await assertFails(updateDoc(sessionDoc(db), { value: Infinity }));
    await assertFails(updateDoc(sessionDoc(db), { value: -Infinity }));
    await assertFails(updateDoc(sessionDoc(db), { value: '96' }));
    await assertFails(updateDoc(sessionDoc(db), { value: 1e9 + 1 }));
    await assertFails(updateDoc(sessionDoc(db), { note: 42 }));
    await assertSucceeds(updateDoc(sessionDoc(db), { value: -1e9 }));
  });

  it('denies a journal write that also changes the times, or adds another field', async () => {
    await aliceWithSession();
    const db = env.as('user');
    await assertFails(updateDoc(sessionDoc(db), { note: 'ok', end: SESSION_START + 2 * HOUR_MS }));
    await assertFails(updateDoc(sessionDoc(db), { note: 'ok', mood: 'great' }));
  });

  it("denies a note on another user's session, and on a session that does not exist", async () => {
    await aliceWithSession();
    await assertFails(updateDoc(sessionDoc(env.as('otherUser')), { note: 'mine now' }));
    await assertFails(aliceCommits(journal({ note: 'nowhere' }, 'missing')));
    await assertFails(updateDoc(sessionDoc(env.unauthenticated()), { note: 'anon' }));
  });

  it('keeps the note when the times are edited later (the edit merges)', async () => {
    await aliceWithSession();
    await assertSucceeds(aliceCommits(journal({ note: 'Scales in thirds', value: 80 })));
    const edited = session('active-1', 's1', {
      end: SESSION_START + 2 * HOUR_MS,
      editedAt: SESSION_START + 3 * HOUR_MS,
    });
    await assertSucceeds(
      aliceCommits({
        type: 'putSession',
        session: edited,
        previous: { start: SESSION_START, end: SESSION_START + HOUR_MS },
      }),
    );
    expect(await stored(env, PATH)).toMatchObject({
      note: 'Scales in thirds',
      value: 80,
      end: SESSION_START + 2 * HOUR_MS,
    });
  });

  it('allows a new session carrying its note and value, and denies one with a long note', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(
      aliceCommits(ops.putSession(session('active-1', 'n1', { note: 'From Toggl', value: 3 }))),
    );
    expect(await stored(env, `${GOALS}/active-1/${SESSIONS}/n1`)).toMatchObject({
      note: 'From Toggl',
      value: 3,
    });
    await assertFails(
      aliceCommits(
        ops.putSession(
          session('active-1', 'n2', { start: SESSION_START + 2 * HOUR_MS, note: 'z'.repeat(501) }),
        ),
      ),
    );
  });
});

describe('journal: what a goal measures', () => {
  const measured = (measure: unknown) => ({
    ...cloneSettings(DEFAULT_GOAL_SETTINGS),
    measure,
  });

  it('allows a measure with a name, a unit and a direction', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    const measure = { name: 'Tempo', unit: 'bpm', higherIsBetter: true };
    await assertSucceeds(aliceCommits(ops.updateGoal('active-1', { settings: measured(measure) })));
    expect((await stored(env, `${GOALS}/active-1`))?.settings?.measure).toEqual(measure);
  });

  it.each([
    ['an empty name', { name: '', unit: 'bpm', higherIsBetter: true }],
    ['a name over 40 characters', { name: 'n'.repeat(41), unit: '', higherIsBetter: true }],
    ['a unit over 20 characters', { name: 'Pages', unit: 'u'.repeat(21), higherIsBetter: true }],
    ['a direction that is not a boolean', { name: 'Reps', unit: '', higherIsBetter: 'yes' }],
    ['an unknown key', { name: 'Reps', unit: '', higherIsBetter: true, colour: 'red' }],
    ['a missing unit', { name: 'Reps', higherIsBetter: true }],
  ])('denies a measure with %s', async (_what, measure) => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertFails(aliceCommits(ops.updateGoal('active-1', { settings: measured(measure) })));
  });

  it("denies setting a measure on another user's goal", async () => {
    await env.seedProfiles('user', 'otherUser');
    await seedActiveGoals(env, alice, 1);
    const db = env.as('otherUser');
    const measure = { name: 'Tempo', unit: 'bpm', higherIsBetter: true };
    await assertFails(
      setDoc(doc(db, GOALS, 'active-1'), { settings: measured(measure) }, { merge: true }),
    );
  });
});
