import { cn } from '@/components/ui/cn';

/** A goal card's bar: green once the goal is reached, `color` before. */
export function ProgressBar({
  label,
  percent,
  valueText,
  color,
  className,
}: {
  label: string;
  /** 0 to 100. */
  percent: number;
  valueText: string;
  color: string;
  /** Height and track colour. */
  className: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      className={cn('overflow-hidden rounded-full', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width]',
          percent >= 100 ? 'bg-emerald-500' : color,
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
