// Security rules for a goal's lists changed entry by entry, as two devices editing at once do:
// parts as entries of partsById ('order|archived|name', at most 12, each write touching only its
// own), a goal of an earlier version moved from its list of parts on the first change, and rest
// entries added and removed with arrayUnion / arrayRemove (at most 100). Allowed writes are the
// app's own (goal-repo.ts commit()).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, updateDoc, arrayUnion } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { GoalPart } from '../../src/domain/goal-parts';
import type { RestRange } from '../../src/domain/rest-ranges';
import type { WriteOp } from '../../src/domain/sync/write-ops';
import { commitAs, GOALS, ops, seedActiveGoals, session, stored } from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const GOAL = `${GOALS}/active-1`;

const aliceCommits = (...writes: WriteOp[]) => commitAs(env, 'user', writes);
const goalDoc = () => doc(env.as('user'), GOALS, 'active-1');
const aliceUpdates = (data: Record<string, unknown>) =>
  updateDoc(goalDoc(), { ...data, updatedAt: serverTimestamp() });
const part = (id: string, name: string, order: number, archived = false): GoalPart =>
  archived ? { id, name, order, archived } : { id, name, order };
const editParts = (put: GoalPart[], remove: string[] = [], dropList = false): WriteOp => ({
  type: 'editParts',
  goalId: 'active-1',
  put,
  remove,
  ...(dropList ? { dropList: true as const } : {}),
});
const day = (d: string): RestRange => ({ from: d, to: d });
const editRest = (add: RestRange[], remove: RestRange[] = []): WriteOp => ({
  type: 'editRest',
  goalId: 'active-1',
  add,
  remove,
});

async function aliceWithGoal() {
  await env.seedProfiles('user', 'otherUser');
  await seedActiveGoals(env, alice, 1);
}

describe('parts as entries', () => {
  it('keeps parts added, renamed and deleted by two devices, each writing its own entries', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceCommits(editParts([part('scales', 'Scales', 0)])));
    await assertSucceeds(aliceCommits(editParts([part('etudes', 'Etudes', 0)])));
    expect((await stored(env, GOAL))?.partsById).toEqual({
      scales: '0|0|Scales',
      etudes: '0|0|Etudes',
    });
    // One device deletes Scales while the other renames Etudes and archives it.
    await assertSucceeds(aliceCommits(editParts([], ['scales'])));
    await assertSucceeds(aliceCommits(editParts([part('etudes', 'Études', 1, true)])));
    expect((await stored(env, GOAL))?.partsById).toEqual({ etudes: '1|1|Études' });
  });

  it('allows a session on a part held as an entry, denies one on a deleted entry', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceCommits(editParts([part('scales', 'Scales', 0)])));
    await assertSucceeds(
      aliceCommits(ops.putSession(session('active-1', 's1', { partId: 'scales' }))),
    );
    await assertSucceeds(aliceCommits(editParts([], ['scales'])));
    await assertFails(
      aliceCommits(ops.putSession(session('active-1', 's2', { partId: 'scales' }))),
    );
  });

  it('allows 12 entries and denies a 13th added by another device', async () => {
    await aliceWithGoal();
    const twelve = Array.from({ length: 12 }, (_, i) => part(`p${i}`, `P${i}`, i));
    await assertSucceeds(aliceCommits(editParts(twelve)));
    await assertFails(aliceCommits(editParts([part('late', 'Late', 12)])));
    await assertSucceeds(aliceCommits(editParts([part('late', 'Late', 12)], ['p0'])));
  });

  it('denies malformed entries', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceUpdates({ 'partsById.a': '999|0|Scales' }));
    for (const entry of [
      '1000|0|Scales',
      '-1|0|Scales',
      '1|2|Scales',
      '1|0|',
      '1|0|Two\nlines',
      '1|0|Sep\u0001b',
      `1|0|${'x'.repeat(41)}`,
      'Scales',
      42,
      { name: 'Scales' },
    ]) {
      await assertFails(aliceUpdates({ 'partsById.b': entry }));
    }
    await assertFails(aliceUpdates({ partsById: { 'a b': '0|0|Scales' } }));
    await assertFails(aliceUpdates({ partsById: { [`${'x'.repeat(21)}`]: '0|0|Scales' } }));
    await assertFails(aliceUpdates({ partsById: { 'a,b': '0|0|Scales' } }));
    await assertFails(aliceUpdates({ partsById: ['0|0|Scales'] }));
  });

  it('moves an earlier version’s list to entries, then refuses the list', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceUpdates({ parts: ['scales|0|Scales', 'rep|1|Repertoire'] }));
    await assertSucceeds(
      aliceCommits(
        editParts(
          [part('scales', 'Scales', 0), part('rep', 'Repertoire', 1, true), part('e', 'Etudes', 2)],
          [],
          true,
        ),
      ),
    );
    const goal = await stored(env, GOAL);
    expect(goal?.parts).toBeUndefined();
    expect(goal?.partsById).toEqual({
      scales: '0|0|Scales',
      rep: '1|1|Repertoire',
      e: '2|0|Etudes',
    });
    // An earlier version's whole list would hide the entries from it: refused.
    await assertFails(aliceUpdates({ parts: ['scales|0|Scales'] }));
    await assertSucceeds(aliceUpdates({ parts: deleteField() }));
  });

  it("denies entries on another user's goal", async () => {
    await aliceWithGoal();
    await assertFails(commitAs(env, 'otherUser', [editParts([part('x', 'Mine', 0)])], alice));
  });
});

describe('rest entries added and removed one by one', () => {
  it('keeps the days two devices added, and removes one without the other', async () => {
    await aliceWithGoal();
    await assertSucceeds(aliceCommits(editRest([day('2026-12-03')])));
    await assertSucceeds(aliceCommits(editRest([day('2026-12-04')])));
    expect((await stored(env, GOAL))?.restDays).toEqual(['2026-12-03', '2026-12-04']);
    // Ended early or merged: an entry removed and another added, in one batch.
    await assertSucceeds(
      aliceCommits(editRest([{ from: '2026-12-04', to: '2026-12-06' }], [day('2026-12-04')])),
    );
    expect((await stored(env, GOAL))?.restDays).toEqual(['2026-12-03', '2026-12-04/2026-12-06']);
    await assertSucceeds(aliceCommits(editRest([], [day('2026-12-03')])));
    expect((await stored(env, GOAL))?.restDays).toEqual(['2026-12-04/2026-12-06']);
  });

  it('denies a 101st entry and a malformed one added to the list', async () => {
    await aliceWithGoal();
    const hundred = Array.from({ length: 100 }, (_, i) =>
      day(
        `2025-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      ),
    );
    await assertSucceeds(aliceCommits(editRest(hundred)));
    await assertFails(aliceCommits(editRest([day('2026-12-03')])));
    await assertSucceeds(aliceCommits(editRest([day('2026-12-03')], [hundred[0]!])));
    for (const entry of ['2026-13-01', '2026-12-03/', 'rest', '2026-12-03/2026-12-04/2026-12-05']) {
      await assertFails(aliceUpdates({ restDays: arrayUnion(entry) }));
    }
  });
});
