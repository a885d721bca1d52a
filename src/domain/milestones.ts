import type { Goal } from './goal';
import { formatHours } from './goal-progress';
import { weeklyHoursGoal } from './goal-settings';
import { isMedalId, medalName } from './medals';
import { skillLevel } from './skill-levels';

export interface Milestone {
  kind: 'weekly-goal' | 'trophy' | 'level' | 'medal';
  title: string;
  body: string;
}

type MilestoneGoal = Pick<
  Goal,
  'name' | 'weeklyTimeSpent' | 'weeklyGoal' | 'trophies' | 'currentLevel' | 'medals' | 'settings'
>;

/**
 * What a change of one goal achieved, from its figures before and after: the weekly goal
 * reached, a new trophy, a new level, new medals. Nothing for a change that took time away.
 */
export function milestonesBetween(before: MilestoneGoal, after: MilestoneGoal): Milestone[] {
  const found: Milestone[] = [];
  const name = after.name;
  const weeklyGoal = weeklyHoursGoal(after);
  if (
    weeklyGoal !== null &&
    weeklyGoal > 0 &&
    before.weeklyTimeSpent < weeklyGoal &&
    after.weeklyTimeSpent >= weeklyGoal
  ) {
    found.push({
      kind: 'weekly-goal',
      title: 'Weekly goal reached',
      body: `${formatHours(after.weeklyTimeSpent)} h of ${name} this week.`,
    });
  }
  if (after.trophies > before.trophies) {
    found.push({
      kind: 'trophy',
      title: 'New trophy',
      body: `${name} now has ${after.trophies} ${after.trophies === 1 ? 'trophy' : 'trophies'}.`,
    });
  }
  if (after.currentLevel > before.currentLevel) {
    const level = skillLevel(after.currentLevel);
    found.push({
      kind: 'level',
      title: `New level: ${level.name}`,
      body: `${name} reached level ${after.currentLevel}.`,
    });
  }
  const had = new Set(before.medals);
  for (const id of after.medals) {
    if (!had.has(id) && isMedalId(id)) {
      found.push({ kind: 'medal', title: `New medal: ${medalName(id)}`, body: name });
    }
  }
  return found;
}
