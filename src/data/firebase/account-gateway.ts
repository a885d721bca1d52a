import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  deleteUser,
  EmailAuthProvider,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';
import { BackendError, type AccountGateway } from '../ports';
import { toAccount, toBackendError } from './auth-gateway';
import { lookUpEmailVerified } from './auth-rest';

async function backendCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toBackendError(error);
  }
}

/** The person's own account on Firebase Auth; deleting their data uses the lite client. */
export function createAccountGateway(auth: Auth): AccountGateway {
  const signedInUser = (): User => {
    if (!auth.currentUser) throw new BackendError('unauthenticated', 'Not signed in');
    return auth.currentUser;
  };

  async function reauthenticate(currentPassword: string) {
    const user = signedInUser();
    const credential = EmailAuthProvider.credential(user.email ?? '', currentPassword);
    await reauthenticateWithCredential(user, credential);
  }

  return {
    sendPasswordReset: (email) =>
      backendCall(async () => {
        try {
          await sendPasswordResetEmail(auth, email);
        } catch (error) {
          // The same answer for an address without an account (projects with e-mail
          // enumeration protection never report it; the emulator does).
          if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
        }
      }),
    checkPasswordReset: (code) => backendCall(() => verifyPasswordResetCode(auth, code)),
    confirmPasswordReset: (code, newPassword) =>
      backendCall(() => confirmPasswordReset(auth, code, newPassword)),
    applyEmailCode: (code) =>
      backendCall(async () => {
        const info = await checkActionCode(auth, code);
        await applyActionCode(auth, code);
        return info.data.email ?? '';
      }),
    sendVerification: () => backendCall(() => sendEmailVerification(signedInUser())),
    refresh: () =>
      backendCall(async () => {
        const user = auth.currentUser;
        if (!user) return null;
        await user.reload();
        return toAccount(user);
      }),
    checkEmailVerified: () => backendCall(() => lookUpEmailVerified(auth)),
    reauthenticate: (currentPassword) => backendCall(() => reauthenticate(currentPassword)),
    changePassword: (currentPassword, newPassword) =>
      backendCall(async () => {
        await reauthenticate(currentPassword);
        await updatePassword(signedInUser(), newPassword);
      }),
    requestEmailChange: (currentPassword, newEmail) =>
      backendCall(async () => {
        await reauthenticate(currentPassword);
        await verifyBeforeUpdateEmail(signedInUser(), newEmail);
      }),
    setDisplayName: (displayName) =>
      backendCall(() => updateProfile(signedInUser(), { displayName })),
    deleteOwnData: (uid) =>
      backendCall(async () => {
        const [{ liteFirestore }, { deleteOwnAccountData }] = await Promise.all([
          import('./firestore-lite-db'),
          import('./own-data-deletion'),
        ]);
        await deleteOwnAccountData(liteFirestore(), uid);
      }),
    deleteSignIn: () => backendCall(() => deleteUser(signedInUser())),
  };
}
