import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { isReminderTime } from '@/domain/reminders';

interface ReminderTimeFieldProps {
  value: string;
  /** Called only with a valid 'HH:mm'; an emptied field stays local and shows its message. */
  onValidChange(value: string): void;
}

/** 'Default reminder time': the time of day new goals' reminders use. */
export function ReminderTimeField({ value, onValidChange }: ReminderTimeFieldProps) {
  const [draft, setDraft] = useState(value);
  const valid = isReminderTime(draft);

  function change(text: string) {
    setDraft(text);
    if (isReminderTime(text)) onValidChange(text);
  }

  return (
    <div>
      <TextField
        label="Default reminder time"
        type="time"
        value={draft}
        required
        aria-invalid={!valid}
        className="max-w-48"
        onChange={(event) => change(event.target.value)}
      />
      {!valid && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-600">
          Choose a reminder time.
        </p>
      )}
    </div>
  );
}
