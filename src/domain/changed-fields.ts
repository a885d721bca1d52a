/**
 * The fields of `after` that differ from `before`: what an edit form should write, so a field
 * the person did not touch (a campaign's click count, counted by others while the form was
 * open) keeps the value the server holds.
 */
export function changedFields<T>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after as object) as (keyof T)[]) {
    if (!Object.is(before[key], after[key])) changed[key] = after[key];
  }
  return changed;
}
