export * from './limits';
export { parseImportFile, type ImportParseResult } from './parse-import-file';
export { applyImportChoices, type ImportChoices } from './apply-import-choices';
export { SOURCE_NAMES, type ImportSource } from './import-source';
export type { ImportedGoal } from './sanitize-goal';
