// Folding a tally's closed days into its digest (domain/tally-digest.ts, the adapter's
// tally-compaction.ts), and an old year into its summary (domain/year-summary.ts), against the
// rules: the owner's fold only removes days from a document that exists, the year reads the
// same after it, a session moved later still moves its time, and no other write may touch the
// digest or the summary.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, increment, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { toSessionDocument } from '../../src/data/firebase/goal-converter';
import { createTallyFolder, foldTally } from '../../src/data/firebase/tally-compaction';
import { fromTallyDocument } from '../../src/data/firebase/tally-writes';
import { MAX_DIGEST_LENGTH, encodeDigest } from '../../src/domain/tally-digest';
import { MAX_SUMMARY_LENGTH, encodeSummary, summaryOf } from '../../src/domain/year-summary';
import { tallyDayOf } from '../../src/domain/tally';
import {
  HOUR_MS,
  SESSION_START,
  commitAs,
  ops,
  seedActiveGoals,
  session,
  stored,
} from './goal-fixtures';
import { identities, useRulesEnv } from './rules-env';

const env = useRulesEnv();
const alice = identities.user.uid;
const { year: YEAR, day: DAY } = tallyDayOf(SESSION_START);
const TALLY_ID = `active-1_${YEAR}`;
const TALLY = `goalTallies/${TALLY_ID}`;
// The year is closed (folded into its digest) but still charted day by day.
const LATER = `${YEAR + 1}-11-27`;
// The first day the year is summed up.
const SUM_UP_DAY = `${YEAR + 2}-03-01`;
const DAY_MS = 24 * HOUR_MS;

const first = session('active-1', 's1');
const second = session('active-1', 's2', {
  start: SESSION_START + DAY_MS,
  end: SESSION_START + DAY_MS + 2 * HOUR_MS,
});
const NEXT_DAY = tallyDayOf(second.start).day;
/** A digest of the first day alone, as a fold of it writes. */
const FOLDED = encodeDigest({ [tallyDayOf(first.start).day]: { ms: HOUR_MS, n: 1 } });

/** Alice's goal with two sessions on two days of YEAR, counted in its tally. */
async function aliceWithTwoSessions() {
  await env.seedProfiles('user', 'otherUser');
  await seedActiveGoals(env, alice, 1);
  await assertSucceeds(commitAs(env, 'user', [ops.putSession(first), ops.putSession(second)]));
}

/** Alice deletes the first session and makes the second an hour longer: 3 h on NEXT_DAY. */
async function deleteFirstLengthenSecond() {
  await assertSucceeds(
    commitAs(env, 'user', [
      { type: 'deleteSession', goalId: 'active-1', sessionId: 's1', previous: first },
    ]),
  );
  const edited = { ...second, end: second.end + HOUR_MS, editedAt: Date.now() - 1000 };
  await assertSucceeds(
    commitAs(env, 'user', [{ type: 'putSession', session: edited, previous: second }]),
  );
}

const yearAsRead = async () => fromTallyDocument((await stored(env, TALLY)) ?? {})?.days;

/** A hand-made write to alice's tally, with whatever a client could send. */
function aliceWritesTally(data: DocumentData) {
  const db = env.as('user');
  const batch = writeBatch(db);
  batch.set(
    doc(db, 'goalTallies', TALLY_ID),
    { userId: alice, goalId: 'active-1', year: YEAR, ...data },
    { merge: true },
  );
  return batch.commit();
}

