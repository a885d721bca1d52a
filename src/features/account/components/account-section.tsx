import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** One card of the account page, named by its heading. */
export function AccountSection({
  title,
  description,
  danger = false,
  children,
}: {
  title: string;
  description?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6',
        danger ? 'ring-red-200' : 'ring-slate-200',
      )}
    >
      <h2
        id={headingId}
        className={cn('text-lg font-semibold', danger ? 'text-red-700' : 'text-slate-900')}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
