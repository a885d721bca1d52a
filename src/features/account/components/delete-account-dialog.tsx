import { useState, type FormEvent } from 'react';
import { useAction } from '@/components/use-action';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { PasswordField } from '@/components/ui/text-field';
import { DELETE_FAILED } from '@/domain/account';
import { downloadExport } from '@/stores/goals/export-download';
import { accountFailure, deleteAccount } from '@/actions/account';

const failedToDelete = (failure: unknown) => accountFailure(failure, DELETE_FAILED);

const FORM_ID = 'delete-account-form';

/** The password again and a tick, with the export offered first; then everything goes. */
export function DeleteAccountDialog({
  uid,
  open,
  onOpenChange,
}: {
  uid: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const { busy, error, perform } = useAction(failedToDelete);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !understood) return;
    // Signed out once the account is gone: the dialog goes with the page.
    await perform(() => deleteAccount(uid, password), { staysBusy: true });
  }

  const close = (next: boolean) => !busy && onOpenChange(next);
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      role="alertdialog"
      title="Delete your account?"
      description="This deletes your goals, practice sessions, share links and profile for good, then your sign-in. It cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="danger"
            disabled={busy || !password || !understood}
          >
            {busy ? 'Deleting your account...' : 'Delete my account'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">Want a copy of your goals to keep?</p>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            onClick={() => void downloadExport()}
            disabled={busy}
          >
            Export my data first
          </Button>
        </div>
        <ErrorBox message={error} />
        <PasswordField
          label="Your Password"
          name="deletePassword"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          disabled={busy}
        />
        <CheckboxField
          label="I understand that my account and all of its data will be deleted."
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
          disabled={busy}
        />
      </form>
    </Dialog>
  );
}
