/**
 * Which indexes a Firestore query needs in production, by Firestore's rules, and whether
 * firestore.indexes.json holds them. The emulator never asks for an index, so this is the only
 * check before a deploy. Build tooling: nothing of the app imports it.
 *
 * The rules followed (Firestore standard edition):
 * - Single-field indexes are automatic at collection scope (ascending, descending and
 *   array-contains), unless a fieldOverride of that field lists its indexes instead. At
 *   collection-group scope nothing is automatic: every field a collection-group query filters or
 *   orders on alone needs an override entry with queryScope COLLECTION_GROUP.
 * - Equality filters (==, in, array-contains, array-contains-any) on several fields merge
 *   single-field indexes; no composite index is needed while nothing is ordered.
 * - An inequality (<, <=, >, >=, !=, not-in) orders by its field (after the explicit orderBys,
 *   ascending, as the server adds them). A query ordered by one field only, with no filter on
 *   another field, reads that field's single-field index.
 * - Anything else (an equality or array-contains beside an ordering on another field, orderings
 *   on several fields, inequalities on several fields) needs a composite index: its equality
 *   fields in any order, then its orderings in order and direction. Several composite indexes
 *   with the same orderings can serve a query's equalities between them (index merging).
 * - Each index ends with the document id (__name__) in the direction of its last field, so an
 *   ordering by documentId() in that direction is free; in the other direction it is a field of
 *   the index.
 */

export const DOCUMENT_ID = '__name__';

export type FilterOp =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

/** A query as the app builds it: where it reads, what it filters and how it orders. */
export interface QueryShape {
  collectionGroup: string;
  scope: QueryScope;
  filters: readonly { field: string; op: FilterOp }[];
  orderBy: readonly { field: string; direction: 'asc' | 'desc' }[];
}

export type Mode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

export interface NeededField {
  fieldPath: string;
  mode: Mode;
}

/** The index a query needs: none, single-field indexes (merged), or a composite index. */
export type IndexNeed =
  | { kind: 'none' }
  /** `ordered`: the field is read in order; unordered equalities read either direction. */
  | { kind: 'single'; fields: NeededField[]; ordered: boolean }
  | { kind: 'composite'; equalities: NeededField[]; orderings: NeededField[] };

const EQUALITY_OPS: readonly FilterOp[] = ['==', 'in'];
const CONTAINS_OPS: readonly FilterOp[] = ['array-contains', 'array-contains-any'];

const modeOf = (direction: 'asc' | 'desc'): Mode =>
  direction === 'asc' ? 'ASCENDING' : 'DESCENDING';

/** The query's orderings as the server runs them, without a free trailing document id. */
function effectiveOrderings(shape: QueryShape): NeededField[] {
  const explicit = shape.orderBy.map((o) => ({ fieldPath: o.field, mode: modeOf(o.direction) }));
  const ordered = new Set(explicit.map((o) => o.fieldPath));
  const implicit = [
    ...new Set(
      shape.filters
        .filter((f) => !EQUALITY_OPS.includes(f.op) && !CONTAINS_OPS.includes(f.op))
        .map((f) => f.field)
        .filter((field) => !ordered.has(field)),
    ),
  ]
    .sort()
    .map((fieldPath): NeededField => ({ fieldPath, mode: 'ASCENDING' }));
  const orderings = [...explicit, ...implicit];
  const last = orderings.at(-1);
  const beforeLast = orderings.at(-2);
  if (last?.fieldPath === DOCUMENT_ID && (!beforeLast || beforeLast.mode === last.mode)) {
    orderings.pop();
  }
  return orderings;
}

/** The index `shape` needs in production. */
export function indexNeedOf(shape: QueryShape): IndexNeed {
  const orderings = effectiveOrderings(shape);
  const equalities = shape.filters
    .filter((f) => f.field !== DOCUMENT_ID)
    .filter((f) => EQUALITY_OPS.includes(f.op) || CONTAINS_OPS.includes(f.op))
    .map((f): NeededField => ({
      fieldPath: f.field,
      mode: CONTAINS_OPS.includes(f.op) ? 'CONTAINS' : 'ASCENDING',
    }));
  const orderedFields = new Set(orderings.map((o) => o.fieldPath));
  const otherEqualities = equalities.filter((e) => !orderedFields.has(e.fieldPath));
  if (orderings.length === 0) {
    return equalities.length === 0
      ? { kind: 'none' }
      : { kind: 'single', fields: equalities, ordered: false };
  }
  if (orderings.length === 1 && otherEqualities.length === 0) {
    return orderings[0]!.fieldPath === DOCUMENT_ID
      ? { kind: 'none' }
      : { kind: 'single', fields: orderings, ordered: true };
  }
  return { kind: 'composite', equalities: otherEqualities, orderings };
}