describe('goalTallies: folding closed days into the digest', () => {
  it('folds every closed day, and the year reads the same', async () => {
    await aliceWithTwoSessions();
    const before = await yearAsRead();
    expect(before).toEqual({
      [DAY]: { ms: HOUR_MS, n: 1 },
      [NEXT_DAY]: { ms: 2 * HOUR_MS, n: 1 },
    });
    await expect(foldTally(env.as('user'), 'active-1', YEAR, LATER)).resolves.toBe(true);
    const stored_ = await stored(env, TALLY);
    expect(stored_?.days).toEqual({});
    expect(stored_?.digest).toBe(encodeDigest(before ?? {}));
    expect(await yearAsRead()).toEqual(before);
    // Nothing left to fold.
    await expect(foldTally(env.as('user'), 'active-1', YEAR, LATER)).resolves.toBe(false);
  });

  it('the page’s folder waits while an import writes the same documents, then folds', async () => {
    await aliceWithTwoSessions();
    const tally = fromTallyDocument((await stored(env, TALLY)) ?? {})!;
    const separateDays = async () => Object.keys((await stored(env, TALLY))?.days ?? {}).length;
    const scheduled: (() => void)[] = [];
    let importing = true;
    const folder = createTallyFolder(env.as('user'), {
      busy: () => importing,
      later: (fold) => {
        scheduled.push(fold);
        return () => undefined;
      },
    });
    folder.seen([tally]);
    scheduled.shift()!();
    // Not folded during the import (nothing was sent), and tried again later.
    expect(scheduled).toHaveLength(1);
    expect(await separateDays()).toBe(2);
    importing = false;
    scheduled.shift()!();
    await vi.waitFor(async () => expect(await separateDays()).toBe(0), { timeout: 10_000 });
    folder.stop();
  });

  it('moves a folded session’s time when it is deleted or edited later', async () => {
    await aliceWithTwoSessions();
    await foldTally(env.as('user'), 'active-1', YEAR, LATER);
    await deleteFirstLengthenSecond();
    expect(await yearAsRead()).toEqual({ [NEXT_DAY]: { ms: 3 * HOUR_MS, n: 1 } });
    // Folded again, the digest holds the one day left.
    await foldTally(env.as('user'), 'active-1', YEAR, LATER);
    expect((await stored(env, TALLY))?.days).toEqual({});
    expect(await yearAsRead()).toEqual({ [NEXT_DAY]: { ms: 3 * HOUR_MS, n: 1 } });
  });

  it('keeps the days of this week apart', async () => {
    await aliceWithTwoSessions();
    // The second session's day, a Saturday: both days are in the week that began that Sunday.
    const sameWeek = new Date(SESSION_START + DAY_MS).toISOString().slice(0, 10);
    await expect(foldTally(env.as('user'), 'active-1', YEAR, sameWeek)).resolves.toBe(false);
    expect(Object.keys((await stored(env, TALLY))?.days ?? {})).toHaveLength(2);
  });

  it('denies a fold that adds or changes a day, or a part’s sum', async () => {
    await aliceWithTwoSessions();
    await assertFails(
      aliceWritesTally({
        by: '/compact',
        digest: '',
        days: { '12-31': { ms: HOUR_MS, n: 1 } },
      }),
    );
    await assertFails(
      aliceWritesTally({
        by: '/compact',
        digest: '',
        days: { [DAY]: { ms: increment(HOUR_MS), n: increment(1) } },
      }),
    );
    await assertFails(
      aliceWritesTally({
        by: '/compact',
        digest: FOLDED,
        days: { [DAY]: deleteField() },
        parts: { scales: { ms: increment(HOUR_MS), n: increment(1) } },
      }),
    );
    await assertSucceeds(
      aliceWritesTally({ by: '/compact', digest: FOLDED, days: { [DAY]: deleteField() } }),
    );
  });

  it('denies a fold of a tally that does not exist, or of another person’s', async () => {
    await aliceWithTwoSessions();
    await assertFails(foldTally(env.as('otherUser'), 'active-1', YEAR, LATER));
    const db = env.as('user');
    const batch = writeBatch(db);
    batch.set(doc(db, 'goalTallies', `active-1_${YEAR + 1}`), {
      userId: alice,
      goalId: 'active-1',
      year: YEAR + 1,
      days: {},
      digest: encodeDigest({ '01-01': { ms: 100 * HOUR_MS, n: 1 } }),
      by: '/compact',
    });
    await assertFails(batch.commit());
  });

  it('denies a digest that is too long or not a text', async () => {
    await aliceWithTwoSessions();
    await assertFails(
      aliceWritesTally({
        by: '/compact',
        digest: 'a'.repeat(MAX_DIGEST_LENGTH + 1),
        days: { [DAY]: deleteField() },
      }),
    );
    await assertFails(
      aliceWritesTally({ by: '/compact', digest: 42, days: { [DAY]: deleteField() } }),
    );
  });

  it('denies any other write that changes the digest', async () => {
    await aliceWithTwoSessions();
    await foldTally(env.as('user'), 'active-1', YEAR, LATER);
    const inflated = encodeDigest({ [DAY]: { ms: 500 * HOUR_MS, n: 1 } });
    // An import's sums go into the digest ('/bulk', tallies.rules.test.ts); nothing else may.
    await assertFails(aliceWritesTally({ by: '/recount', basis: 2, digest: inflated }));
    await assertFails(aliceWritesTally({ by: 's9', digest: inflated }));
    const third = session('active-1', 's3', {
      start: SESSION_START + 2 * DAY_MS,
      end: SESSION_START + 2 * DAY_MS + HOUR_MS,
    });
    // The session's own move, as the app writes it, but with the digest changed too.
    const db = env.as('user');
    const batch = writeBatch(db);
    const move = { [tallyDayOf(third.start).day]: { ms: increment(HOUR_MS), n: increment(1) } };
    batch.set(
      doc(db, 'goalTallies', TALLY_ID),
      { days: move, digest: inflated, by: 's3', was: deleteField() },
      { merge: true },
    );
    batch.set(doc(db, 'goals', 'active-1', 'sessions', 's3'), toSessionDocument(third, alice));
    batch.set(
      doc(db, 'timers', alice),
      { sessionCount: increment(1), newSessions: ['active-1/s3'] },
      { merge: true },
    );
    await assertFails(batch.commit());
    // The same session written as the app writes it keeps the digest: allowed.
    await assertSucceeds(commitAs(env, 'user', [ops.putSession(third)]));
    expect((await stored(env, TALLY))?.digest).toBe(
      encodeDigest({ [DAY]: { ms: HOUR_MS, n: 1 }, [NEXT_DAY]: { ms: 2 * HOUR_MS, n: 1 } }),
    );
  });
});

