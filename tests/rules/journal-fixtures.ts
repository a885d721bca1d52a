// What the journal's rules tests share: Alice's one logged session, s1, and the write that sets
// its journal fields on their own (journalSession), as goal-repo.ts commits it.
import { doc, type Firestore } from 'firebase/firestore';
import type { JournalFields } from '../../src/domain/journal';
import type { WriteOp } from '../../src/domain/sync/write-ops';
import { commitAs, GOALS, seedActiveGoals, seedSessions, session, SESSIONS } from './goal-fixtures';
import { identities, type RulesEnv } from './rules-env';

/** The path of Alice's session s1 of her goal active-1. */
export const PATH = `${GOALS}/active-1/${SESSIONS}/s1`;

export const journal = (fields: JournalFields, sessionId = 's1'): WriteOp => ({
  type: 'journalSession',
  goalId: 'active-1',
  sessionId,
  fields,
});

export const sessionDoc = (db: Firestore) => doc(db, PATH);

/** Alice's writes, and Alice with one active goal and one logged session, s1. */
export function journalWorld(env: RulesEnv) {
  return {
    aliceCommits: (...writes: WriteOp[]) => commitAs(env, 'user', writes),
    async aliceWithSession() {
      await env.seedProfiles('user', 'otherUser');
      await seedActiveGoals(env, identities.user.uid, 1);
      await seedSessions(env, identities.user.uid, [session('active-1', 's1')]);
    },
  };
}
