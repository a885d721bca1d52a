import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { useAdmin } from '@/stores/admin/admin.store';

interface AdminFormDialogProps {
  open: boolean;
  title: string;
  /** Whether an existing item is edited (Update) or a new one made (Create). */
  editing: boolean;
  busy: boolean;
  onSubmit(event: FormEvent): Promise<void>;
  onClose(): void;
  children: ReactNode;
}

/** An advertising form in a dialog: the admin store's error above the fields, Cancel and save. */
export function AdminFormDialog({
  open,
  title,
  editing,
  busy,
  onSubmit,
  onClose,
  children,
}: AdminFormDialogProps) {
  const error = useAdmin((s) => s.error);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title}>
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
        <ErrorBox message={error} />
        {children}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {editing ? 'Update' : 'Create'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
