import { useId, type Ref } from 'react';

interface NoteSearchProps {
  query: string;
  onQuery(query: string): void;
  ref?: Ref<HTMLInputElement>;
}

/** Finds sessions by the words of their notes. */
export function NoteSearch({ query, onQuery, ref }: NoteSearchProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Search session notes
      </label>
      <input
        ref={ref}
        id={id}
        type="search"
        value={query}
        placeholder="Search notes…"
        autoComplete="off"
        onChange={(e) => onQuery(e.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
    </div>
  );
}
