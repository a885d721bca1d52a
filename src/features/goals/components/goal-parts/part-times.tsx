import type { Goal } from '@/domain/goal';
import { formatMsAsHours as hours } from '@/domain/goal-progress';
import { partLines } from '@/domain/part-figures';

/** The goal's time per part, this week and in all; nothing for a goal without parts. */
export function PartTimes({
  goal,
  now,
}: {
  goal: Pick<Goal, 'name' | 'parts' | 'partTotals' | 'sessions' | 'totalTimeSpent'>;
  now: Date;
}) {
  const lines = partLines(goal, now);
  if (lines.length === 0) return null;
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-100 @2xl:max-w-lg">
      <table className="w-full text-sm">
        <caption className="sr-only">Time per part of {goal.name}</caption>
        <thead>
          <tr className="text-left text-xs text-slate-500">
            <th scope="col" className="pb-1 font-medium">
              Part
            </th>
            <th scope="col" className="w-px pb-1 text-right font-medium whitespace-nowrap">
              This week
            </th>
            <th scope="col" className="w-px pb-1 pl-4 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id ?? ''} className="text-slate-700">
              <th
                scope="row"
                className={`py-0.5 pr-3 text-left font-normal break-words ${line.id === null ? 'text-slate-600 italic' : ''}`}
              >
                {line.name}
                {line.archived && <span className="ml-1.5 text-xs text-slate-500">(archived)</span>}
              </th>
              <td className="whitespace-nowrap py-0.5 text-right tabular-nums">
                {hours(line.weekMs)}
              </td>
              <td className="py-0.5 pl-4 text-right whitespace-nowrap tabular-nums">
                {hours(line.totalMs)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
