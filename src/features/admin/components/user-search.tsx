import { useEffect, useId, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/** 'Search by e-mail': searches a moment after typing stops, or at once on Enter. */
export function UserSearch({ onSearch }: { onSearch(text: string): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    return () => clearTimeout(timer.current);
  }, []);

  function change(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value), SEARCH_DELAY_MS);
  }

  return (
    <form
      role="search"
      className="max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        Search by e-mail
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => change(e.target.value)}
        placeholder="e.g. ada@"
        autoComplete="off"
        spellCheck={false}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
    </form>
  );
}
