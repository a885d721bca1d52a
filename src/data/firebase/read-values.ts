/** Readers for stored values that older versions (or other clients) may have left malformed. */
export const finiteNumber = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;
