import type { QueryShape } from './index-needs';

/** A query of the 'cities' collection with no filter or order, but for the parts given. */
export const shape = (parts: Partial<QueryShape>): QueryShape => ({
  collectionGroup: 'cities',
  scope: 'COLLECTION',
  filters: [],
  orderBy: [],
  ...parts,
});
