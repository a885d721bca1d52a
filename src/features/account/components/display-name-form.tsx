import { useState, type FormEvent } from 'react';
import { useAction } from '@/components/use-action';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { NoticeBox } from '@/components/ui/notice-box';
import { TextField } from '@/components/ui/text-field';
import { DISPLAY_NAME_SAVED, MAX_DISPLAY_NAME_LENGTH, validateDisplayName } from '@/domain/account';
import { accountFailure, saveDisplayName } from '@/actions/account';
import { AccountSection } from './account-section';

const failedToSave = (failure: unknown) => accountFailure(failure, 'Could not save your name');

export function DisplayNameForm({ uid, current }: { uid: string; current: string | null }) {
  const [name, setName] = useState(current ?? '');
  const [saved, setSaved] = useState(false);
  const { busy, error, perform } = useAction(failedToSave);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const done = await perform(() => saveDisplayName(uid, name.trim()), {
      invalid: validateDisplayName(name),
    });
    setSaved(done);
  }

  return (
    <AccountSection title="Your name" description="The name shown in the header.">
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <ErrorBox message={error} />
        <NoticeBox message={saved ? DISPLAY_NAME_SAVED : null} />
        <TextField
          label="Display name"
          name="displayName"
          autoComplete="name"
          maxLength={MAX_DISPLAY_NAME_LENGTH + 20}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setSaved(false);
          }}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save name'}
        </Button>
      </form>
    </AccountSection>
  );
}
