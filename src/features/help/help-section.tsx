import type { ReactNode } from 'react';

interface HelpSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled block of the help page; `id` is the in-page anchor. */
export function HelpSection({ id, title, children }: HelpSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-slate-700">{children}</div>
    </section>
  );
}

interface TermListProps {
  items: ReadonlyArray<{ term: string; description: ReactNode }>;
}

/** A definition list of names (buttons, views) and what they do. */
export function TermList({ items }: TermListProps) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
      {items.map(({ term, description }) => (
        <div key={term} className="gap-4 px-4 py-3 sm:grid sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="mt-1 text-slate-700 sm:mt-0">{description}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">{children}</ul>;
}