describe('goalTallies: summing up a year no chart shows day by day', () => {
  const summaryAsRead = async () => fromTallyDocument((await stored(env, TALLY)) ?? {})?.summary;
  const TWO_DAYS = { [DAY]: { ms: HOUR_MS, n: 1 }, [NEXT_DAY]: { ms: 2 * HOUR_MS, n: 1 } };

  it('sums up its days, or its digest, from 1 March two years on, and reads the same', async () => {
    await aliceWithTwoSessions();
    const dayBefore = `${YEAR + 2}-02-28`;
    await foldTally(env.as('user'), 'active-1', YEAR, dayBefore);
    expect((await stored(env, TALLY))?.summary).toBeUndefined();
    expect((await stored(env, TALLY))?.digest).toBe(encodeDigest(TWO_DAYS));

    await expect(foldTally(env.as('user'), 'active-1', YEAR, SUM_UP_DAY)).resolves.toBe(true);
    const after = await stored(env, TALLY);
    expect(after?.days).toEqual({});
    expect(after?.digest).toBeUndefined();
    expect(after?.summary).toBe(encodeSummary(YEAR, summaryOf(YEAR, TWO_DAYS)));
    expect(await summaryAsRead()).toEqual(summaryOf(YEAR, TWO_DAYS));
    await expect(foldTally(env.as('user'), 'active-1', YEAR, SUM_UP_DAY)).resolves.toBe(false);
  });

  it('takes a session deleted or edited later, then sums it in', async () => {
    await aliceWithTwoSessions();
    await foldTally(env.as('user'), 'active-1', YEAR, SUM_UP_DAY);
    await deleteFirstLengthenSecond();
    const left = summaryOf(YEAR, { [NEXT_DAY]: { ms: 3 * HOUR_MS, n: 1 } });
    expect(await summaryAsRead()).toEqual(left);
    await expect(foldTally(env.as('user'), 'active-1', YEAR, SUM_UP_DAY)).resolves.toBe(true);
    expect((await stored(env, TALLY))?.days).toEqual({});
    expect(await summaryAsRead()).toEqual(left);
  });

  it('denies a summary that is too long or not a text', async () => {
    await aliceWithTwoSessions();
    const removeDay = { by: '/compact', days: { [DAY]: deleteField() } };
    await assertFails(
      aliceWritesTally({ ...removeDay, summary: ';'.repeat(MAX_SUMMARY_LENGTH + 1) }),
    );
    await assertFails(aliceWritesTally({ ...removeDay, summary: 42 }));
    await assertSucceeds(
      aliceWritesTally({ ...removeDay, summary: encodeSummary(YEAR, summaryOf(YEAR, TWO_DAYS)) }),
    );
  });

  it('denies any other write that changes the summary, and keeps it through a session write', async () => {
    await aliceWithTwoSessions();
    await foldTally(env.as('user'), 'active-1', YEAR, SUM_UP_DAY);
    const summedUp = (await stored(env, TALLY))?.summary;
    const inflated = encodeSummary(YEAR, summaryOf(YEAR, { [DAY]: { ms: 500 * HOUR_MS, n: 1 } }));
    await assertFails(aliceWritesTally({ by: '/recount', basis: 2, summary: inflated }));
    await assertFails(aliceWritesTally({ by: 's9', summary: deleteField() }));
    const third = session('active-1', 's3', {
      start: SESSION_START + 2 * DAY_MS,
      end: SESSION_START + 2 * DAY_MS + HOUR_MS,
    });
    await assertSucceeds(commitAs(env, 'user', [ops.putSession(third)]));
    expect((await stored(env, TALLY))?.summary).toBe(summedUp);
    expect(await summaryAsRead()).toEqual(
      summaryOf(YEAR, { ...TWO_DAYS, [tallyDayOf(third.start).day]: { ms: HOUR_MS, n: 1 } }),
    );
  });
});
