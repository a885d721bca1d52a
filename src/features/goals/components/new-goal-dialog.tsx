import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBox } from '@/components/ui/error-box';
import { TextField } from '@/components/ui/text-field';
import { GOAL_NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from '@/domain/goal-validation';
import { addGoal, type CreateGoalResult } from '@/stores/goals/goal-actions';

interface NewGoalDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called when the cap was reached meanwhile (e.g. another tab added a goal). */
  onLimit(limit: number): void;
  /** An advertising suggestion for free users, composed by the app. */
  suggestion?: ReactNode;
}

export function NewGoalDialog({ open, onOpenChange, onLimit, suggestion }: NewGoalDialogProps) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setName('');
    setNote('');
    setError(null);
    onOpenChange(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result: CreateGoalResult = addGoal({ name, note });
    if (result.ok) return close();
    if (result.reason === 'limit') {
      close();
      return onLimit(result.limit);
    }
    setError(result.message);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="New Goal"
      description="What skill do you want to master?"
      keepOnOutsideClick
    >
      <form id="new-goal-form" onSubmit={submit} className="space-y-4">
        <ErrorBox message={error} />
        <TextField
          label="Goal Name"
          name="name"
          required
          maxLength={GOAL_NAME_MAX_LENGTH}
          placeholder="e.g. Learn jazz piano"
          value={name}
          onValue={setName}
        />
        <div>
          <label
            htmlFor="new-goal-note"
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            Note
          </label>
          <textarea
            id="new-goal-note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        {suggestion}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Create Goal</Button>
        </div>
      </form>
    </Dialog>
  );
}
