/** Where an import file comes from: this app's export or another app's. */
export type ImportSource = 'masterly' | 'loop' | 'toggl' | 'clockify';

export const SOURCE_NAMES: Readonly<Record<ImportSource, string>> = {
  masterly: 'Masterly export',
  loop: 'Loop Habit Tracker',
  toggl: 'Toggl Track',
  clockify: 'Clockify',
};
