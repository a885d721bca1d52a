import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { NoticeBox } from '@/components/ui/notice-box';
import { PasswordField } from '@/components/ui/text-field';
import { PASSWORD_CHANGED, validateNewPassword } from '@/domain/account';
import { accountFailure, changePassword } from '../account-actions';
import { AccountSection } from './account-section';

const EMPTY = { current: '', password: '', confirmation: '' };

/** The current password first (the auth service wants a recent sign-in), then the new one twice. */
export function PasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [key]: e.target.value }));
      setDone(false);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const invalid = form.current
      ? validateNewPassword(form.password, form.confirmation)
      : 'Please enter your current password.';
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await changePassword(form.current, form.password);
      setForm(EMPTY);
      setDone(true);
    } catch (failure) {
      setError(accountFailure(failure, 'Could not change your password'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection title="Password">
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <ErrorBox message={error} />
        <NoticeBox message={done ? PASSWORD_CHANGED : null} />
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          {...field('current')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="New Password"
            name="newPassword"
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordField
            label="Confirm New Password"
            name="confirmNewPassword"
            autoComplete="new-password"
            {...field('confirmation')}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Changing password...' : 'Change password'}
        </Button>
      </form>
    </AccountSection>
  );
}
