import { createGoal } from '../goal';
import { EARLIEST_SESSION_START } from '../goal-record';
import { GOAL_NAME_MAX_LENGTH } from '../goal-validation';
import { partIdFor, partsNamed } from '../goal-parts';
import { journalOf } from '../journal';
import { findOverlap, sortSessions, type PracticeSession } from '../practice-sessions';
import type { ImportSource } from './import-source';
import {
  MAX_IMPORT_GOALS,
  MAX_IMPORT_SESSIONS,
  NO_ENTRIES_MESSAGE,
  tooManyGoalsMessage,
  tooManySessionsMessage,
} from './limits';
import type { ImportParseResult } from './parse-import-file';
import { withBaseline } from './sanitize-goal';
import { stableSessionId } from './stable-id';

/** The goal that entries without a project go to. */
export const NO_PROJECT = 'No project';
export const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** One timed entry read from a tracker's export. */
export interface TimeEntry {
  project: string;
  start: number;
  end: number;
  /** The entry's description, as the session's note. */
  note?: string;
  /** A measured value (this app's sessions CSV). */
  value?: number;
  /** The name of the goal's part it is for (this app's sessions CSV). */
  part?: string;
}

/**
 * An entry as sessions of at most 24 hours (the longest one session may be): a multi-day entry
 * is split into consecutive 24-hour parts, so no time is lost. The first part's id is derived
 * from the row; the next ones add -2, -3...
 */
export function entrySessions(source: ImportSource, entry: TimeEntry): PracticeSession[] {
  const base = stableSessionId(source, entry.project, entry.start, entry.end);
  const parts: PracticeSession[] = [];
  for (let start = entry.start, n = 1; start < entry.end; start += MS_PER_DAY, n += 1) {
    const id = n === 1 ? base : `${base}-${n}`;
    const end = Math.min(entry.end, start + MS_PER_DAY);
    // The note and value go with the first part (an entry over a day is rare).
    parts.push({ id, start, end, source: 'import', ...(n === 1 ? journalOf(entry) : {}) });
  }
  return parts;
}

/** An apostrophe that a CSV writer put before = + - @ so spreadsheets show text, not a formula. */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

const projectName = (raw: string) =>
  raw.trim().replace(FORMULA_GUARD, '').slice(0, GOAL_NAME_MAX_LENGTH).trim() || NO_PROJECT;

/**
 * Timed entries (Toggl Track, Clockify) as goals: one per project, every entry a session with
 * its real start and end. Entries that cannot be sessions are counted in `skipped`: ending in
 * the future, before 2000, not after their start, or overlapping an earlier entry of the same
 * project (that time would count twice). A repeated row is the same session, kept once.
 */
export function goalsFromEntries(
  source: ImportSource,
  entries: readonly TimeEntry[],
  unreadable: number,
  now: Date,
  newId: () => string,
): ImportParseResult {
  const byProject = new Map<string, (PracticeSession & { partName?: string })[]>();
  let skipped = unreadable;
  for (const entry of entries) {
    const project = projectName(entry.project);
    if (entry.end <= entry.start || entry.end > now.getTime()) skipped += 1;
    else if (entry.start < EARLIEST_SESSION_START) skipped += 1;
    else {
      const list = byProject.get(project) ?? [];
      const partName = entry.part?.trim() || undefined;
      list.push(...entrySessions(source, { ...entry, project }).map((s) => ({ ...s, partName })));
      byProject.set(project, list);
    }
  }
  if (byProject.size === 0) return { ok: false, message: NO_ENTRIES_MESSAGE };
  if (byProject.size > MAX_IMPORT_GOALS) {
    return { ok: false, message: tooManyGoalsMessage(byProject.size) };
  }
  const total = [...byProject.values()].reduce((sum, list) => sum + list.length, 0);
  if (total > MAX_IMPORT_SESSIONS) return { ok: false, message: tooManySessionsMessage(total) };
  const goals = [...byProject].map(([name, named]) => {
    // The parts its rows name, the first 12; a row on another one is on no part.
    const parts = partsNamed(named.map((s) => s.partName));
    const candidates = named.map(({ partName, ...s }) => {
      const part = parts.find((p) => p.id === partIdFor(partName ?? ''));
      return part ? { ...s, partId: part.id } : s;
    });
    const sessions: PracticeSession[] = [];
    const ids = new Set<string>();
    for (const session of sortSessions(candidates)) {
      if (ids.has(session.id)) continue; // the same row twice
      if (findOverlap(sessions, session)) skipped += 1;
      else sessions.push(session);
      ids.add(session.id);
    }
    const first = sessions[0];
    const goal = {
      ...createGoal({ id: newId(), name, now }),
      startDate: new Date(first ? first.start : now.getTime()).toISOString(),
      sessions,
      ...(parts.length > 0 ? { parts } : {}),
    };
    const legacy = { sessions };
    return { goal: withBaseline(goal, legacy, now), legacy };
  });
  return { ok: true, source, goals, skipped };
}
