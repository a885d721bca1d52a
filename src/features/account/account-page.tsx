import { BackToGoalsLink } from '@/components/ui/back-to-goals-link';
import { useEffect, useState } from 'react';
import { appConfig } from '@/config';
import { ADMIN_EMAIL_FIXED } from '@/domain/account';
import { isAdministrator } from '@/domain/user';
import { useSession } from '@/stores/session/session.store';
import { isEmailVerified, loadProfile } from '@/actions/account';
import { AccountSection } from './components/account-section';
import { AccountSummary } from './components/account-summary';
import { DeleteAccountSection } from './components/delete-account-section';
import { DisplayNameForm } from './components/display-name-form';
import { EmailForm } from './components/email-form';
import { PasswordForm } from './components/password-form';

/** /account: who the person is, their name, password and e-mail, and leaving for good. */
export default function AccountPage() {
  const user = useSession((s) => s.user);
  const uid = user?.uid;
  const [createdAt, setCreatedAt] = useState<string | null>(null);
  const [verified, setVerified] = useState<boolean | null>(null);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    void loadProfile(uid).then((profile) => live && setCreatedAt(profile?.createdAt ?? null));
    void isEmailVerified().then((value) => live && setVerified(value));
    return () => {
      live = false;
    };
  }, [uid]);

  if (!user) return null;
  const admin = isAdministrator(user, appConfig.adminEmail);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <BackToGoalsLink />
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">Your account</h1>
      </div>
      <AccountSummary user={user} createdAt={createdAt} emailVerified={verified} />
      <DisplayNameForm uid={user.uid} current={user.displayName} />
      <PasswordForm />
      {admin ? (
        <AccountSection title="E-mail address">
          <p className="text-sm text-slate-700">{ADMIN_EMAIL_FIXED}</p>
        </AccountSection>
      ) : (
        <EmailForm current={user.email} />
      )}
      <DeleteAccountSection uid={user.uid} isAdministrator={admin} />
    </div>
  );
}
