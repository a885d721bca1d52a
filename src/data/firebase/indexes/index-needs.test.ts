// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, indexNeedOf } from './index-needs';
import { shape } from './index-test-kit';

describe('indexNeedOf', () => {
  it('needs nothing for a whole collection or one ordered by the document id', () => {
    expect(indexNeedOf(shape({}))).toEqual({ kind: 'none' });
    expect(indexNeedOf(shape({ orderBy: [{ field: DOCUMENT_ID, direction: 'desc' }] }))).toEqual({
      kind: 'none',
    });
  });

  it('reads single-field indexes for equalities, merged however many', () => {
    const need = indexNeedOf(
      shape({
        filters: [
          { field: 'state', op: '==' },
          { field: 'country', op: 'in' },
          { field: 'regions', op: 'array-contains' },
        ],
      }),
    );
    expect(need).toEqual({
      kind: 'single',
      fields: [
        { fieldPath: 'state', mode: 'ASCENDING' },
        { fieldPath: 'country', mode: 'ASCENDING' },
        { fieldPath: 'regions', mode: 'CONTAINS' },
      ],
      ordered: false,
    });
  });

  it('reads one single-field index for a range and an ordering on the same field', () => {
    const need = indexNeedOf(
      shape({
        filters: [
          { field: 'email', op: '>=' },
          { field: 'email', op: '<' },
        ],
        orderBy: [
          { field: 'email', direction: 'asc' },
          { field: DOCUMENT_ID, direction: 'asc' },
        ],
      }),
    );
    expect(need).toEqual({
      kind: 'single',
      fields: [{ fieldPath: 'email', mode: 'ASCENDING' }],
      ordered: true,
    });
  });

  it('orders by an inequality field itself when nothing orders the query', () => {
    expect(indexNeedOf(shape({ filters: [{ field: 'population', op: '!=' }] }))).toEqual({
      kind: 'single',
      fields: [{ fieldPath: 'population', mode: 'ASCENDING' }],
      ordered: true,
    });
  });

  it('needs a composite index for an equality beside a range on another field', () => {
    const need = indexNeedOf(
      shape({
        filters: [
          { field: 'userId', op: '==' },
          { field: 'start', op: '>=' },
        ],
      }),
    );
    expect(need).toEqual({
      kind: 'composite',
      equalities: [{ fieldPath: 'userId', mode: 'ASCENDING' }],
      orderings: [{ fieldPath: 'start', mode: 'ASCENDING' }],
    });
  });

  it('needs a composite index for an equality beside an ordering on another field', () => {
    const need = indexNeedOf(
      shape({
        filters: [{ field: 'state', op: '==' }],
        orderBy: [{ field: 'population', direction: 'desc' }],
      }),
    );
    expect(need.kind).toBe('composite');
  });

  it('needs a composite index for orderings on several fields, in their order', () => {
    const need = indexNeedOf(
      shape({
        orderBy: [
          { field: 'state', direction: 'asc' },
          { field: 'population', direction: 'desc' },
        ],
      }),
    );
    expect(need).toEqual({
      kind: 'composite',
      equalities: [],
      orderings: [
        { fieldPath: 'state', mode: 'ASCENDING' },
        { fieldPath: 'population', mode: 'DESCENDING' },
      ],
    });
  });

  it('needs a composite index for array-contains with an ordering', () => {
    const need = indexNeedOf(
      shape({
        filters: [{ field: 'regions', op: 'array-contains' }],
        orderBy: [{ field: 'name', direction: 'asc' }],
      }),
    );
    expect(need).toEqual({
      kind: 'composite',
      equalities: [{ fieldPath: 'regions', mode: 'CONTAINS' }],
      orderings: [{ fieldPath: 'name', mode: 'ASCENDING' }],
    });
  });

  it('needs a composite index for an inequality ordered by another field, the range after it', () => {
    const need = indexNeedOf(
      shape({
        filters: [{ field: 'population', op: '>' }],
        orderBy: [{ field: 'name', direction: 'asc' }],
      }),
    );
    expect(need).toEqual({
      kind: 'composite',
      equalities: [],
      orderings: [
        { fieldPath: 'name', mode: 'ASCENDING' },
        { fieldPath: 'population', mode: 'ASCENDING' },
      ],
    });
  });

  it('counts an ordering by the document id against the last direction as a field', () => {
    const need = indexNeedOf(
      shape({
        orderBy: [
          { field: 'createdAt', direction: 'desc' },
          { field: DOCUMENT_ID, direction: 'asc' },
        ],
      }),
    );
    expect(need.kind).toBe('composite');
  });
});
