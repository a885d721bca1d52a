/** The session store's failures carry the sentence to show; the fallback when one is empty. */
export const failureText =
  (fallback: string) =>
  (failure: unknown): string =>
    failure instanceof Error && failure.message ? failure.message : fallback;
