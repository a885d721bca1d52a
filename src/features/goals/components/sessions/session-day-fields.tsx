import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';

interface SessionDayFieldsProps {
  day: string;
  start: string;
  /** Today's key, the latest day a session may be on. */
  maxDay: string;
  onDay(day: string): void;
  onStart(start: string): void;
  /** The field of the session's length (its duration or end time). */
  children: ReactNode;
}

/** A session's day and start time, then the field of its length, in one row on wide screens. */
export function SessionDayFields({
  day,
  start,
  maxDay,
  onDay,
  onStart,
  children,
}: SessionDayFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[25rem]:grid-cols-2 sm:grid-cols-3">
      <TextField
        className="min-[25rem]:col-span-2 sm:col-span-1"
        label="Date"
        type="date"
        required
        max={maxDay}
        value={day}
        onValue={onDay}
      />
      <TextField label="Start time" type="time" required value={start} onValue={onStart} />
      {children}
    </div>
  );
}
