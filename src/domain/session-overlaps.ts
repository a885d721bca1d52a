import type { PracticeSession } from './practice-sessions';

type Timed = Pick<PracticeSession, 'id' | 'start' | 'end'>;

export interface SessionOverlaps {
  /** Sessions that share time with another one (touching end to start does not). */
  ids: ReadonlySet<string>;
  /** Time counted more than once: the sessions' sum minus the time they cover. */
  extraMs: number;
  /** True when some instant is in three sessions or more (so "counted twice" is not enough). */
  deeper: boolean;
}

export const NO_OVERLAPS: SessionOverlaps = { ids: new Set(), extraMs: 0, deeper: false };

/**
 * The overlaps among a goal's sessions. Overlapping sessions are kept and counted as logged
 * (ADR 0005): this is what the card and the session log tell the person, so they can correct one.
 */
export function sessionOverlaps(sessions: readonly Timed[]): SessionOverlaps {
  const sorted = sessions
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const ids = new Set<string>();
  let reach = -Infinity;
  for (const [i, s] of sorted.entries()) {
    const next = sorted[i + 1];
    if (s.start < reach || (next !== undefined && next.start < s.end)) ids.add(s.id);
    reach = Math.max(reach, s.end);
  }
  if (ids.size === 0) return NO_OVERLAPS;
  return { ids, ...extraTime(sorted.filter((s) => ids.has(s.id))) };
}

/** How much time the sessions count beyond what they cover, and whether three ever meet. */
function extraTime(sessions: readonly Timed[]): { extraMs: number; deeper: boolean } {
  // Ends before starts at the same instant: touching sessions do not overlap.
  const edges = sessions
    .flatMap((s) => [
      { at: s.start, step: 1 },
      { at: s.end, step: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.step - b.step);
  let depth = 0;
  let last = 0;
  let extraMs = 0;
  let deeper = false;
  for (const { at, step } of edges) {
    if (depth > 1) extraMs += (at - last) * (depth - 1);
    depth += step;
    last = at;
    if (depth > 2) deeper = true;
  }
  return { extraMs, deeper };
}

/** '30 min' under an hour, else hours as the figures show them ('1.5 h'). */
export function overlapAmount(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes < 60 ? `${minutes} min` : `${(minutes / 60).toFixed(1)} h`;
}

/** '30 min counted twice' (or 'more than once' where three sessions meet); `is`: '30 min is…'. */
export function overlapCountedText(overlaps: SessionOverlaps, is = false): string {
  const times = overlaps.deeper ? 'more than once' : 'twice';
  return `${overlapAmount(overlaps.extraMs)}${is ? ' is' : ''} counted ${times}`;
}
