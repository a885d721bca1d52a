import { cn } from '@/components/ui/cn';
import type { Goal } from '@/domain/goal';
import { CHECKBOX, CompletedRow } from './completed-row';

interface CompletedTableProps {
  goals: Goal[];
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onToggleAll(): void;
  onRestore(goal: Goal): void;
  onDelete(goal: Goal): void;
}

/** Column headers; on a phone only select-all shows (rows label their own figures). */
const HEAD =
  'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 max-sm:sr-only';

export function CompletedTable({
  goals,
  selected,
  onToggle,
  onToggleAll,
  onRestore,
  onDelete,
}: CompletedTableProps) {
  const selectedCount = goals.filter((goal) => selected.has(goal.id)).length;
  const all = selectedCount > 0 && selectedCount === goals.length;
  const some = selectedCount > 0 && !all;

  return (
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr className="flex items-center px-4 py-2.5 sm:table-row sm:p-0">
            <th scope="col" className="text-left sm:w-12 sm:py-3 sm:pl-4">
              <label className="flex cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  aria-label="Select all"
                  className={CHECKBOX}
                  checked={all}
                  ref={(input) => {
                    if (input) input.indeterminate = some;
                  }}
                  onChange={onToggleAll}
                />
                <span className="text-sm font-medium text-slate-700 sm:sr-only">Select all</span>
              </label>
            </th>
            <th scope="col" className={HEAD}>
              Goal Name
            </th>
            <th scope="col" className={cn(HEAD, 'whitespace-nowrap')}>
              Start Date
            </th>
            <th scope="col" className={cn(HEAD, 'whitespace-nowrap')}>
              Completion Date
            </th>
            <th scope="col" className={cn(HEAD, 'sm:text-right')}>
              Total Time Spent (hours)
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {goals.map((goal) => (
            <CompletedRow
              key={goal.id}
              goal={goal}
              checked={selected.has(goal.id)}
              onToggle={() => onToggle(goal.id)}
              onRestore={() => onRestore(goal)}
              onDelete={() => onDelete(goal)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
