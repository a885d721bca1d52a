import type { GoalResource, ResourceType } from './goal';

export const GOAL_NAME_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 5000;
export const TARGET_VALUE_MIN = 1;
export const TARGET_VALUE_MAX = 1_000_000;
/** Resources one goal lists, and the length of a resource's name (firestore.rules agree). */
export const MAX_RESOURCES = 20;
export const RESOURCE_NAME_MAX_LENGTH = 200;
export const RESOURCE_LIMIT_MESSAGE = `A goal can list up to ${MAX_RESOURCES} resources. Remove one to add another.`;

/**
 * New-goal form. Each validator returns the message to show, or null when the value is fine.
 * A name of only spaces counts as empty (the spec shows no trimming, but a blank name is useless
 * and the rename rule already trims).
 */
export function validateGoalName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Goal name is required.';
  if (trimmed.length > GOAL_NAME_MAX_LENGTH) {
    return `Goal name must be at most ${GOAL_NAME_MAX_LENGTH} characters.`;
  }
  return null;
}

/**
 * Inline rename: the trimmed name to save, or null to save nothing (empty after trimming).
 * Over-long input is cut to GOAL_NAME_MAX_LENGTH (the input also has that maxLength).
 */
export function normaliseRename(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0) return null;
  return trimmed.slice(0, GOAL_NAME_MAX_LENGTH).trimEnd();
}

/** A number typed into an input: a plain decimal such as '5', '2.5' or '.5'. */
export function parseDecimal(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Goal settings target value: a number (whole or decimal), at least 1. */
export function validateTargetValue(input: string | number): string | null {
  const value = parseDecimal(input);
  if (value === null) return 'Target value must be a number, such as 5 or 2.5.';
  if (value < TARGET_VALUE_MIN) return `Target value must be at least ${TARGET_VALUE_MIN}.`;
  return null;
}

export function validateNote(note: string): string | null {
  return note.length > NOTE_MAX_LENGTH
    ? `Note must be at most ${NOTE_MAX_LENGTH} characters (it has ${note.length}).`
    : null;
}

/** Import Time Settings: hours are a number, 0 or more. */
export function validateImportedHours(input: string | number): string | null {
  const value = parseDecimal(input);
  if (value === null) return 'Hours must be a number, such as 12.5.';
  if (value < 0) return 'Hours cannot be negative.';
  return null;
}

/** A resource is added only when its name is non-empty after trimming and the list has room. */
export function canAddResource(name: string, listed: number): boolean {
  return name.trim().length > 0 && listed < MAX_RESOURCES;
}

/** The resource being typed in the add row, not yet added to the list. */
export interface NewResource {
  type: ResourceType;
  name: string;
}

export const NO_NEW_RESOURCE: NewResource = { type: 'book', name: '' };

/**
 * The list with a removed resource back where it was (Undo); unchanged when the list is full.
 */
export function withResourceBack(
  resources: GoalResource[],
  resource: GoalResource,
  index: number,
): GoalResource[] {
  if (resources.length >= MAX_RESOURCES) return resources;
  const at = Math.min(Math.max(index, 0), resources.length);
  return [...resources.slice(0, at), resource, ...resources.slice(at)];
}

/** The list with the typed resource added, as Save Settings keeps it (Add need not be pressed). */
export function withNewResource(resources: GoalResource[], typed: NewResource): GoalResource[] {
  if (!canAddResource(typed.name, resources.length)) return resources;
  return [...resources, { type: typed.type, name: typed.name.trim(), completed: false }];
}
