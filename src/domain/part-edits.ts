import { PARTS_MAX, isPartId, partNameError, type GoalPart } from './goal-parts';

/**
 * A change of a goal's parts as the entries it writes: each part is stored on its own
 * ('partsById.<id>' = 'order|archived|name'), so changes made on two devices at once merge part
 * by part. Older versions stored the parts as one list ('parts'); the first change of such a
 * goal writes every part as an entry and drops the list (dropList).
 */
export interface PartEdit {
  /** Parts added or changed, each with its order. */
  put: GoalPart[];
  /** Ids of parts deleted. */
  remove: string[];
  dropList?: true;
}

/** The highest order an entry can hold (three digits); past it the parts are numbered anew. */
export const PART_ORDER_MAX = 999;

const samePart = (a: GoalPart, b: GoalPart) =>
  a.name === b.name && !!a.archived === !!b.archived && a.order === b.order;

const idsOf = (parts: readonly GoalPart[]) => parts.map((p) => p.id).join(',');

/**
 * The entries that turn `before` into `after`: only what changed, so that what another device
 * changed meanwhile stays. A new part goes last; a move numbers the parts anew.
 */
export function partEdit(before: readonly GoalPart[], after: readonly GoalPart[]): PartEdit | null {
  const listed = before.some((p) => p.order === undefined);
  const was = new Map(before.map((p) => [p.id, p]));
  const kept = after.filter((p) => was.has(p.id));
  const keptBefore = before.filter((p) => after.some((a) => a.id === p.id));
  let last = Math.max(-1, ...before.map((p) => p.order ?? -1));
  const added = after.length - kept.length;
  const renumber = listed || idsOf(kept) !== idsOf(keptBefore) || last + added > PART_ORDER_MAX;
  const ordered = after.map((p, i): GoalPart => {
    const order = renumber ? i : (was.get(p.id)?.order ?? ++last);
    return { ...p, order };
  });
  const put = ordered.filter((p) => {
    const old = was.get(p.id);
    return listed || !old || !samePart(old, p);
  });
  const remove = before.filter((p) => !after.some((a) => a.id === p.id)).map((p) => p.id);
  if (put.length === 0 && remove.length === 0 && !listed) return null;
  return { put, remove, ...(listed ? { dropList: true as const } : {}) };
}

/** Parts in their order (ties by id); parts without one keep their place in the list. */
export function sortParts(parts: readonly GoalPart[]): GoalPart[] {
  return parts
    .map((p, i) => ({ p, key: p.order ?? i }))
    .sort((a, b) => a.key - b.key || (a.p.id < b.p.id ? -1 : a.p.id > b.p.id ? 1 : 0))
    .map(({ p }) => p);
}

/** The parts after an edit, as the server merges it into the entries it holds. */
export function applyPartEdit(parts: readonly GoalPart[], edit: PartEdit): GoalPart[] {
  const base = edit.dropList ? parts.filter((p) => p.order !== undefined) : parts;
  const next = new Map(base.map((p) => [p.id, p]));
  for (const id of edit.remove) next.delete(id);
  for (const part of edit.put) next.set(part.id, part);
  return sortParts([...next.values()]);
}

/** True when the parts hold every entry of the edit as it wrote them. */
export function holdsPartEdit(parts: readonly GoalPart[], edit: PartEdit): boolean {
  const byId = new Map(parts.map((p) => [p.id, p]));
  return (
    edit.put.every((p) => {
      const held = byId.get(p.id);
      return !!held && samePart(held, p);
    }) && edit.remove.every((id) => !byId.has(id))
  );
}

/** A part as its entry stores it: 'order|archived|name'. */
export const encodePartEntry = (part: GoalPart, index = 0): string =>
  `${part.order ?? index}|${part.archived ? 1 : 0}|${part.name}`;

/** Parts as a new goal's document stores them, one entry per part. */
export function encodePartEntries(parts: readonly GoalPart[]): Record<string, string> {
  return Object.fromEntries(parts.map((p, i) => [p.id, encodePartEntry(p, i)]));
}

const STORED_ENTRY = /^([0-9]{1,3})\|([01])\|(.+)$/su;

/** Stored entries read defensively: malformed ones left out, in order, at most PARTS_MAX. */
export function decodePartEntries(raw: unknown): GoalPart[] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const parts: GoalPart[] = [];
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    const match = typeof value === 'string' ? STORED_ENTRY.exec(value) : null;
    if (!match || !isPartId(id)) continue;
    const [, order, archived, name] = match as unknown as [string, string, string, string];
    if (partNameError(name, []) !== null) continue;
    const part: GoalPart = { id, name, order: Number(order) };
    parts.push(archived === '1' ? { ...part, archived: true } : part);
  }
  return sortParts(parts).slice(0, PARTS_MAX);
}

/**
 * A deleted part as written back (Undo): in its place when it had one, else after the others.
 */
export function restoredPart(parts: readonly GoalPart[], part: GoalPart): GoalPart {
  const order = part.order ?? Math.max(-1, ...parts.map((p) => p.order ?? -1)) + 1;
  return { ...part, order: Math.min(order, PART_ORDER_MAX) };
}
