import type { Auth } from 'firebase/auth';
import { BackendError } from '../ports';
import { authEmulatorPort, emulatorHost, usesEmulators } from './firebase-app';

const TOKEN_SERVICE = 'securetoken.googleapis.com/v1/token';

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
 * from the token service directly rather than through `getIdTokenResult(true)`: a new token in
 * the SDK is a new credential to Firestore, which then closes and reopens its streams (about
 * 1.5 s on every start). The SDK's own token is left as it was.
 */
export async function readServerTime(auth: Auth): Promise<number> {
  const user = auth.currentUser;
  if (!user) throw new BackendError('auth/no-current-user', 'Not signed in');
  const base = usesEmulators
    ? `http://${emulatorHost}:${authEmulatorPort}/${TOKEN_SERVICE}`
    : `https://${TOKEN_SERVICE}`;
  const url = `${base}?key=${encodeURIComponent(auth.app.options.apiKey ?? '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refreshToken }),
    });
  } catch (error) {
    throw new BackendError('auth/network-request-failed', String(error));
  }
  if (!response.ok) {
    throw new BackendError('auth/token-refresh-failed', `Token service: ${response.status}`);
  }
  const ms = issuedAtMs(((await response.json()) as { id_token?: unknown }).id_token);
  if (Number.isNaN(ms)) throw new BackendError('auth/invalid-token', 'No issue time in the token');
  return ms;
}
