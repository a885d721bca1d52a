import type { OutboxEntry } from './outbox';
import type { RestRange } from '../rest-ranges';
import type { WriteOp } from './write-ops';

/**
 * Which change made on this device last set a goal field ('goalId/field' → outbox entry id).
 * A goal's fields are last-writer-wins on the server, so an older change sent again after a
 * newer one reached the server (taken over from a closed tab, or sent again after a refusal)
 * would undo the newer one. The claim outlives the newer change's entry, which is gone once
 * the server has it.
 */
export type FieldClaims = Readonly<Record<string, string>>;

/** The goal fields an op sets as a whole, as claim keys. */
export function claimedFields(op: WriteOp): string[] {
  if (op.type === 'updateGoal') return Object.keys(op.fields).map((f) => `${op.goalId}/${f}`);
  if (op.type === 'setCompleted') return [`${op.goalId}/completed`];
  if (op.type === 'editParts')
    return [...op.put.map((p) => p.id), ...op.remove].map(partClaim(op.goalId));
  if (op.type === 'editRest') return [...op.add, ...op.remove].map(restClaim(op.goalId));
  return [];
}

/** A part and a rest entry are claimed each on its own, as goal fields are. */
const partClaim = (goalId: string) => (id: string) => `${goalId}/part:${id}`;
const restClaim = (goalId: string) => (r: RestRange) => `${goalId}/rest:${r.from}/${r.to}`;

const fieldsOf = (entry: OutboxEntry) => entry.ops.flatMap(claimedFields);

/**
 * The claims once `made` are kept: their fields are theirs. Only claims some other pending
 * change contends for are kept, so the record stays as small as the outbox. The very same
 * claims when there is nothing to claim or prune (most changes: sessions, the timer), without
 * reading what is pending.
 */
export function claimFields(
  claims: FieldClaims,
  made: readonly OutboxEntry[],
  pending: () => readonly OutboxEntry[],
): FieldClaims {
  const next: Record<string, string> = { ...claims };
  for (const entry of made) for (const field of fieldsOf(entry)) next[field] = entry.id;
  if (Object.keys(next).length === 0) return claims;
  const all = pending();
  const contended = (field: string, owner: string) =>
    all.some((e) => e.id !== owner && fieldsOf(e).includes(field));
  return Object.fromEntries(
    Object.entries(next).filter(([field, owner]) => contended(field, owner)),
  );
}

/**
 * The entry without what a later change on this device set since: the same entry when nothing,
 * null when nothing of it is left to send.
 */
export function withoutReplacedFields(entry: OutboxEntry, claims: FieldClaims): OutboxEntry | null {
  const replaced = (goalId: string, field: string) => {
    const owner = claims[`${goalId}/${field}`];
    return owner !== undefined && owner !== entry.id;
  };
  let changed = false;
  const ops = entry.ops.flatMap((op): WriteOp[] => {
    if (op.type === 'setCompleted' && replaced(op.goalId, 'completed')) {
      changed = true;
      return [];
    }
    if (op.type === 'editParts' || op.type === 'editRest') {
      const rest = withoutReplacedEntries(op, (claim) => {
        const owner = claims[claim];
        return owner !== undefined && owner !== entry.id;
      });
      if (rest !== op) changed = true;
      return rest ? [rest] : [];
    }
    if (op.type !== 'updateGoal') return [op];
    const kept = Object.entries(op.fields).filter(([field]) => !replaced(op.goalId, field));
    if (kept.length === Object.keys(op.fields).length) return [op];
    changed = true;
    return kept.length > 0 ? [{ ...op, fields: Object.fromEntries(kept) }] : [];
  });
  if (!changed) return entry;
  return ops.length > 0 ? { ...entry, ops } : null;
}

type EntryOp = Extract<WriteOp, { type: 'editParts' | 'editRest' }>;

/** The op without the entries a later change claims; null when nothing of it is left. */
function withoutReplacedEntries(op: EntryOp, replaced: (claim: string) => boolean): EntryOp | null {
  if (op.type === 'editParts') {
    const claim = partClaim(op.goalId);
    const put = op.put.filter((p) => !replaced(claim(p.id)));
    const remove = op.remove.filter((id) => !replaced(claim(id)));
    if (put.length === op.put.length && remove.length === op.remove.length) return op;
    return put.length || remove.length || op.dropList ? { ...op, put, remove } : null;
  }
  const claim = restClaim(op.goalId);
  const add = op.add.filter((r) => !replaced(claim(r)));
  const remove = op.remove.filter((r) => !replaced(claim(r)));
  if (add.length === op.add.length && remove.length === op.remove.length) return op;
  return add.length || remove.length ? { ...op, add, remove } : null;
}

/** Reads stored claims; anything unreadable is no claim. */
export function parseClaims(raw: string | null): FieldClaims {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, owner]) => typeof owner === 'string'),
    ) as FieldClaims;
  } catch {
    return {};
  }
}
