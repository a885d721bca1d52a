import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** What the campaigns and ways tabs ask about: creating the sample data, or deleting a row. */
export type AdminConfirmRequest = { kind: 'delete'; id: string } | { kind: 'sample' } | null;

/** Edit and Delete for one row of an advertising table. */
export function RowActions({ onEdit, onDelete }: { onEdit(): void; onDelete(): void }) {
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="secondary" onClick={onEdit}>
        Edit
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete}>
        Delete
      </Button>
    </div>
  );
}

interface AdminConfirmProps {
  request: AdminConfirmRequest;
  deleteTitle: string;
  deleteMessage: string;
  sampleMessage: string;
  onDelete(id: string): void;
  onCreateSamples(): void;
  onClose(): void;
}

/** The sample-data and delete confirmations, with the spec's texts passed in. */
export function AdminConfirm({
  request,
  deleteTitle,
  deleteMessage,
  sampleMessage,
  onDelete,
  onCreateSamples,
  onClose,
}: AdminConfirmProps) {
  const sample = request?.kind === 'sample';
  return (
    <ConfirmDialog
      open={request !== null}
      title={sample ? 'Initialize Sample Data' : deleteTitle}
      message={sample ? sampleMessage : deleteMessage}
      confirmLabel={sample ? 'Continue' : 'Delete'}
      danger={request?.kind === 'delete'}
      onCancel={onClose}
      onConfirm={() => {
        if (request?.kind === 'delete') onDelete(request.id);
        if (request?.kind === 'sample') onCreateSamples();
        onClose();
      }}
    />
  );
}
