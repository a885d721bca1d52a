import type { Auth } from 'firebase/auth';
import { BackendError } from '../ports';
import { callAuthService } from './auth-rest';

/** The second an ID token was issued at (its `iat`, seconds since 1970), in ms; NaN if none. */
export function issuedAtMs(idToken: unknown): number {
  if (typeof idToken !== 'string') return NaN;
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const iat = (json as { iat?: unknown } | null)?.iat;
    return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * The server's time to the second: the issue time of an ID token minted now. The token comes
 * from the token service directly rather than through `getIdTokenResult(true)`, so the SDK's own
 * token is left as it was (auth-rest.ts says why).
 */
export async function readServerTime(auth: Auth): Promise<number> {
  const user = auth.currentUser;
  if (!user) throw new BackendError('auth/no-current-user', 'Not signed in');
  const answer = await callAuthService(auth, 'securetoken.googleapis.com/v1/token', {
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refreshToken }),
    contentType: 'application/x-www-form-urlencoded',
  });
  const ms = issuedAtMs((answer as { id_token?: unknown } | null)?.id_token);
  if (Number.isNaN(ms)) throw new BackendError('auth/invalid-token', 'No issue time in the token');
  return ms;
}
