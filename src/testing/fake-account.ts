import type { UserProfile } from '@/domain/user';
import { BackendError, type AccountGateway, type AuthAccount } from '@/data/ports';

interface FakeAccountContext {
  accounts: Map<string, { account: AuthAccount; password: string }>;
  profiles: Map<string, UserProfile>;
  current(): AuthAccount | null;
  setCurrent(account: AuthAccount | null): void;
}

const wrongPassword = () =>
  new BackendError('auth/wrong-password', 'Firebase: Error (auth/wrong-password).');
const spentCode = () =>
  new BackendError('auth/invalid-action-code', 'Firebase: Error (auth/invalid-action-code).');

/**
 * The fake backend's account self-service: reset codes are 'reset:<e-mail>', e-mail codes
 * 'verify:<uid>' and 'change:<uid>:<new e-mail>'; each works once. Every call is logged.
 */
export function createFakeAccount(context: FakeAccountContext) {
  const { accounts, profiles } = context;
  const calls: string[] = [];
  const usedCodes = new Set<string>();
  const entryOf = (uid: string) => accounts.get(uid);
  const signedIn = () => {
    const account = context.current();
    const entry = account && entryOf(account.uid);
    if (!entry) throw new BackendError('unauthenticated', 'Not signed in');
    return entry;
  };
  const checkPassword = (password: string) => {
    const entry = signedIn();
    if (entry.password !== password) throw wrongPassword();
    return entry;
  };
  const spend = (code: string) => {
    if (usedCodes.has(code)) throw spentCode();
    usedCodes.add(code);
  };

  const gateway: AccountGateway = {
    async sendPasswordReset(email) {
      calls.push(`reset ${email}`);
    },
    async checkPasswordReset(code) {
      if (!code.startsWith('reset:') || usedCodes.has(code)) throw spentCode();
      return code.slice('reset:'.length);
    },
    async confirmPasswordReset(code, newPassword) {
      const email = await gateway.checkPasswordReset(code);
      const entry = [...accounts.values()].find((a) => a.account.email === email);
      if (!entry) throw spentCode();
      spend(code);
      entry.password = newPassword;
    },
    async applyEmailCode(code) {
      const [kind, uid = '', newEmail] = code.split(':');
      const entry = entryOf(uid);
      if (!entry || (kind !== 'verify' && kind !== 'change')) throw spentCode();
      spend(code);
      if (kind === 'change' && newEmail) entry.account.email = newEmail;
      entry.account.emailVerified = true;
      return entry.account.email;
    },
    async sendVerification() {
      calls.push(`verify ${signedIn().account.email}`);
    },
    async refresh() {
      return context.current();
    },
    async checkEmailVerified() {
      return signedIn().account.emailVerified;
    },
    async reauthenticate(currentPassword) {
      checkPassword(currentPassword);
    },
    async changePassword(currentPassword, newPassword) {
      checkPassword(currentPassword).password = newPassword;
    },
    async requestEmailChange(currentPassword, newEmail) {
      checkPassword(currentPassword);
      calls.push(`change ${newEmail}`);
    },
    async setDisplayName(displayName) {
      signedIn().account.displayName = displayName;
    },
    async deleteOwnData(uid) {
      calls.push(`delete data ${uid}`);
      profiles.delete(uid);
    },
    async deleteSignIn() {
      const { account } = signedIn();
      accounts.delete(account.uid);
      calls.push(`delete sign-in ${account.uid}`);
      context.setCurrent(null);
    },
  };
  return { gateway, calls };
}
