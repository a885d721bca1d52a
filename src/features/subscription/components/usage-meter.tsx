import { cn } from '@/components/ui/cn';

/** Goals used against the plan's cap; red once the cap is reached. */
export function UsageMeter({ used, limit }: { used: number; limit: number | null }) {
  const atLimit = limit !== null && used >= limit;
  const percent = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-700">Active goals</span>
        <span className={cn('font-semibold', atLimit ? 'text-red-600' : 'text-slate-900')}>
          {used} / {limit === null ? 'Unlimited' : limit}
        </span>
      </div>
      {limit !== null && (
        <div
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Goals used"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={used}
        >
          <div
            className={cn('h-full rounded-full', atLimit ? 'bg-red-500' : 'bg-brand-600')}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      {atLimit && (
        <p className="mt-3 text-sm font-medium text-red-600">
          You&apos;ve reached your goal limit. Upgrade to create more goals.
        </p>
      )}
    </div>
  );
}
