import { useState, type FormEvent } from 'react';
import { useAction } from '@/components/use-action';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { NoticeBox } from '@/components/ui/notice-box';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { appConfig } from '@/config';
import { emailChangeSent, validateNewEmail } from '@/domain/account';
import { accountFailure, requestEmailChange } from '@/actions/account';
import { AccountSection } from './account-section';

const failedToSend = (failure: unknown) => accountFailure(failure, 'Could not send the link');

/** A link goes to the new address; the e-mail changes when it is opened there. */
export function EmailForm({ current }: { current: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, perform } = useAction(failedToSend);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const address = email.trim();
    const invalid =
      validateNewEmail(address, current, appConfig.adminEmail) ??
      (password ? null : 'Please enter your password.');
    if (await perform(() => requestEmailChange(password, address), { invalid })) {
      setSentTo(address);
      setEmail('');
      setPassword('');
    }
  }

  return (
    <AccountSection
      title="E-mail address"
      description="We send a link to the new address. Your e-mail changes when you open it, and you sign in again with the new one."
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <ErrorBox message={error} />
        <NoticeBox message={sentTo ? emailChangeSent(sentTo) : null} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New E-mail Address"
            type="email"
            name="newEmail"
            autoComplete="email"
            value={email}
            onValue={setEmail}
          />
          <PasswordField
            label="Your Password"
            name="emailCurrentPassword"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send verification link'}
        </Button>
      </form>
    </AccountSection>
  );
}
