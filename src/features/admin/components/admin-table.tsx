import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { pillClasses, type PillTone } from './admin-format';

/** A scrollable table with column headers; rows are the children. */
export function AdminTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={`${label} table`}
      // A region that scrolls sideways must be reachable from the keyboard, also when no
      // button in it takes the focus (an empty list).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table aria-label={label} className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <td className={cn('whitespace-nowrap px-3 py-3 text-slate-700', className)}>{children}</td>
  );
}

export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <span className={pillClasses(tone)}>{children}</span>;
}

/** A table-wide message (loading or empty) spanning every column. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-8 text-center text-slate-500">
        {children}
      </td>
    </tr>
  );
}

export function TabHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{subtitle}</p>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}
