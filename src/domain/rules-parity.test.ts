// The security rules enforce the domain's numbers; this keeps the two in step.
import { describe, expect, it } from 'vitest';
import { MAX_RESOURCES } from './goal-validation';
import { STORED_DAYS_MAX_CHARS, STORED_WEEKS_MAX_CHARS } from './imported-baseline-codec';
import { GOAL_VIEWS } from './preferences';
import { MAX_GOALS_PER_ACCOUNT, MAX_SESSIONS_PER_ACCOUNT, PLAN_KEYS, PLANS } from './plans';
import {
  RESOURCE_SEPARATOR,
  STORED_RESOURCES_MAX_CHARS,
  STORED_RESOURCE_PATTERN,
} from './resource-codec';
import { PLAN_PATTERN } from './practice-plan';
import { MAX_REST_RANGES } from './rest-ranges';
import { WEEKLY_GOAL_HISTORY_MAX } from './weekly-goal-history';
import rules from '../../firestore.rules?raw';

function ruleNumber(pattern: RegExp): number | null {
  const match = rules.match(pattern);
  return match ? Number(match[1]) : null;
}

describe('plan limits in firestore.rules', () => {
  it.each(PLAN_KEYS.filter((key) => PLANS[key].maxGoals >= 0))(
    'caps the active goals of %s as plans.ts does',
    (key) => {
      const cap = ruleNumber(new RegExp(`plan == '${key}' && active <= (\\d+)`));
      expect(cap).toBe(PLANS[key].maxGoals);
    },
  );

  it('leaves unlimited plans uncapped', () => {
    for (const key of PLAN_KEYS.filter((k) => PLANS[k].maxGoals < 0)) {
      expect(rules).toMatch(new RegExp(`plan == '${key}'\\s*\\n?\\s*\\|\\|`));
    }
  });

  it('bounds the goals of every account as plans.ts does', () => {
    const max = ruleNumber(/function maxGoalsPerAccount\(\) \{\s*return (\d+);/);
    expect(max).toBe(MAX_GOALS_PER_ACCOUNT);
    for (const key of PLAN_KEYS) expect(PLANS[key].maxTotalGoals).toBe(MAX_GOALS_PER_ACCOUNT);
  });

  it('bounds the sessions of every account as plans.ts does', () => {
    const max = ruleNumber(/function maxSessionsPerAccount\(\) \{\s*return (\d+);/);
    expect(max).toBe(MAX_SESSIONS_PER_ACCOUNT);
  });
});

describe('goal fields in firestore.rules', () => {
  it('checks as many rest ranges as a goal may hold, and plans as the app stores them', () => {
    expect(ruleNumber(/days is list && days\.size\(\) <= (\d+)/)).toBe(MAX_REST_RANGES);
    const plan = rules.match(/value\.matches\('(every-day[^']+)'\)/)?.[1];
    expect(`^(${plan})$`).toBe(PLAN_PATTERN.source);
  });

  it('checks as many resources as a goal may list, each as the app writes it', () => {
    expect(ruleNumber(/r is list && r\.size\(\) <= (\d+)/)).toBe(MAX_RESOURCES);
    expect(ruleNumber(/r\.join\('\\u0001'\)\.size\(\) <= (\d+)/)).toBe(STORED_RESOURCES_MAX_CHARS);
    const shape = rules.match(/function resourceShape\(\) \{\s*return '([^']+)';/)?.[1];
    const rulesPattern = shape?.replaceAll('\\\\', '\\').replaceAll('\\u0001', RESOURCE_SEPARATOR);
    expect(rulesPattern).toBe(STORED_RESOURCE_PATTERN);
  });

  it('checks as many weekly goal changes as a goal keeps, each one', () => {
    expect(ruleNumber(/h is map && h\.size\(\) <= (\d+)/)).toBe(WEEKLY_GOAL_HISTORY_MAX);
    const last = WEEKLY_GOAL_HISTORY_MAX - 1;
    expect(rules).toContain(`(h.size() < ${last + 1} || isHours(h.values()[${last}]))`);
  });

  it('bounds the stored import baseline as the codec does', () => {
    expect(ruleNumber(/imported\.weeks\.size\(\) <= (\d+)/)).toBe(STORED_WEEKS_MAX_CHARS);
    expect(ruleNumber(/imported\.practiceDays\.size\(\) <= (\d+)/)).toBe(STORED_DAYS_MAX_CHARS);
  });
});

describe('preferences in firestore.rules', () => {
  it('allows exactly the views of the goals page', () => {
    const list = GOAL_VIEWS.map((view) => `'${view}'`).join(', ');
    expect(rules).toContain(`data.goalView in [${list}]`);
  });
});
