// Security rules for a session's "Next time" line (≤ 200 characters, journal.ts NEXT_TIME_MAX):
// written with the note on its own (journalSession) or with a new session, shown at the next
// start. Allowed writes are the app's own (goal-repo.ts commit()).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  activeGoal,
  GOALS,
  HOUR_MS,
  importAs,
  ops,
  seedActiveGoals,
  session,
  SESSION_START,
  SESSIONS,
  stored,
  storedSessionIds,
} from './goal-fixtures';
import { journal, journalWorld, PATH, sessionDoc } from './journal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const { aliceCommits, aliceWithSession } = journalWorld(env);

describe('journal: the "Next time" line of a session', () => {
  it('allows the owner to add, change and remove it, with the note or on its own', async () => {
    await aliceWithSession();
    await assertSucceeds(aliceCommits(journal({ note: 'Bar 12 rushed', nextTime: 'Start at 80' })));
    expect(await stored(env, PATH)).toMatchObject({
      note: 'Bar 12 rushed',
      nextTime: 'Start at 80',
    });
    await assertSucceeds(aliceCommits(journal({ nextTime: 'Start at 84' })));
    expect(await stored(env, PATH)).toMatchObject({
      note: 'Bar 12 rushed',
      nextTime: 'Start at 84',
    });
    await assertSucceeds(aliceCommits(journal({ nextTime: '' })));
    const data = await stored(env, PATH);
    expect(data).not.toHaveProperty('nextTime');
    expect(data).toMatchObject({ note: 'Bar 12 rushed', end: SESSION_START + HOUR_MS });
  });

  it('allows a line of exactly 200 characters and denies one of 201', async () => {
    await aliceWithSession();
    await assertSucceeds(aliceCommits(journal({ nextTime: 'x'.repeat(200) })));
    await assertFails(aliceCommits(journal({ nextTime: 'y'.repeat(201) })));
    expect((await stored(env, PATH))?.nextTime).toBe('x'.repeat(200));
  });

  it('denies a line that is not a string', async () => {
    await aliceWithSession();
    const db = env.as('user');
    await assertFails(updateDoc(sessionDoc(db), { nextTime: 42 }));
    await assertFails(updateDoc(sessionDoc(db), { nextTime: ['Start at 80'] }));
    await assertFails(updateDoc(sessionDoc(db), { nextTime: { text: 'Start at 80' } }));
    await assertSucceeds(updateDoc(sessionDoc(db), { nextTime: 'Start at 80' }));
  });

  it('denies a line written with a change of the times', async () => {
    await aliceWithSession();
    const db = env.as('user');
    await assertFails(
      updateDoc(sessionDoc(db), { nextTime: 'ok', end: SESSION_START + 2 * HOUR_MS }),
    );
  });

  it("denies a line on another user's session, and signed out", async () => {
    await aliceWithSession();
    await assertFails(updateDoc(sessionDoc(env.as('otherUser')), { nextTime: 'mine now' }));
    await assertFails(
      setDoc(sessionDoc(env.as('otherUser')), { nextTime: 'mine now' }, { merge: true }),
    );
    await assertFails(updateDoc(sessionDoc(env.unauthenticated()), { nextTime: 'anon' }));
    expect(await stored(env, PATH)).not.toHaveProperty('nextTime');
  });

  it('allows a new session carrying its line, and denies one with a long line', async () => {
    await env.seedProfiles('user');
    await seedActiveGoals(env, alice, 1);
    await assertSucceeds(
      aliceCommits(ops.putSession(session('active-1', 'n1', { nextTime: 'Metronome at 80' }))),
    );
    expect(await stored(env, `${GOALS}/active-1/${SESSIONS}/n1`)).toMatchObject({
      nextTime: 'Metronome at 80',
    });
    const later = (nextTime: string) =>
      session('active-1', 'n2', {
        start: SESSION_START + 2 * HOUR_MS,
        end: SESSION_START + 3 * HOUR_MS,
        nextTime,
      });
    await assertFails(aliceCommits(ops.putSession(later('z'.repeat(201)))));
    // The same session with a line within the bound is taken: the length alone was refused.
    await assertSucceeds(aliceCommits(ops.putSession(later('z'.repeat(200)))));
  });

  it('imports sessions with their lines (an export read back), and refuses a long one', async () => {
    await env.seedProfiles('user');
    const imported = (id: string, nextTime: string) =>
      activeGoal(id, {
        sessions: [
          {
            id: `${id}-s1`,
            start: SESSION_START,
            end: SESSION_START + HOUR_MS,
            source: 'import',
            nextTime,
          },
        ],
      });
    await assertSucceeds(importAs(env, 'user', [imported('a1', 'Thirds at 96')]));
    expect(await stored(env, `${GOALS}/a1/${SESSIONS}/a1-s1`)).toMatchObject({
      nextTime: 'Thirds at 96',
    });
    await assertFails(importAs(env, 'user', [imported('a2', 'w'.repeat(201))]));
    expect(await storedSessionIds(env, alice)).toEqual(['a1-s1']);
  });
});
