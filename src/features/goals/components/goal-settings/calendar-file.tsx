import { downloadTextFile } from '@/components/download-file';
import { Button } from '@/components/ui/button';
import { appConfig } from '@/config';
import { practiceCalendar } from '@/domain/practice-calendar';
import type { PracticePlan } from '@/domain/practice-plan';
import { reminderTimeText } from '@/domain/reminders';
import type { RestRange } from '@/domain/rest-ranges';
import { nowDate } from '@/stores/clock';

interface CalendarFileProps {
  goalId: string;
  goalName: string;
  plan: PracticePlan;
  reminderTime: string;
  rest: readonly RestRange[];
}

function fileName(goalName: string): string {
  const slug = goalName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'goal'}-practice.ics`;
}

/** Downloads the plan as a calendar file, so the person's own calendar reminds them. */
export function CalendarFile({ goalId, goalName, plan, reminderTime, rest }: CalendarFileProps) {
  const save = () =>
    downloadTextFile(
      fileName(goalName),
      practiceCalendar({
        goalId,
        goalName,
        plan,
        reminderTime,
        rest,
        now: nowDate(),
        productName: appConfig.productName,
      }),
      'text/calendar',
    );
  const time = reminderTimeText(reminderTime);
  const event =
    plan.kind === 'per-week' && plan.count < 7
      ? `each Sunday at ${time}, a reminder of your ${plan.count} ${plan.count === 1 ? 'day' : 'days'} for the week`
      : `your practice days at ${time}`;
  return (
    <div className="space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-100">
      <p className="text-sm text-slate-700">
        Your phone’s or computer’s calendar can remind you even when {appConfig.productName} is
        closed. The file holds one repeating event: {event}, with an alert, leaving out your rest
        days. Open it to add it to your calendar. It does not change later: download it again after
        you change the plan or add rest days.
      </p>
      <Button type="button" size="sm" variant="secondary" onClick={save}>
        Add practice to my calendar
      </Button>
    </div>
  );
}
