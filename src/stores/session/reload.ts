/** A full navigation: after sign-out every in-memory store starts clean. */
export function reloadTo(path: string): void {
  window.location.replace(path);
}
