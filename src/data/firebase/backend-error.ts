import { BackendError } from '../ports';

/** Any failure of the SDK as a BackendError, keeping Firebase's code ('permission-denied', ...). */
export function asBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError(typeof code === 'string' ? code : 'unknown', message);
}

/** A guard that throws 'unauthenticated' while nobody is signed in (spec §8). */
export function signedInGuard(isSignedIn: () => boolean): () => void {
  return () => {
    if (!isSignedIn()) throw new BackendError('unauthenticated', 'Not signed in');
  };
}
