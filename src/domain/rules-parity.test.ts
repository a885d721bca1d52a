// The security rules copy the domain's enum lists and limits (rules cannot import); this test
// holds every copy to its source. A copy the table below does not name is no copy: an enum list
// in the rules that it does not claim fails the test, so a new one must be added here.
import { describe, expect, it } from 'vitest';
import rules from '../../firestore.rules?raw';
import {
  AD_FREQUENCIES,
  AD_LIMITS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  DISPLAY_METHODS,
} from './advertising';
import { MAX_DISPLAY_NAME_LENGTH } from './account';
import { FREQUENCIES, TARGET_TYPES } from './goal';
import { PARTS_MAX, PART_ID_MAX, PART_NAME_MAX } from './goal-parts';
import { EARLIEST_SESSION_START } from './goal-record';
import {
  GOAL_NAME_MAX_LENGTH,
  MAX_RESOURCES,
  NOTE_MAX_LENGTH,
  TARGET_VALUE_MAX,
  TARGET_VALUE_MIN,
} from './goal-validation';
import { MAX_HOURS, MAX_IMPORT_ACTIVE, MAX_IMPORT_GOALS } from './import/limits';
import { STORED_DAYS_MAX_CHARS, STORED_WEEKS_MAX_CHARS } from './imported-baseline-codec';
import {
  JOURNAL_NOTE_MAX,
  NEXT_TIME_MAX,
  JOURNAL_VALUE_LIMIT,
  MEASURE_NAME_MAX,
  MEASURE_UNIT_MAX,
} from './journal';
import { MEDAL_IDS } from './medals';
import { PART_ORDER_MAX } from './part-edits';
import { MAX_GOALS_PER_ACCOUNT, MAX_SESSIONS_PER_ACCOUNT, PLAN_KEYS, PLANS } from './plans';
import { MAX_SESSION_MS, SESSION_SOURCES } from './practice-sessions';
import { PLAN_PATTERN } from './practice-plan';
import { GOAL_VIEWS } from './preferences';
import {
  RESOURCE_SEPARATOR,
  STORED_RESOURCES_MAX_CHARS,
  STORED_RESOURCE_PATTERN,
} from './resource-codec';
import { MAX_REST_RANGES } from './rest-ranges';
import { REVIEW_SHARE_MAX_CHARS } from './review/review-share';
import { SHARE_LIFE_MS, SHARE_LINK_LIMIT } from './sharing';
import { SHARED_GOAL_LIMIT } from './sharing-snapshot';
import { SKILL_LEVELS } from './skill-levels';
import { FIRST_TALLY_YEAR } from './tally';
import {
  MAX_DIGEST_LENGTH,
  MAX_PART_DIGEST_LENGTH,
  TALLY_DAYS_MAX,
  TALLY_PARTS_MAX,
} from './tally-digest';
import { BLOCKS_MAX, BLOCK_MINUTES_MAX, ROUTINES_MAX, ROUTINE_NAME_MAX } from './routines/routine';
import { ROLES } from './user';
import { WEEKLY_GOAL_HISTORY_MAX } from './weekly-goal-history';
import { MAX_SUMMARY_LENGTH } from './year-summary';

/** The rules without their comment lines: a number in a comment is no copy. */
const code = rules
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('//'))
  .join('\n');

/**
 * Where a rules text holds numbers: `snippet` as written in the rules, any white space standing
 * for any white space (a line break too), each '#' for one integer.
 */
function numbersAt(snippet: string): string[][] {
  const source = snippet
    .split('#')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
    .join('(-?\\d+)');
  return [...code.matchAll(new RegExp(source, 'g'))].map((match) => match.slice(1));
}

/** A limit the rules copy: the rules text around it, the domain's values, and how often. */
interface Limit {
  snippet: string;
  values: readonly number[];
  copies: number;
}

const limit = (snippet: string, values: number | readonly number[], copies = 1): Limit => ({
  snippet,
  values: typeof values === 'number' ? [values] : values,
  copies,
});

