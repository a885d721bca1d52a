// The security rules check a share's texts with the snapshot's shapes; this keeps the two in step.
import rules from '../../firestore.rules?raw';
import { describe, expect, it } from 'vitest';
import { RECENT_DAYS_MAX, SHARE_SEPARATOR, SNAPSHOT_SHAPES } from './sharing-snapshot';

/** How a rules string literal writes a shape: the separator as its \u escape. */
const asRulesText = (shape: string) =>
  shape.replaceAll(
    SHARE_SEPARATOR,
    `\\u${SHARE_SEPARATOR.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

describe('sharing shapes in firestore.rules (their limits: rules-parity.test.ts)', () => {
  it('joins the texts of a list with the same separator', () => {
    expect(rules).toMatch(/function sep\(\) \{\s*return '(\\u[0-9a-f]{4})';/);
    expect(rules).toContain(`return '${asRulesText(SHARE_SEPARATOR)}';`);
  });

  it.each(['names', 'notes', 'figures'] as const)(
    'checks each text of %s with the same shape',
    (key) => {
      expect(rules).toContain(`column(goals.${key}, goals.names.size(),`);
      const call = rules.slice(rules.indexOf(`column(goals.${key}, goals.names.size(),`));
      const shape = call.match(/,\s*'([^']*)'\)/)?.[1];
      expect(shape).toBe(asRulesText(SNAPSHOT_SHAPES[key]));
    },
  );

  it('checks recent days with the same shape and bound', () => {
    const day = rules.match(/function day\(\) \{\s*return '([^']*)';/)?.[1];
    const call = rules.slice(rules.indexOf('column(goals.recentDays, goals.names.size(),'));
    const shape = call.match(/'\(' \+ day\(\) \+ '\(,' \+ day\(\) \+ '\)\{0,(\d+)\}\)\?'\)/);
    expect(`(${day}(,${day}){0,${shape?.[1]}})?`).toBe(SNAPSHOT_SHAPES.recentDays);
    expect(Number(shape?.[1])).toBe(RECENT_DAYS_MAX - 1);
  });

  it('checks the day marks, when a link has them, with the same shape', () => {
    const day = rules.match(/function day\(\) \{\s*return '([^']*)';/)?.[1];
    const call = rules.slice(rules.indexOf('column(goals.dayMarks, goals.names.size(),'));
    const shape = call.match(/'\(' \+ day\(\) \+ '([^']*)'\)/)?.[1];
    expect(`(${day}${shape}`).toBe(SNAPSHOT_SHAPES.dayMarks);
  });
});
