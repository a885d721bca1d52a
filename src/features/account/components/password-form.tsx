import { useState, type FormEvent } from 'react';
import { useAction } from '@/components/use-action';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { NoticeBox } from '@/components/ui/notice-box';
import { PasswordField } from '@/components/ui/text-field';
import { PASSWORD_CHANGED, validateNewPassword } from '@/domain/account';
import { accountFailure, changePassword } from '@/actions/account';
import { AccountSection } from './account-section';

const failedToChange = (failure: unknown) =>
  accountFailure(failure, 'Could not change your password');

const EMPTY = { current: '', password: '', confirmation: '' };

/** The current password first (the auth service wants a recent sign-in), then the new one twice. */
export function PasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [done, setDone] = useState(false);
  const { busy, error, perform } = useAction(failedToChange);

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
    if (await perform(() => changePassword(form.current, form.password), { invalid })) {
      setForm(EMPTY);
      setDone(true);
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
