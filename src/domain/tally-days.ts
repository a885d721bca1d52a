/**
 * A goal's practice summed per local day, kept with every session write so that the goals page
 * reads a few small documents instead of every session. One document per goal and year holds
 * that year's days: 'MM-dd' → milliseconds practised and sessions started that day.
 */
export interface DayTotal {
  ms: number;
  n: number;
}

export type YearDays = Record<string, DayTotal>;

/**
 * The same year's practice per part named (goal-parts.ts): partId → total, moved in the same
 * writes as the days, so a part's total needs no session read either. Sessions of no part are not
 * in it (a goal's time less its parts'); a part deleted keeps its sum, which nothing reads.
 */
export type YearParts = Record<string, DayTotal>;
