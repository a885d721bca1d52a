import { cn } from '@/components/ui/cn';
import type { Goal } from '@/domain/goal';
import { formatHours } from '@/domain/goal-progress';
import { formatDay } from '../format-day';

export const CHECKBOX =
  'size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A row's Restore and Delete: the same small outlined button, each in its own colour. */
const ROW_ACTION =
  'inline-flex h-8 items-center rounded-lg bg-white px-3 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2';

/** Below `sm` each row is a small card: the name, the figures side by side, then the buttons. */
const CELL = 'sm:px-4 sm:py-3';

function MobileLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="block text-xs font-medium text-slate-500 sm:hidden">
      {children}
    </span>
  );
}

interface CompletedRowProps {
  goal: Goal;
  checked: boolean;
  onToggle(): void;
  onRestore(): void;
  onDelete(): void;
}

export function CompletedRow({ goal, checked, onToggle, onRestore, onDelete }: CompletedRowProps) {
  return (
    <tr
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-4 py-3 transition-colors',
        'sm:table-row sm:p-0',
        checked ? 'bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      <td className="col-start-1 row-start-1 flex pr-1 sm:table-cell sm:pr-0 sm:py-3 sm:pl-4 sm:align-middle">
        <input
          type="checkbox"
          aria-label={`Select ${goal.name}`}
          className={CHECKBOX}
          checked={checked}
          onChange={onToggle}
        />
      </td>
      <th
        scope="row"
        className={cn(
          CELL,
          'col-span-3 col-start-2 row-start-1 min-w-0 text-left font-medium text-slate-900 sm:max-w-xs',
        )}
      >
        <span className="block truncate" title={goal.name}>
          {goal.name}
        </span>
      </th>
      <td
        className={cn(
          CELL,
          'col-start-2 row-start-2 self-start text-[13px] whitespace-nowrap sm:text-sm text-slate-600',
        )}
      >
        <MobileLabel>Started</MobileLabel>
        <time dateTime={goal.startDate}>{formatDay(goal.startDate)}</time>
      </td>
      <td
        className={cn(
          CELL,
          'col-start-3 row-start-2 self-start text-[13px] whitespace-nowrap sm:text-sm text-slate-600',
        )}
      >
        <MobileLabel>Completed</MobileLabel>
        <time dateTime={goal.completedDate}>{formatDay(goal.completedDate)}</time>
      </td>
      <td
        className={cn(
          CELL,
          'col-start-4 row-start-2 self-start text-[13px] whitespace-nowrap sm:text-sm font-medium tabular-nums text-slate-900 sm:text-right',
        )}
      >
        <MobileLabel>Hours</MobileLabel>
        {formatHours(goal.totalTimeSpent)}
      </td>
      <td className={cn(CELL, 'col-span-3 col-start-2 row-start-3 sm:text-right')}>
        <div className="flex gap-1.5 sm:justify-end">
          <button
            type="button"
            onClick={onRestore}
            aria-label={`Restore ${goal.name}`}
            className={cn(
              ROW_ACTION,
              'text-brand-700 ring-brand-100 hover:bg-brand-50 focus-visible:outline-brand-600',
            )}
          >
            Restore
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${goal.name}`}
            className={cn(
              ROW_ACTION,
              'text-red-700 ring-red-100 hover:bg-red-50 focus-visible:outline-red-600',
            )}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
