// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Change } from '@/domain/sync/timer-changes';
import { engineWith, NOW, rename } from './sync-engine-test-kit';

const note: Change = {
  label: 'Write a note',
  ops: [{ type: 'updateGoal', goalId: 'g1', fields: { note: 'Scales first' } }],
};

describe('the order of kept changes', () => {
  it('is the order they were made in, even when the clock moves back between them', () => {
    let now = NOW;
    const { engine, outbox } = engineWith({ now: () => now });
    engine.submit(rename('Cello'));
    now -= 60_000; // a correction learned from the server between a change and its Undo
    engine.submit(note, rename('Viola'));
    const kept = outbox.readAll('u1').map((e) => `${e.label} at +${e.at - NOW}`);
    expect(kept).toEqual(['Rename to Cello at +0', 'Write a note at +1', 'Rename to Viola at +2']);
  });

  it('follows the clock when it moves on', () => {
    let now = NOW;
    const { engine, outbox } = engineWith({ now: () => now });
    engine.submit(rename('Cello'));
    now += 5_000;
    engine.submit(note);
    expect(outbox.readAll('u1').map((e) => e.at - NOW)).toEqual([0, 5_000]);
  });
});