const LIMITS: Record<string, Limit[]> = {
  'plans and accounts': [
    ...PLAN_KEYS.filter((key) => PLANS[key].maxGoals >= 0).map((key) =>
      limit(`plan == '${key}' && active <= #`, PLANS[key].maxGoals),
    ),
    limit('function maxGoalsPerAccount() { return #; }', MAX_GOALS_PER_ACCOUNT),
    limit('function maxSessionsPerAccount() { return #; }', MAX_SESSIONS_PER_ACCOUNT),
    limit(
      'function isDisplayName(value) { return value == null || (value is string && value.size() <= #);',
      MAX_DISPLAY_NAME_LENGTH,
    ),
  ],
  'goal fields': [
    limit(
      'function validName(value) { return value is string && value.size() >= # && value.size() <= #;',
      [1, GOAL_NAME_MAX_LENGTH],
    ),
    limit(
      'function validNote(value) { return value is string && value.size() <= #;',
      NOTE_MAX_LENGTH,
    ),
    limit('function validStartLevel(value) { return value is int && value >= # && value <= #;', [
      1,
      SKILL_LEVELS.length,
    ]),
    limit('function isHours(value) { return value is number && value >= # && value <= #;', [
      0,
      MAX_HOURS,
    ]),
    // Checked in a goal's settings and in the default settings for new goals.
    limit('target.value >= #', TARGET_VALUE_MIN, 2),
    limit('target.value <= #', TARGET_VALUE_MAX, 2),
    limit('m.name is string && m.name.size() >= # && m.name.size() <= #', [1, MEASURE_NAME_MAX]),
    limit('m.unit is string && m.unit.size() <= #', MEASURE_UNIT_MAX),
    limit('return m is list && m.size() <= #', MEDAL_IDS.length),
    limit('r is list && r.size() <= #', MAX_RESOURCES),
    limit("r.join('\\u0001').size() <= #", STORED_RESOURCES_MAX_CHARS),
    limit('validRestDays(days) { return days is list && days.size() <= #', MAX_REST_RANGES),
    limit('h is map && h.size() <= #', WEEKLY_GOAL_HISTORY_MAX),
    limit('imported.weeks.size() <= #', STORED_WEEKS_MAX_CHARS),
    limit('imported.practiceDays.size() <= #', STORED_DAYS_MAX_CHARS),
  ],
  'goal parts': [
    limit('return p is list && p.size() <= #', PARTS_MAX),
    limit('return m is map && m.size() <= #', PARTS_MAX),
    limit('[^\\\\p{Cc}]{1,#}', PART_NAME_MAX, 2),
    limit("value.matches('[A-Za-z0-9_-]{1,#}')", PART_ID_MAX),
    limit("function partShape() { return '[A-Za-z0-9_-]{1,#}", PART_ID_MAX),
    limit("m.keys().join(',').matches('[A-Za-z0-9_-]{1,#}(,[A-Za-z0-9_-]{1,#})*')", [
      PART_ID_MAX,
      PART_ID_MAX,
    ]),
    // The order as at most that many digits: PART_ORDER_MAX is the largest of them.
    limit("function partEntryShape() { return '[0-9]{1,#}", Math.log10(PART_ORDER_MAX + 1)),
  ],
  routines: [
    limit('return rs is list && rs.size() <= #', ROUTINES_MAX),
    limit('return runs is map && runs.size() <= #', ROUTINES_MAX),
    limit("'(,' + block + '){#,#}", [0, BLOCKS_MAX - 1]),
    limit('2[0-3][0-9]|#)', BLOCK_MINUTES_MAX),
    limit('\\\\P{Cc}{1,#}', ROUTINE_NAME_MAX),
    limit('mark.block >= # && mark.block <= #', [0, BLOCKS_MAX - 1]),
    limit('mark.doneMs <= #', (BLOCKS_MAX - 1) * BLOCK_MINUTES_MAX * 60_000),
  ],
  sessions: [
    limit('function earliestMs() { return #; }', EARLIEST_SESSION_START),
    limit('data.end - data.start <= #', MAX_SESSION_MS),
    limit('data.note is string && data.note.size() <= #', JOURNAL_NOTE_MAX),
    limit('data.nextTime is string && data.nextTime.size() <= #', NEXT_TIME_MAX),
    limit('data.value >= #', -JOURNAL_VALUE_LIMIT),
    limit('data.value <= #', JOURNAL_VALUE_LIMIT),
  ],
  tallies: [
    limit('function isDigest(text) { return text is string && text.size() <= #', MAX_DIGEST_LENGTH),
    limit(
      'function isPartDigest(text) { return text is string && text.size() <= #',
      MAX_PART_DIGEST_LENGTH,
    ),
    limit("'([A-Za-z0-9_-]{1,#}:", PART_ID_MAX),
    limit('(,[A-Za-z0-9_-]{1,#}:', PART_ID_MAX),
    limit('data.summary is string && data.summary.size() <= #', MAX_SUMMARY_LENGTH),
    limit('data.days is map && data.days.size() <= #', TALLY_DAYS_MAX),
    limit('data.parts is map && data.parts.size() <= #', TALLY_PARTS_MAX),
    limit('data.year >= #', FIRST_TALLY_YEAR),
  ],
  imports: [
    limit('data.importIds.size() >= 1 && data.importIds.size() <= #', MAX_IMPORT_GOALS),
    limit('data.importActiveIds.size() <= #', MAX_IMPORT_ACTIVE),
  ],
  sharing: [
    limit('function shareLinkLimit() { return #; }', SHARE_LINK_LIMIT),
    limit('function sharedGoalLimit() { return #; }', SHARED_GOAL_LIMIT),
    limit('data.review is string && data.review.size() <= #', REVIEW_SHARE_MAX_CHARS),
    limit("data.expiresAt <= request.time + duration.value(#, 'h')", SHARE_LIFE_MS / 3_600_000),
  ],
  advertising: [
    limit('isBoundedString(data.name, #)', AD_LIMITS.name, 2),
    limit('isBoundedString(data.description, #)', AD_LIMITS.description, 2),
    limit('isBoundedString(data.url, #)', AD_LIMITS.url),
    limit('isBoundedString(data.targetLocation, #)', AD_LIMITS.targetLocation),
  ],
};

