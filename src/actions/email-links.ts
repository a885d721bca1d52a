import { loadBackend } from '@/data/backend';

/** What the links the app e-mails do: each hands its code to the sign-in service. */

/** Applies a verify-email or change-email code; answers the address it applied to. */
export async function applyEmailCode(code: string): Promise<string> {
  return (await loadBackend()).account.applyEmailCode(code);
}

/** Whether someone is signed in on this device (as the sign-in service knows now). */
export async function hasSignedInAccount(): Promise<boolean> {
  return (await loadBackend()).auth.currentAccount() !== null;
}

/** The signed-in account's profile read again (its e-mail now verified). */
export async function refreshAccount(): Promise<void> {
  await (await loadBackend()).account.refresh();
}

/** The e-mail a password-reset code is for; fails when the link is spent or wrong. */
export async function checkPasswordReset(code: string): Promise<string> {
  return (await loadBackend()).account.checkPasswordReset(code);
}

export async function confirmPasswordReset(code: string, password: string): Promise<void> {
  await (await loadBackend()).account.confirmPasswordReset(code, password);
}

export async function sendPasswordReset(address: string): Promise<void> {
  await (await loadBackend()).account.sendPasswordReset(address);
}
