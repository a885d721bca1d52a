/**
 * Parts of a goal (Scales, Études, Repertoire): named in the goal's settings, in order, at most
 * PARTS_MAX. A session or a timer run may name one. The goal's own figures always count all of
 * its time; parts only split it. A session naming a part the goal no longer has reads as no part.
 */

export const PARTS_MAX = 12;
export const PART_NAME_MAX = 40;
export const PART_ID_MAX = 20;
/** Ids the app makes (newPartId) and the rules accept. */
export const PART_ID_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

export interface GoalPart {
  id: string;
  name: string;
  /** Hidden from the timer's and the forms' choices; its sessions keep it. */
  archived?: boolean;
  /**
   * Where it stands among the goal's parts (ties by id), as stored entry by entry (part-edits.ts);
   * absent on parts read from the whole list older versions stored.
   */
  order?: number;
}

export const TOO_MANY_PARTS = `A goal can have at most ${PARTS_MAX} parts.`;
export const PART_NAME_EMPTY = 'Give the part a name.';
export const PART_NAME_TOO_LONG = `A part’s name can be at most ${PART_NAME_MAX} characters.`;
export const partNameTaken = (name: string) => `This goal already has a part named “${name}”.`;

const CONTROL = /\p{Cc}/u;

export const isPartId = (value: unknown): value is string =>
  typeof value === 'string' && PART_ID_PATTERN.test(value);

export function newPartId(random: () => number = Math.random): string {
  let id = 'p';
  for (let i = 0; i < 8; i++) id += Math.floor(random() * 36).toString(36);
  return id;
}

/**
 * The id of a part read by name from a file (the sessions CSV): the same name gives the same id,
 * so importing a file again finds its parts again.
 */
export function partIdFor(name: string): string {
  let hash = 0x811c9dc5;
  for (const ch of name.trim().toLocaleLowerCase()) {
    hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  }
  return `n${hash.toString(36)}`;
}

/**
 * The parts that sessions named in a file, in the order they first appear (at most PARTS_MAX;
 * names over the bound are cut, names that cannot be a part's are left out).
 */
export function partsNamed(names: Iterable<string | undefined>): GoalPart[] {
  const parts: GoalPart[] = [];
  for (const raw of names) {
    const name = [...(raw ?? '').trim()].slice(0, PART_NAME_MAX).join('').trim();
    if (parts.length >= PARTS_MAX || partNameError(name, parts) !== null) continue;
    parts.push({ id: partIdFor(name), name });
  }
  return parts;
}

/** Why a name cannot be used for a part (the part being renamed excepted), or null. */
export function partNameError(
  name: string,
  parts: readonly GoalPart[],
  exceptId?: string,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || CONTROL.test(trimmed)) return PART_NAME_EMPTY;
  if ([...trimmed].length > PART_NAME_MAX) return PART_NAME_TOO_LONG;
  const taken = parts.some(
    (p) => p.id !== exceptId && p.name.toLocaleLowerCase() === trimmed.toLocaleLowerCase(),
  );
  return taken ? partNameTaken(trimmed) : null;
}

export type PartsResult = { ok: true; parts: GoalPart[] } | { ok: false; error: string };

export function addPart(parts: readonly GoalPart[], name: string, id: string): PartsResult {
  if (parts.length >= PARTS_MAX) return { ok: false, error: TOO_MANY_PARTS };
  const error = partNameError(name, parts);
  if (error) return { ok: false, error };
  return { ok: true, parts: [...parts, { id, name: name.trim() }] };
}

export function renamePart(parts: readonly GoalPart[], id: string, name: string): PartsResult {
  const error = partNameError(name, parts, id);
  if (error) return { ok: false, error };
  return { ok: true, parts: parts.map((p) => (p.id === id ? { ...p, name: name.trim() } : p)) };
}

/** The part moved one place up (-1) or down (+1); unchanged at either end. */
export function movePart(parts: readonly GoalPart[], id: string, by: -1 | 1): GoalPart[] {
  const from = parts.findIndex((p) => p.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= parts.length) return [...parts];
  const next = [...parts];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function setPartArchived(
  parts: readonly GoalPart[],
  id: string,
  archived: boolean,
): GoalPart[] {
  return parts.map((p) => {
    if (p.id !== id) return p;
    const { archived: _was, ...rest } = p;
    return archived ? { ...rest, archived: true } : rest;
  });
}

/** Deleting a part keeps its sessions: they read as no part from then on. */
export function removePart(parts: readonly GoalPart[], id: string): GoalPart[] {
  return parts.filter((p) => p.id !== id);
}

/** The part a session or run names, if the goal still has it. */
export function partOf(parts: readonly GoalPart[] | undefined, partId: unknown): GoalPart | null {
  if (typeof partId !== 'string' || !parts) return null;
  return parts.find((p) => p.id === partId) ?? null;
}

/** The parts offered when a run or a session names one. */
export const choosableParts = (parts: readonly GoalPart[] | undefined): GoalPart[] =>
  (parts ?? []).filter((p) => !p.archived);

/** Same parts in the same order. */
export const sameParts = (a: readonly GoalPart[] = [], b: readonly GoalPart[] = []) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Parts as a goal document stores them: 'id|0|name' (1: archived), so the rules check the list
 * with one pattern, as they do resources.
 */
export function encodeParts(parts: readonly GoalPart[]): string[] {
  return parts.map((p) => `${p.id}|${p.archived ? 1 : 0}|${p.name}`);
}

const STORED_PART = /^([A-Za-z0-9_-]{1,20})\|([01])\|(.+)$/su;

/** Stored parts read defensively: malformed entries and repeated ids left out, at most 12. */
export function decodeParts(raw: unknown): GoalPart[] {
  if (!Array.isArray(raw)) return [];
  const parts: GoalPart[] = [];
  for (const entry of raw) {
    const match = typeof entry === 'string' ? STORED_PART.exec(entry) : null;
    if (!match || parts.length >= PARTS_MAX) continue;
    const [, id, archived, name] = match as unknown as [string, string, string, string];
    if (parts.some((p) => p.id === id) || partNameError(name, []) !== null) continue;
    parts.push(archived === '1' ? { id, name, archived: true } : { id, name });
  }
  return parts;
}

/** Parts from an import file or another untrusted shape ({id, name, archived?} objects). */
export function readPartObjects(raw: unknown): GoalPart[] {
  if (!Array.isArray(raw)) return [];
  return decodeParts(
    raw.flatMap((p: unknown) => {
      const { id, name, archived } = (p ?? {}) as Record<string, unknown>;
      return isPartId(id) && typeof name === 'string'
        ? [`${id}|${archived === true ? 1 : 0}|${name.trim()}`]
        : [];
    }),
  );
}
