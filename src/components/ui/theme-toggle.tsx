import { useHydrated } from '@/components/use-hydrated';
import { cn } from './cn';
import { lineIconProps } from './line-icon';

/**
 * The header's theme switch, pressed while the dark theme shows. The icon (the theme a press
 * switches to) follows the page's class, so a prerendered page shows the right one before
 * React runs; the pressed state waits for React, as the build cannot know the theme.
 */
export function ThemeToggle({ dark, onToggle }: { dark: boolean; onToggle: () => void }) {
  const pressed = useHydrated() && dark;
  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={pressed}
      title={pressed ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={onToggle}
      className={cn(
        'rounded-md p-1.5 text-slate-700 hover:bg-slate-100',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      )}
    >
      <svg {...lineIconProps} className="size-5 dark:hidden">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg {...lineIconProps} className="hidden size-5 dark:block">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </button>
  );
}
