export * from './limits';
export { parseImportFile, type ImportParseResult } from './parse-import-file';
export { parseLoopHabitsCsv, looksLikeLoopCsv } from './loop-habits-csv';
export { parseImportText, applyImportChoices, type ImportChoices } from './apply-import-choices';
export type { ImportedGoal } from './sanitize-goal';
