import { encodeDigest, encodePartDigest } from '@/domain/tally-digest';
import {
  listedTallyYear,
  partTallyOf,
  tallyOf,
  type SessionBasis,
  type YearDays,
} from '@/domain/tally';
import { paths, write, type Write } from './write-target';

/**
 * A goal's whole tally, counted from its full log: the document of each year it has, and of each
 * year in `alsoYears` (documents written before the count), replaced; and the goal marked
 * tallied, listing those years.
 */
export function recountWrites(
  uid: string,
  goalId: string,
  sessions: Iterable<SessionBasis>,
  alsoYears: readonly number[],
  basis: number,
): Write[] {
  const log = [...sessions];
  const tally = tallyOf(log);
  const parts = partTallyOf(log);
  for (const year of alsoYears) if (!tally.has(year)) tally.set(year, {});
  for (const year of parts.keys()) if (!tally.has(year)) tally.set(year, {});
  const counts = [...tally].map(([year, days]: [number, YearDays]) =>
    write((t) =>
      t.set(paths.tally(goalId, year), {
        userId: uid,
        goalId,
        year,
        // Its sums as text (the rules take no entry of the maps from a count: they could not
        // check a year's worth of them).
        digest: encodeDigest(days),
        ...(parts.has(year) ? { partDigest: encodePartDigest(parts.get(year)!) } : {}),
        by: '/recount',
        basis,
      }),
    ),
  );
  const listed = [...tally.keys()].map(listedTallyYear);
  const marked = write((t) =>
    t.update(paths.goal(goalId), {
      tallied: true,
      ...(listed.length > 0 ? { tallyYears: t.arrayUnion(...listed) } : {}),
      updatedAt: t.serverTimestamp(),
    }),
  );
  return [...counts, marked];
}
