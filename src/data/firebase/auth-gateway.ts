import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { BackendError, type AuthAccount, type AuthGateway } from '../ports';
import { authEmulatorPort, emulatorHost, firebaseApp, usesEmulators } from './firebase-app';
import { readServerTime } from './server-time';

export function toAccount(user: User): AuthAccount {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName,
    emailVerified: user.emailVerified,
  };
}

export function toBackendError(error: unknown): BackendError {
  const code = (error as { code?: string }).code ?? 'unknown';
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError(code, message);
}

export function createAuthGateway(): { gateway: AuthGateway; auth: Auth } {
  // initializeAuth with only local persistence skips the popup/redirect resolver code.
  const auth = initializeAuth(firebaseApp(), { persistence: browserLocalPersistence });
  if (usesEmulators) {
    connectAuthEmulator(auth, `http://${emulatorHost}:${authEmulatorPort}`, {
      disableWarnings: true,
    });
  }

  const gateway: AuthGateway = {
    onAuthChanged: (listener) =>
      onAuthStateChanged(auth, (user) => listener(user ? toAccount(user) : null)),
    async signIn(email, password) {
      try {
        return toAccount((await signInWithEmailAndPassword(auth, email, password)).user);
      } catch (error) {
        throw toBackendError(error);
      }
    },
    async signUp(email, password, displayName) {
      try {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        if (displayName) await updateProfile(user, { displayName });
        // Verifying the address is offered, not required: a failed send is only logged.
        await sendEmailVerification(user).catch((error) =>
          console.warn('Could not send the verification e-mail', error),
        );
        return toAccount(user);
      } catch (error) {
        throw toBackendError(error);
      }
    },
    signOut: () => signOut(auth),
    currentAccount: () => (auth.currentUser ? toAccount(auth.currentUser) : null),
    serverTime: () => readServerTime(auth),
  };
  return { gateway, auth };
}
