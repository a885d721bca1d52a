import { useId } from 'react';
import { countClass, countedFieldClass } from '@/components/counted-field';
import { NEXT_TIME_MAX } from '@/domain/journal';
import { t } from '@/i18n/t';

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
        className={countedFieldClass(left < 0)}
      />
      <p id={`${id}-next-left`} className={countClass(left < 0)}>
        {left < 0
          ? t('journal.nextTime.over', { over: -left, max: NEXT_TIME_MAX })
          : t('journal.nextTime.left', { left })}
      </p>
    </div>
  );
}
