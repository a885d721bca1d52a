import { describe, expect, it } from 'vitest';
import {
  PARTS_MAX,
  PART_NAME_EMPTY,
  PART_NAME_TOO_LONG,
  TOO_MANY_PARTS,
  addPart,
  choosableParts,
  decodeParts,
  encodeParts,
  isPartId,
  movePart,
  newPartId,
  partNameTaken,
  partOf,
  readPartObjects,
  removePart,
  renamePart,
  setPartArchived,
  type GoalPart,
} from './goal-parts';

const THREE: GoalPart[] = [
  { id: 'a', name: 'Scales' },
  { id: 'b', name: 'Études' },
  { id: 'c', name: 'Repertoire' },
];

describe('parts of a goal', () => {
  it('adds a part with a trimmed name, at most 12', () => {
    const added = addPart(THREE, '  Sight-reading ', 'd');
    expect(added).toEqual({ ok: true, parts: [...THREE, { id: 'd', name: 'Sight-reading' }] });
    const full = Array.from({ length: PARTS_MAX }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
    expect(addPart(full, 'One more', 'x')).toEqual({ ok: false, error: TOO_MANY_PARTS });
  });

  it('refuses an empty, too long or taken name (case-insensitive)', () => {
    expect(addPart(THREE, '   ', 'd')).toEqual({ ok: false, error: PART_NAME_EMPTY });
    expect(addPart(THREE, 'x'.repeat(41), 'd')).toEqual({ ok: false, error: PART_NAME_TOO_LONG });
    expect(addPart(THREE, 'scales', 'd')).toEqual({ ok: false, error: partNameTaken('scales') });
    expect(addPart(THREE, 'x'.repeat(40), 'd').ok).toBe(true);
  });

  it('renames a part, its own name allowed again', () => {
    expect(renamePart(THREE, 'a', 'SCALES')).toEqual({
      ok: true,
      parts: [{ id: 'a', name: 'SCALES' }, THREE[1], THREE[2]],
    });
    expect(renamePart(THREE, 'a', 'Études').ok).toBe(false);
  });

  it('moves a part up and down, and not past either end', () => {
    expect(movePart(THREE, 'c', -1).map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(movePart(THREE, 'a', 1).map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(movePart(THREE, 'a', -1)).toEqual(THREE);
    expect(movePart(THREE, 'c', 1)).toEqual(THREE);
  });

  it('archives and restores a part, which is then not offered; deletes a part', () => {
    const archived = setPartArchived(THREE, 'b', true);
    expect(archived[1]).toEqual({ id: 'b', name: 'Études', archived: true });
    expect(choosableParts(archived).map((p) => p.id)).toEqual(['a', 'c']);
    expect(setPartArchived(archived, 'b', false)).toEqual(THREE);
    expect(removePart(THREE, 'b').map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('reads a part id the goal no longer has as no part', () => {
    expect(partOf(THREE, 'b')).toEqual(THREE[1]);
    expect(partOf(THREE, 'gone')).toBeNull();
    expect(partOf(undefined, 'a')).toBeNull();
    expect(partOf(THREE, 42)).toBeNull();
  });

  it('stores parts as id|archived|name and reads them back', () => {
    const parts = setPartArchived(THREE, 'c', true);
    const stored = encodeParts(parts);
    expect(stored).toEqual(['a|0|Scales', 'b|0|Études', 'c|1|Repertoire']);
    expect(decodeParts(stored)).toEqual(parts);
    expect(decodeParts(['a|0|With | bar'])).toEqual([{ id: 'a', name: 'With | bar' }]);
  });

  it('reads malformed stored parts defensively', () => {
    expect(decodeParts('a|0|Scales')).toEqual([]);
    expect(decodeParts(null)).toEqual([]);
    expect(
      decodeParts([
        'a|0|Scales',
        'a|0|Again',
        42,
        'bad id|0|X',
        'b|0|',
        'c|0|Two\nlines',
        'd|1|Ok',
      ]),
    ).toEqual([
      { id: 'a', name: 'Scales' },
      { id: 'd', name: 'Ok', archived: true },
    ]);
    const many = Array.from({ length: 20 }, (_, i) => `p${i}|0|P${i}`);
    expect(decodeParts(many)).toHaveLength(PARTS_MAX);
  });

  it('reads parts of an import file, skipping malformed ones', () => {
    expect(
      readPartObjects([
        { id: 'a', name: ' Scales ', archived: true },
        { id: 'b' },
        { id: 'bad id', name: 'X' },
        'c',
      ]),
    ).toEqual([{ id: 'a', name: 'Scales', archived: true }]);
    expect(readPartObjects(undefined)).toEqual([]);
  });

  it('makes ids the rules accept', () => {
    const id = newPartId();
    expect(isPartId(id)).toBe(true);
    expect(isPartId('x'.repeat(21))).toBe(false);
  });
});
