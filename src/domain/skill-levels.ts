export interface SkillLevel {
  name: string;
  months: string;
  hours: string;
  requiredHours: number;
}

export const SKILL_LEVELS: readonly SkillLevel[] = [
  { name: 'Beginner', months: '1-2', hours: '4-5', requiredHours: 4 },
  { name: 'Intermediate', months: '3-5', hours: '5-6', requiredHours: 20 },
  { name: 'Advanced', months: '6-8', hours: '6-7', requiredHours: 50 },
  { name: 'Master', months: '9-10', hours: '7-8', requiredHours: 100 },
  { name: 'Ninja', months: '11-12', hours: '8-10', requiredHours: 200 },
  { name: 'The One', months: '13-14', hours: '8-10', requiredHours: 350 },
  { name: 'God', months: '15-18', hours: '8-10', requiredHours: 500 },
];

export const MAX_LEVEL = SKILL_LEVELS.length;

/** Levels are 1-based: level 1 is Beginner. Out-of-range values clamp to the ends. */
export function skillLevel(level: number): SkillLevel {
  const index = Math.min(Math.max(Math.trunc(level), 1), MAX_LEVEL) - 1;
  return SKILL_LEVELS[index] as SkillLevel;
}

/** The first number of a level's hour range: '4-5' -> 4. */
export function firstHourOfRange(level: SkillLevel): number {
  return Number.parseInt(level.hours, 10);
}

/** New goals start with targetHours and weeklyGoal equal to the first level's lower bound. */
export const NEW_GOAL_WEEKLY_HOURS = firstHourOfRange(skillLevel(1));

/**
 * Raises the level while total hours reach the next level's requiredHours.
 * Never lowers a level: a goal keeps what it has earned.
 */
export function levelAfter(currentLevel: number, totalHours: number): number {
  let level = Math.min(Math.max(Math.trunc(currentLevel), 1), MAX_LEVEL);
  while (level < MAX_LEVEL && totalHours >= skillLevel(level + 1).requiredHours) level += 1;
  return level;
}
