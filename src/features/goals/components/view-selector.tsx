import { cn } from '@/components/ui/cn';
import type { GoalView } from '../hooks/use-goal-view';

const OPTIONS: { value: GoalView; label: string }[] = [
  { value: 'single', label: 'Views' },
  { value: 'double', label: 'Double View' },
  { value: 'three', label: 'Three View' },
];

export function ViewSelector({ view, onChange }: { view: GoalView; onChange(v: GoalView): void }) {
  return (
    <div role="radiogroup" aria-label="Layout" className="inline-flex rounded-lg bg-slate-100 p-1">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={view === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
            view === option.value
              ? 'bg-white text-slate-900 shadow-sm'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
