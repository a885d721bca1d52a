import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { GoalPart } from '@/domain/goal-parts';

interface StartTimerDialogProps {
  goalName: string;
  parts: readonly GoalPart[];
  onStart(partId?: string): void;
  onClose(): void;
}

/** Which part a run is for (or none): one press starts the timer. */
export function StartTimerDialog({ goalName, parts, onStart, onClose }: StartTimerDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Start the timer"
      description={`What are you practicing in “${goalName}”?`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <ul aria-label="Parts" className="grid gap-2 sm:grid-cols-2">
        {parts.map((part) => (
          <li key={part.id}>
            <Button variant="secondary" className="w-full" onClick={() => onStart(part.id)}>
              {part.name}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="ghost" className="w-full" onClick={() => onStart()}>
            No part
          </Button>
        </li>
      </ul>
    </Dialog>
  );
}
