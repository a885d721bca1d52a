import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ADMIN_CANNOT_DELETE } from '@/domain/account';
import { AccountSection } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DeleteAccountSection({
  uid,
  isAdministrator,
}: {
  uid: string;
  isAdministrator: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection
      title="Delete account"
      description="Delete your account and everything in it: goals, practice sessions, share links and your profile."
      danger
    >
      {isAdministrator ? (
        <p className="text-sm text-slate-700">{ADMIN_CANNOT_DELETE}</p>
      ) : (
        <>
          <Button variant="danger" onClick={() => setOpen(true)}>
            Delete my account...
          </Button>
          <DeleteAccountDialog uid={uid} open={open} onOpenChange={setOpen} />
        </>
      )}
    </AccountSection>
  );
}
