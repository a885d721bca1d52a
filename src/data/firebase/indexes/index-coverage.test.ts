// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, type QueryShape } from './index-needs';
import { missingFor, unusedIn, type IndexesFile } from './index-coverage';
import { shape } from './index-test-kit';

const sessionsByUser: QueryShape = shape({
  collectionGroup: 'sessions',
  scope: 'COLLECTION_GROUP',
  filters: [{ field: 'userId', op: '==' }],
});
const recentSessions: QueryShape = {
  ...sessionsByUser,
  filters: [...sessionsByUser.filters, { field: 'start', op: '>=' }],
};
const liveShares: QueryShape = shape({
  collectionGroup: 'sharedGoals',
  filters: [
    { field: 'ownerId', op: '==' },
    { field: 'expiresAt', op: '>' },
  ],
  orderBy: [{ field: 'expiresAt', direction: 'desc' }],
});

const file = (parts: Partial<IndexesFile>): IndexesFile => ({
  indexes: [],
  fieldOverrides: [],
  ...parts,
});

const recentSessionsIndex = {
  collectionGroup: 'sessions',
  queryScope: 'COLLECTION_GROUP' as const,
  fields: [
    { fieldPath: 'userId', order: 'ASCENDING' as const },
    { fieldPath: 'start', order: 'ASCENDING' as const },
  ],
};
const sessionsUserOverride = {
  collectionGroup: 'sessions',
  fieldPath: 'userId',
  indexes: [{ order: 'ASCENDING' as const, queryScope: 'COLLECTION_GROUP' as const }],
};

describe('missingFor', () => {
  it('finds nothing missing where single-field indexes are automatic', () => {
    expect(missingFor(file({}), shape({ filters: [{ field: 'userId', op: '==' }] }))).toEqual([]);
  });

  it('asks for a collection-group override of a field a collection-group query filters on', () => {
    expect(missingFor(file({}), sessionsByUser)).toEqual([
      'sessions (COLLECTION_GROUP): a single-field index on userId ASCENDING (a field override)',
    ]);
    expect(missingFor(file({ fieldOverrides: [sessionsUserOverride] }), sessionsByUser)).toEqual(
      [],
    );
  });

  it('asks for a field whose override leaves out the index a query reads', () => {
    const ttlOnly = { collectionGroup: 'cities', fieldPath: 'expiresAt', ttl: true, indexes: [] };
    const byExpiry = shape({ orderBy: [{ field: 'expiresAt', direction: 'desc' }] });
    expect(missingFor(file({ fieldOverrides: [ttlOnly] }), byExpiry)).toHaveLength(1);
  });

  it('reads an unordered equality from either direction, an ordering from its own', () => {
    const descendingOnly = {
      collectionGroup: 'cities',
      fieldPath: 'population',
      indexes: [{ order: 'DESCENDING' as const, queryScope: 'COLLECTION' as const }],
    };
    const indexes = file({ fieldOverrides: [descendingOnly] });
    expect(missingFor(indexes, shape({ filters: [{ field: 'population', op: '==' }] }))).toEqual(
      [],
    );
    expect(missingFor(indexes, shape({ filters: [{ field: 'population', op: '<' }] }))).toEqual([
      'cities (COLLECTION): a single-field index on population ASCENDING (a field override)',
    ]);
  });

  it('asks for the composite index a query needs, and finds it when it is there', () => {
    expect(missingFor(file({}), recentSessions)).toEqual([
      'sessions (COLLECTION_GROUP): a composite index on userId ASCENDING, start ASCENDING',
    ]);
    expect(missingFor(file({ indexes: [recentSessionsIndex] }), recentSessions)).toEqual([]);
  });

  it('refuses a composite index of the other scope, direction or order of fields', () => {
    const otherScope = { ...recentSessionsIndex, queryScope: 'COLLECTION' as const };
    const otherDirection = {
      ...recentSessionsIndex,
      fields: [
        { fieldPath: 'userId', order: 'ASCENDING' as const },
        { fieldPath: 'start', order: 'DESCENDING' as const },
      ],
    };
    const otherOrder = {
      ...recentSessionsIndex,
      fields: [...recentSessionsIndex.fields].reverse(),
    };
    for (const index of [otherScope, otherDirection, otherOrder]) {
      expect(missingFor(file({ indexes: [index] }), recentSessions)).toHaveLength(1);
    }
  });

  it('accepts a composite index ending with the document id in its last direction', () => {
    const withId = {
      collectionGroup: 'sharedGoals',
      queryScope: 'COLLECTION' as const,
      fields: [
        { fieldPath: 'ownerId', order: 'ASCENDING' as const },
        { fieldPath: 'expiresAt', order: 'DESCENDING' as const },
        { fieldPath: DOCUMENT_ID, order: 'DESCENDING' as const },
      ],
    };
    expect(missingFor(file({ indexes: [withId] }), liveShares)).toEqual([]);
  });

  it('merges composite indexes that share the orderings, one for each equality', () => {
    const twoEqualities = shape({
      filters: [
        { field: 'state', op: '==' },
        { field: 'country', op: '==' },
      ],
      orderBy: [{ field: 'population', direction: 'asc' }],
    });
    const indexOn = (equality: string) => ({
      collectionGroup: 'cities',
      queryScope: 'COLLECTION' as const,
      fields: [
        { fieldPath: equality, order: 'ASCENDING' as const },
        { fieldPath: 'population', order: 'ASCENDING' as const },
      ],
    });
    expect(missingFor(file({ indexes: [indexOn('state')] }), twoEqualities)).toHaveLength(1);
    expect(
      missingFor(file({ indexes: [indexOn('state'), indexOn('country')] }), twoEqualities),
    ).toEqual([]);
  });
});

describe('unusedIn', () => {
  it('lists the indexes and overrides no query reads, and keeps a TTL policy', () => {
    const stale = {
      collectionGroup: 'goals',
      queryScope: 'COLLECTION' as const,
      fields: [
        { fieldPath: 'userId', order: 'ASCENDING' as const },
        { fieldPath: 'updatedAt', order: 'DESCENDING' as const },
      ],
    };
    const ttl = { collectionGroup: 'sharedGoals', fieldPath: 'expiresAt', ttl: true, indexes: [] };
    const indexes = file({
      indexes: [recentSessionsIndex, stale],
      fieldOverrides: [sessionsUserOverride, ttl],
    });
    expect(unusedIn(indexes, [sessionsByUser, recentSessions])).toEqual([
      'index goals (COLLECTION): userId ASCENDING, updatedAt DESCENDING',
    ]);
    expect(unusedIn(indexes, [])).toEqual([
      'index sessions (COLLECTION_GROUP): userId ASCENDING, start ASCENDING',
      'index goals (COLLECTION): userId ASCENDING, updatedAt DESCENDING',
      'fieldOverride sessions.userId',
    ]);
  });
});
