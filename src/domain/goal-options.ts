import { FREQUENCIES, RESOURCE_TYPES, TARGET_TYPES } from './goal';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: capitalise(value) }));

/** The choices of the goal settings dialog and of the defaults on /settings. */
export const FREQUENCY_OPTIONS = optionsOf(FREQUENCIES);
export const TARGET_TYPE_OPTIONS = optionsOf(TARGET_TYPES);
export const RESOURCE_TYPE_OPTIONS = optionsOf(RESOURCE_TYPES);
