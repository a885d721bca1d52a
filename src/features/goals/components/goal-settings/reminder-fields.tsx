import { TextField } from '@/components/ui/text-field';
import { toggleReminderDay } from '@/domain/reminders';
import { WEEKDAY_NAMES } from '@/domain/weeks';

const DAYS = WEEKDAY_NAMES.map((name) => name.slice(0, 3));

export const CLOSED_BROWSER_NOTE =
  'Reminders and notifications arrive while the app is open in a tab or installed. A closed ' +
  'browser cannot be woken without a push server, so nothing arrives while it is closed.';

interface ReminderFieldsProps {
  time: string;
  days: string;
  error: string | null;
  onTimeChange(time: string): void;
  onDaysChange(days: string): void;
}

/** Shown while 'Enable reminders' is ticked: the time of day and the weekdays. */
export function ReminderFields({
  time,
  days,
  error,
  onTimeChange,
  onDaysChange,
}: ReminderFieldsProps) {
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <TextField
        label="Reminder time"
        type="time"
        value={time}
        required
        className="max-w-40"
        onChange={(e) => onTimeChange(e.target.value)}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Reminder days</legend>
        <div className="flex flex-wrap gap-1.5">
          {DAYS.map((short, day) => (
            <label
              key={short}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg bg-white px-2 py-1.5 text-sm text-slate-700 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
            >
              <input
                type="checkbox"
                aria-label={WEEKDAY_NAMES[day]}
                className="size-4 accent-brand-600"
                checked={days.includes(String(day))}
                onChange={(e) => onDaysChange(toggleReminderDay(days, day, e.target.checked))}
              />
              <span aria-hidden="true">{short}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
