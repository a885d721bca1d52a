// Reading a goal or session back: the outbox reads the server's copy to tell a change that was
// already applied (its answer lost, replayed on the next visit) from a real refusal. A document
// that is gone must read as gone; another person's must stay unreadable.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { activeGoal, GOALS, seedGoals, seedSessions, session, SESSIONS } from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const { user, otherUser } = identities;

describe('reading back a goal or session', () => {
  it('tells its owner-to-be that a goal is gone', async () => {
    await env.seedProfiles();
    const snapshot = await assertSucceeds(getDoc(doc(env.as('user'), GOALS, 'gone')));
    expect(snapshot.exists()).toBe(false);
  });

  it('tells that a session is gone', async () => {
    await env.seedProfiles();
    await seedGoals(env, user.uid, [activeGoal('g1')]);
    const snapshot = await assertSucceeds(getDoc(doc(env.as('user'), GOALS, 'g1', SESSIONS, 's9')));
    expect(snapshot.exists()).toBe(false);
  });

  it("still refuses another person's goal and session", async () => {
    await env.seedProfiles();
    await seedGoals(env, otherUser.uid, [activeGoal('theirs')]);
    await seedSessions(env, otherUser.uid, [session('theirs', 's1')]);
    await assertFails(getDoc(doc(env.as('user'), GOALS, 'theirs')));
    await assertFails(getDoc(doc(env.as('user'), GOALS, 'theirs', SESSIONS, 's1')));
  });

  it('refuses even a missing goal to nobody signed in and to a deactivated person', async () => {
    await env.seedProfiles();
    await assertFails(getDoc(doc(env.unauthenticated(), GOALS, 'gone')));
    await assertFails(getDoc(doc(env.as('inactive'), GOALS, 'gone')));
    await assertFails(getDoc(doc(env.as('inactive'), GOALS, 'g1', SESSIONS, 'gone')));
  });

  it('does not open listing: a query for every goal is still refused', async () => {
    await env.seedProfiles();
    await seedGoals(env, otherUser.uid, [activeGoal('theirs')]);
    await assertFails(getDocs(collection(env.as('user'), GOALS)));
    await assertSucceeds(
      getDocs(query(collection(env.as('user'), GOALS), where('userId', '==', user.uid))),
    );
  });
});
