import type { Auth } from 'firebase/auth';
import { BackendError } from '../ports';
import { authEmulatorPort, emulatorHost, usesEmulators } from './firebase-app';

/**
 * Calls one of the auth service's REST endpoints (`service` as 'host/v1/path') directly, for the
 * answers that must leave the SDK's signed-in user as it is: anything that renews or reloads it
 * is a new credential to Firestore, which then closes its streams, reopens them and asks for
 * every listened query again (about a second on each start, and the documents read twice).
 */
export async function callAuthService(
  auth: Auth,
  service: string,
  init: { body: URLSearchParams | string; contentType: string },
): Promise<unknown> {
  const base = usesEmulators
    ? `http://${emulatorHost}:${authEmulatorPort}/${service}`
    : `https://${service}`;
  const url = `${base}?key=${encodeURIComponent(auth.app.options.apiKey ?? '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': init.contentType },
      body: init.body,
    });
  } catch (error) {
    throw new BackendError('auth/network-request-failed', String(error));
  }
  if (!response.ok) {
    throw new BackendError('auth/service-failed', `${service}: ${response.status}`);
  }
  return response.json();
}

/** Whether the auth service holds the signed-in address as verified now. */
export async function lookUpEmailVerified(auth: Auth): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) throw new BackendError('auth/no-current-user', 'Not signed in');
  const idToken = await user.getIdToken();
  const answer = await callAuthService(auth, 'identitytoolkit.googleapis.com/v1/accounts:lookup', {
    body: JSON.stringify({ idToken }),
    contentType: 'application/json',
  });
  return emailVerifiedIn(answer);
}

/** The `emailVerified` of an accounts:lookup answer; false when it has none. */
export function emailVerifiedIn(answer: unknown): boolean {
  const users = (answer as { users?: unknown } | null)?.users;
  const first: unknown = Array.isArray(users) ? users[0] : undefined;
  return (first as { emailVerified?: unknown } | undefined)?.emailVerified === true;
}
