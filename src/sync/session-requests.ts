/** How long older sessions stay loaded after the last screen that needed them closed. */
export const KEEP_OLDER_SESSIONS_MS = 60_000;

export type SessionRequests = ReturnType<typeof createSessionRequests>;

/**
 * The starts screens need sessions from (null: every session), one per request. They outlive an
 * engine (a sign-out and in again), as the screens that asked stay open.
 */
export function createSessionRequests() {
  let starts: (number | null)[] = [];
  /** Re-decides which sessions the running engine follows. */
  let rescope: () => void = () => undefined;

  return {
    starts: (): readonly (number | null)[] => starts,

    /** The running engine's rescope, until the returned call. */
    follow(next: () => void): () => void {
      rescope = next;
      return () => {
        if (rescope === next) rescope = () => undefined;
      };
    },

    /** Loads the sessions from `since` on until the returned release is called. */
    request(since: number | null): () => void {
      starts = [...starts, since];
      rescope();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const at = starts.indexOf(since);
        starts = starts.filter((_, i) => i !== at);
        // Kept a while: a screen opened next (the log, then an export) does not load them twice.
        setTimeout(rescope, KEEP_OLDER_SESSIONS_MS);
      };
    },
  };
}
