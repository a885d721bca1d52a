import { PART_ID_PATTERN } from '../goal-parts';

/**
 * Routines of a goal (docs/adr/0010-routines.md): an ordered list of timed blocks, each on a part
 * of the goal or on the whole goal. A goal holds at most ROUTINES_MAX; a routine 1–BLOCKS_MAX
 * blocks of 1–BLOCK_MINUTES_MAX minutes and a name of 1–ROUTINE_NAME_MAX characters.
 */
export const ROUTINES_MAX = 3;
export const BLOCKS_MAX = 12;
export const BLOCK_MINUTES_MAX = 240;
export const ROUTINE_NAME_MAX = 60;

export interface RoutineBlock {
  /** The part the block practices; null: the whole goal. */
  partId: string | null;
  minutes: number;
}

export interface Routine {
  id: string;
  name: string;
  blocks: RoutineBlock[];
}

/** The last run of a routine: its day (yyyy-MM-dd, local) and minutes done of those planned. */
export interface RoutineRun {
  day: string;
  doneMinutes: number;
  plannedMinutes: number;
}

const CONTROL = /\p{Cc}/u;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const plannedMinutes = (routine: Routine): number =>
  routine.blocks.reduce((sum, block) => sum + block.minutes, 0);

export function newRoutineId(random: () => number = Math.random): string {
  let id = 'r';
  for (let i = 0; i < 8; i++) id += Math.floor(random() * 36).toString(36);
  return id;
}

const validMinutes = (m: unknown): m is number =>
  typeof m === 'number' && Number.isInteger(m) && m >= 1 && m <= BLOCK_MINUTES_MAX;

/** Why a routine cannot be saved, or null when it can. */
export function routineProblem(routine: Routine): string | null {
  const name = routine.name.trim();
  if (!name) return 'Give the routine a name.';
  if ([...name].length > ROUTINE_NAME_MAX || CONTROL.test(name))
    return `A routine’s name can be at most ${ROUTINE_NAME_MAX} characters.`;
  if (routine.blocks.length < 1) return 'A routine needs at least one block.';
  if (routine.blocks.length > BLOCKS_MAX) return `A routine can have at most ${BLOCKS_MAX} blocks.`;
  if (!routine.blocks.every((b) => validMinutes(b.minutes)))
    return `Each block lasts 1 to ${BLOCK_MINUTES_MAX} minutes.`;
  return null;
}

/**
 * A routine as the goal document stores it: 'id|blocks|name', blocks as 'part:minutes' joined by
 * ',' ('*' for the whole goal). The name comes last, so it may hold any printable character.
 */
export function encodeRoutine(routine: Routine): string {
  const blocks = routine.blocks.map((b) => `${b.partId ?? '*'}:${b.minutes}`).join(',');
  return `${routine.id}|${blocks}|${routine.name.trim()}`;
}

export function decodeRoutine(raw: unknown): Routine | null {
  if (typeof raw !== 'string') return null;
  const [id, blocksText, ...nameParts] = raw.split('|');
  const name = nameParts.join('|');
  if (!id || !PART_ID_PATTERN.test(id) || !name || blocksText === undefined) return null;
  const blocks: RoutineBlock[] = [];
  for (const entry of blocksText.split(',')) {
    const [part, minutesText] = entry.split(':');
    const minutes = Number(minutesText);
    if (!part || !validMinutes(minutes)) return null;
    if (part !== '*' && !PART_ID_PATTERN.test(part)) return null;
    blocks.push({ partId: part === '*' ? null : part, minutes });
  }
  const routine = { id, name, blocks };
  return routineProblem(routine) ? null : routine;
}

export function decodeRoutines(raw: unknown): Routine[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((r) => decodeRoutine(r) ?? []).slice(0, ROUTINES_MAX);
}

/** A last run as stored: 'yyyy-MM-dd|done|planned' (minutes). */
export const encodeRoutineRun = (run: RoutineRun): string =>
  `${run.day}|${run.doneMinutes}|${run.plannedMinutes}`;

export function decodeRoutineRuns(raw: unknown): Record<string, RoutineRun> {
  const runs: Record<string, RoutineRun> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return runs;
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const [day, done, planned] = value.split('|');
    const doneMinutes = Number(done);
    const plannedMinutes = Number(planned);
    if (
      !day ||
      !DAY.test(day) ||
      !Number.isInteger(doneMinutes) ||
      !Number.isInteger(plannedMinutes)
    )
      continue;
    runs[id] = { day, doneMinutes, plannedMinutes };
  }
  return runs;
}

export function encodeRoutineRuns(runs: Record<string, RoutineRun>): Record<string, string> {
  return Object.fromEntries(Object.entries(runs).map(([id, run]) => [id, encodeRoutineRun(run)]));
}
