import { describe, expect, it } from 'vitest';
import type { GoalPart } from './goal-parts';
import {
  applyPartEdit,
  decodePartEntries,
  holdsPartEdit,
  partEdit,
  restoredPart,
} from './part-edits';

const A: GoalPart = { id: 'a', name: 'Scales', order: 0 };
const B: GoalPart = { id: 'b', name: 'Etudes', order: 1 };

describe('partEdit', () => {
  it('writes only a new part, after the others', () => {
    const edit = partEdit([A, B], [A, B, { id: 'c', name: 'Repertoire' }]);
    expect(edit).toEqual({ put: [{ id: 'c', name: 'Repertoire', order: 2 }], remove: [] });
  });

  it('writes a rename, an archive and a delete as the parts they touch', () => {
    expect(partEdit([A, B], [{ ...A, name: 'Scale' }, B])?.put).toEqual([{ ...A, name: 'Scale' }]);
    expect(partEdit([A, B], [A, { ...B, archived: true }])?.put).toEqual([
      { ...B, archived: true },
    ]);
    expect(partEdit([A, B], [B])).toEqual({ put: [], remove: ['a'] });
    expect(partEdit([A, B], [A, B])).toBeNull();
  });

  it('numbers the parts anew on a move, writing those whose order changed', () => {
    const tie = { ...B, order: 0 };
    expect(partEdit([A, tie], [tie, A])?.put).toEqual([{ ...A, order: 1 }]);
    expect(partEdit([A, B], [B, A])?.put).toEqual([
      { ...B, order: 0 },
      { ...A, order: 1 },
    ]);
  });

  it('moves a list of an earlier version to entries, all of them, on its first change', () => {
    const listed = [{ id: 'a', name: 'Scales' }];
    expect(partEdit(listed, [...listed, { id: 'c', name: 'Etudes' }])).toEqual({
      put: [A, { id: 'c', name: 'Etudes', order: 1 }],
      remove: [],
      dropList: true,
    });
  });
});

describe('applyPartEdit', () => {
  it('merges edits made on two devices from the same parts', () => {
    const phone = partEdit([A], [A, { id: 'p', name: 'Sight-reading' }])!;
    const laptop = partEdit([A], [{ id: 'l', name: 'Etudes' }])!;
    const merged = applyPartEdit(applyPartEdit([A], laptop), phone);
    expect(merged.map((p) => p.name)).toEqual(['Etudes', 'Sight-reading']);
    expect(holdsPartEdit(merged, phone)).toBe(true);
    expect(holdsPartEdit(merged, laptop)).toBe(true);
  });

  it('drops the parts of a list when its entries are written', () => {
    const listed = [{ id: 'x', name: 'Old' }];
    expect(applyPartEdit(listed, { put: [A], remove: [], dropList: true })).toEqual([A]);
  });
});

describe('decodePartEntries', () => {
  it('reads entries in order (ties by id) and leaves malformed ones out', () => {
    const parts = decodePartEntries({
      b: '1|1|Etudes',
      a: '1|0|Scales',
      c: '0|0|Repertoire',
      'bad id': '0|0|X',
      d: 'Scales',
      e: 7,
    });
    expect(parts).toEqual([
      { id: 'c', name: 'Repertoire', order: 0 },
      { id: 'a', name: 'Scales', order: 1 },
      { id: 'b', name: 'Etudes', order: 1, archived: true },
    ]);
    expect(decodePartEntries(['0|0|X'])).toEqual([]);
  });
});

describe('restoredPart', () => {
  const kept: GoalPart[] = [
    { id: 'a', name: 'Scales', order: 0 },
    { id: 'c', name: 'Pieces', order: 2 },
  ];
  it('writes a deleted part back in its place, with its name and archived mark', () => {
    const part: GoalPart = { id: 'b', name: 'Etudes', order: 1, archived: true };
    expect(restoredPart(kept, part)).toEqual(part);
    expect(applyPartEdit(kept, { put: [restoredPart(kept, part)], remove: [] })).toEqual([
      kept[0],
      part,
      kept[1],
    ]);
  });

  it('puts a part that had no place (an older list) after the others', () => {
    expect(restoredPart(kept, { id: 'b', name: 'Etudes' })).toEqual({
      id: 'b',
      name: 'Etudes',
      order: 3,
    });
  });
});
