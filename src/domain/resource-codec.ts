import { RESOURCE_TYPES, type GoalResource, type ResourceType } from './goal';
import { MAX_RESOURCES, RESOURCE_NAME_MAX_LENGTH } from './goal-validation';

/**
 * How a goal document stores a resource: one string 'type|0|name' (1 when completed). The
 * security rules check the whole list with one regular expression over the texts joined by
 * RESOURCE_SEPARATOR, which keeps a goal's write within the rules' evaluation budget (a map
 * per resource costs several checks each).
 */
export type StoredResource = string;

export const RESOURCE_SEPARATOR = '\u0001';

/** The pattern firestore.rules apply to every stored resource (rules-parity.test.ts checks). */
export const STORED_RESOURCE_PATTERN = `(${RESOURCE_TYPES.join('|')})\\|[01]\\|[^${RESOURCE_SEPARATOR}]{0,${RESOURCE_NAME_MAX_LENGTH}}`;

/** The joined list's longest length: the longest entry ('tutorial|0|' + name) and separators. */
export const STORED_RESOURCES_MAX_CHARS =
  MAX_RESOURCES * ('tutorial|0|'.length + RESOURCE_NAME_MAX_LENGTH + 1);

export function encodeResource(resource: GoalResource): StoredResource {
  const name = resource.name.replaceAll(RESOURCE_SEPARATOR, '').slice(0, RESOURCE_NAME_MAX_LENGTH);
  return `${resource.type}|${resource.completed ? 1 : 0}|${name}`;
}

const isResourceType = (value: unknown): value is ResourceType =>
  (RESOURCE_TYPES as readonly unknown[]).includes(value);

function decodeResource(raw: unknown): GoalResource | null {
  if (typeof raw === 'string') {
    const [type, completed, ...rest] = raw.split('|');
    const name = rest.join('|');
    if (!isResourceType(type) || (completed !== '0' && completed !== '1')) return null;
    return { type, completed: completed === '1', name: name.slice(0, RESOURCE_NAME_MAX_LENGTH) };
  }
  // Earlier versions stored {type, name, completed}.
  if (!raw || typeof raw !== 'object') return null;
  const { type, name, completed } = raw as Record<string, unknown>;
  if (!isResourceType(type) || typeof name !== 'string') return null;
  return { type, name: name.slice(0, RESOURCE_NAME_MAX_LENGTH), completed: completed === true };
}

/** Reads stored resources defensively (either form); malformed ones are dropped. */
export function decodeResources(raw: unknown): GoalResource[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => decodeResource(item) ?? []).slice(0, MAX_RESOURCES);
}
