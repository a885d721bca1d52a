import { useId } from 'react';
import { NEXT_TIME_MAX } from '@/domain/journal';
import { t } from '@/i18n/t';
import { cn } from './ui/cn';

interface NextTimeFieldProps {
  value: string;
  onValue(nextTime: string): void;
}

/** A session's "Next time" line (shown at the next start of its part), with characters left. */
export function NextTimeField({ value, onValue }: NextTimeFieldProps) {
  const id = useId();
  const left = NEXT_TIME_MAX - value.trim().length;
  return (
    <div>
      <label htmlFor={`${id}-next`} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('journal.nextTime.label')}
      </label>
      <input
        id={`${id}-next`}
        value={value}
        autoComplete="off"
        placeholder={t('journal.nextTime.placeholder')}
        aria-describedby={`${id}-next-left`}
        aria-invalid={left < 0 ? true : undefined}
        onChange={(e) => onValue(e.target.value)}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-800 shadow-xs',
          'placeholder:text-slate-400 focus:outline-none focus:ring-2',
          left < 0
            ? 'border-red-400 focus:ring-red-500/30'
            : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30',
        )}
      />
      <p
        id={`${id}-next-left`}
        className={cn('mt-1 text-xs', left < 0 ? 'font-medium text-red-700' : 'text-slate-600')}
      >
        {left < 0
          ? t('journal.nextTime.over', { over: -left, max: NEXT_TIME_MAX })
          : t('journal.nextTime.left', { left })}
      </p>
    </div>
  );
}