/** Rules cannot loop: a list of n is checked by n terms, one per entry. */
const UNROLLED: [string, RegExp, number][] = [
  ['medals', /isMedalId\(m\[\d+\]\)/g, MEDAL_IDS.length],
  ['weekly goal changes', /isHours\(h\.values\(\)\[\d+\]\)/g, WEEKLY_GOAL_HISTORY_MAX],
  ['share links of an index', /shares\[\d+\]\.expiresAt <= request\.time/g, SHARE_LINK_LIMIT],
];

/** Every `x in [...]` list of texts in the rules, by what it checks (x). */
const ENUMS: Record<string, readonly string[]> = {
  value: PLAN_KEYS,
  'data.role': ROLES,
  'data.goalView': GOAL_VIEWS,
  's.frequency': FREQUENCIES,
  'settings.frequency': FREQUENCIES,
  's.target.type': TARGET_TYPES,
  'settings.target.type': TARGET_TYPES,
  'data.source': SESSION_SOURCES,
  'data.type': CAMPAIGN_TYPES,
  'data.status': CAMPAIGN_STATUSES,
  'data.displayMethod': DISPLAY_METHODS,
  'data.frequency': AD_FREQUENCIES,
};

function enumListsOfRules(): [string, string[]][] {
  return [...code.matchAll(/([\w.]+) in \[((?:\s*'[^']*',?)+)\s*\]/g)].map(([, subject, list]) => [
    subject!,
    [...list!.matchAll(/'([^']*)'/g)].map((item) => item[1]!),
  ]);
}

describe('limits in firestore.rules', () => {
  describe.each(Object.entries(LIMITS))('%s', (_, limits) => {
    it.each(limits)('$snippet', ({ snippet, values, copies }) => {
      const found = numbersAt(snippet);
      expect(found, 'copies in the rules').toHaveLength(copies);
      for (const numbers of found) expect(numbers.map(Number)).toEqual(values);
    });
  });

  it.each(UNROLLED)('checks each of the %s, one term an entry', (_, term, entries) => {
    expect(code.match(term)).toHaveLength(entries);
  });

  it('leaves unlimited plans uncapped', () => {
    for (const key of PLAN_KEYS.filter((k) => PLANS[k].maxGoals < 0)) {
      expect(code).toMatch(new RegExp(`plan == '${key}'\\s*\\n?\\s*\\|\\|`));
    }
    for (const key of PLAN_KEYS) expect(PLANS[key].maxTotalGoals).toBe(MAX_GOALS_PER_ACCOUNT);
  });
});

describe('enum lists in firestore.rules', () => {
  it('claims every list of texts the rules check a value against', () => {
    const subjects = new Set(enumListsOfRules().map(([subject]) => subject));
    expect([...subjects].sort()).toEqual(Object.keys(ENUMS).sort());
  });

  it.each(Object.entries(ENUMS))('checks %s against the domain list', (subject, domain) => {
    const lists = enumListsOfRules().filter(([s]) => s === subject);
    expect(lists.length).toBeGreaterThan(0);
    for (const [, list] of lists) expect(list).toEqual([...domain]);
  });

  it('allows exactly the medals the app awards', () => {
    const pattern = code.match(/function isMedalId\(value\) \{[^}]*?matches\(\s*'([^']+)'\)/)?.[1];
    expect(pattern).toBe(MEDAL_IDS.join('|'));
  });
});

describe('stored shapes in firestore.rules', () => {
  it('checks plans as the app stores them', () => {
    const plan = code.match(/value\.matches\('(every-day[^']+)'\)/)?.[1];
    expect(`^(${plan})$`).toBe(PLAN_PATTERN.source);
  });

  it('checks each resource as the app writes it', () => {
    const shape = code.match(/function resourceShape\(\) \{\s*return '([^']+)';/)?.[1];
    const rulesPattern = shape?.replaceAll('\\\\', '\\').replaceAll('\\u0001', RESOURCE_SEPARATOR);
    expect(rulesPattern).toBe(STORED_RESOURCE_PATTERN);
  });
});
