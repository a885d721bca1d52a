/** User Timing marks for the benchmarks: when each part of /goals first arrived. */
export function markOnce(name: string): void {
  if (typeof performance !== 'undefined' && performance.getEntriesByName(name).length === 0) {
    performance.mark(name);
  }
}
