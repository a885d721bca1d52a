import {
  DOCUMENT_ID,
  indexNeedOf,
  type Mode,
  type NeededField,
  type QueryScope,
  type QueryShape,
} from './index-needs';

/** firestore.indexes.json, as the Firebase CLI deploys it. */
export interface IndexesFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: (Omit<IndexField, 'fieldPath'> & { queryScope: QueryScope })[];
}

const modeOfField = (field: Omit<IndexField, 'fieldPath'>): Mode =>
  field.arrayConfig === 'CONTAINS' ? 'CONTAINS' : (field.order ?? 'ASCENDING');

/** An equality reads an ascending or a descending index alike. */
const serves = (mode: Mode, needed: NeededField, asEquality: boolean) =>
  mode === needed.mode || (asEquality && needed.mode !== 'CONTAINS' && mode !== 'CONTAINS');

const describe = (fields: readonly NeededField[]) =>
  fields.map((f) => `${f.fieldPath} ${f.mode}`).join(', ');

/** The index's fields, without the document id it ends with anyway in its last direction. */
function fieldsOf(index: CompositeIndex): NeededField[] {
  const fields = index.fields.map((f) => ({ fieldPath: f.fieldPath, mode: modeOfField(f) }));
  const last = fields.at(-1);
  const beforeLast = fields.at(-2);
  if (last?.fieldPath === DOCUMENT_ID && beforeLast?.mode === last.mode) fields.pop();
  return fields;
}

/**
 * The composite indexes of `file` that serve a query with these equalities and orderings: each
 * ends with exactly the orderings after equality fields of the query; between them they cover
 * every equality (Firestore merges them).
 */
function compositeServing(
  file: IndexesFile,
  shape: QueryShape,
  equalities: readonly NeededField[],
  orderings: readonly NeededField[],
): CompositeIndex[] | null {
  const candidates = file.indexes.filter((index) => {
    if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== shape.scope) {
      return false;
    }
    const fields = fieldsOf(index);
    const prefix = fields.slice(0, fields.length - orderings.length);
    const suffix = fields.slice(prefix.length);
    const endsWithOrderings =
      suffix.length === orderings.length &&
      suffix.every(
        (f, i) => f.fieldPath === orderings[i]!.fieldPath && f.mode === orderings[i]!.mode,
      );
    const prefixIsEqualities = prefix.every((f) =>
      equalities.some((e) => e.fieldPath === f.fieldPath && serves(f.mode, e, true)),
    );
    return (
      endsWithOrderings &&
      prefixIsEqualities &&
      prefix.length === new Set(prefix.map((f) => f.fieldPath)).size
    );
  });
  const covered = new Set(candidates.flatMap((index) => index.fields.map((f) => f.fieldPath)));
  return equalities.every((e) => covered.has(e.fieldPath)) && candidates.length > 0
    ? candidates
    : null;
}

/** The override entry serving one field of a single-field read, or whether it is automatic. */
function singleFieldServed(
  file: IndexesFile,
  shape: QueryShape,
  needed: NeededField,
  asEquality: boolean,
): FieldOverride | 'automatic' | null {
  const override = file.fieldOverrides.find(
    (o) => o.collectionGroup === shape.collectionGroup && o.fieldPath === needed.fieldPath,
  );
  if (!override) return shape.scope === 'COLLECTION' ? 'automatic' : null;
  const served = override.indexes.some(
    (entry) => entry.queryScope === shape.scope && serves(modeOfField(entry), needed, asEquality),
  );
  return served ? override : null;
}

/** What one query needs that `file` lacks (empty when production will run it). */
export function missingFor(file: IndexesFile, shape: QueryShape): string[] {
  const need = indexNeedOf(shape);
  const where = `${shape.collectionGroup} (${shape.scope})`;
  if (need.kind === 'none') return [];
  if (need.kind === 'composite') {
    if (compositeServing(file, shape, need.equalities, need.orderings)) return [];
    const fields = [...need.equalities, ...need.orderings];
    return [`${where}: a composite index on ${describe(fields)}`];
  }
  return need.fields
    .filter((field) => field.fieldPath !== DOCUMENT_ID)
    .filter((field) => !singleFieldServed(file, shape, field, !need.ordered))
    .map((field) => `${where}: a single-field index on ${describe([field])} (a field override)`);
}

/** What `file` holds that none of the queries uses, each with what it is. */
export function unusedIn(file: IndexesFile, shapes: readonly QueryShape[]): string[] {
  const usedIndexes = new Set<CompositeIndex>();
  const usedOverrides = new Set<FieldOverride>();
  for (const shape of shapes) {
    const need = indexNeedOf(shape);
    if (need.kind === 'composite') {
      const serving = compositeServing(file, shape, need.equalities, need.orderings) ?? [];
      serving.forEach((index) => usedIndexes.add(index));
    } else if (need.kind === 'single') {
      for (const field of need.fields) {
        const served = singleFieldServed(file, shape, field, !need.ordered);
        if (served && served !== 'automatic') usedOverrides.add(served);
      }
    }
  }
  return [
    ...file.indexes
      .filter((index) => !usedIndexes.has(index))
      .map(
        (index) =>
          `index ${index.collectionGroup} (${index.queryScope}): ${describe(fieldsOf(index))}`,
      ),
    // A TTL policy is deployed as an override: it stays whether or not a query reads the field.
    ...file.fieldOverrides
      .filter((override) => !usedOverrides.has(override) && !override.ttl)
      .map((override) => `fieldOverride ${override.collectionGroup}.${override.fieldPath}`),
  ];
}
