import { cn } from '@/components/ui/cn';
import { TrophyIcon } from './feature-icons';

const WEEKDAYS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
const FIRST_WEEKDAY = 3;
const DAYS_IN_MONTH = 31;
const TODAY = 22;
const PRACTICED = new Set([1, 2, 3, 5, 6, 8, 9, 10, 11, 13, 14, 15, 16, 17, 19, 20, 21, 22]);

function dayClass(day: number): string {
  if (PRACTICED.has(day)) return 'bg-emerald-100 font-semibold text-emerald-800';
  if (day < TODAY) return 'bg-rose-100 text-rose-700';
  return 'text-slate-500';
}

/** A static, decorative picture of a goal card: it shows the product without loading it. */
export function HeroPreview() {
  const cells = [
    ...Array.from({ length: FIRST_WEEKDAY }, () => 0),
    ...Array.from({ length: DAYS_IN_MONTH }, (_, index) => index + 1),
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:mr-0">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-100 to-white opacity-80 blur-xl" />
      <div className="rounded-2xl bg-white p-5 shadow-2xl ring-1 shadow-brand-900/10 ring-slate-200 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-base font-semibold text-slate-900">Classical guitar</p>
            <p className="mt-0.5 text-sm text-slate-500">Level 3 · Advanced · 7 months</p>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-800 ring-1 ring-amber-200">
            <TrophyIcon className="size-4" />
            12
          </span>
        </div>

        <div className="mt-5 flex items-center justify-between rounded-xl bg-brand-900 px-4 py-3 text-white">
          <span className="flex items-center gap-2 text-sm font-medium">
            <span className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-emerald-400" />
            </span>
            Timer running
          </span>
          <span className="font-mono text-xl font-semibold tabular-nums">00:42:17</span>
        </div>

        <div className="mt-5">
          <div className="flex justify-between text-sm">
            <span className="font-medium text-slate-700">This week</span>
            <span className="text-slate-600 tabular-nums">6.5 / 8.0 h</span>
          </div>
          <div className="mt-2 h-2 rounded-full bg-slate-100">
            <div className="h-2 w-[81%] rounded-full bg-gradient-to-r from-brand-500 to-brand-600" />
          </div>
        </div>

        <div className="mt-5 rounded-xl ring-1 ring-slate-200">
          <div className="flex items-center justify-between px-4 pt-3 text-sm font-semibold text-slate-800">
            <span className="text-slate-500">‹</span>
            May
            <span className="text-slate-500">›</span>
          </div>
          <div className="grid grid-cols-7 gap-1 p-3 text-center text-xs">
            {WEEKDAYS.map((day, index) => (
              <span key={index} className="pb-1 font-semibold text-slate-500">
                {day}
              </span>
            ))}
            {cells.map((day, index) =>
              day === 0 ? (
                <span key={`blank-${index}`} />
              ) : (
                <span
                  key={day}
                  className={cn(
                    'flex h-8 items-center justify-center rounded-md tabular-nums sm:h-9',
                    dayClass(day),
                    day === TODAY && 'font-extrabold ring-2 ring-brand-600 ring-offset-1',
                  )}
                >
                  {day}
                </span>
              ),
            )}
          </div>
        </div>
        <p className="mt-4 text-right text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{PRACTICED.size}</span> practice days in
          May
        </p>
      </div>

      <div className="absolute -bottom-6 -left-3 hidden items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-xl ring-1 ring-slate-200 sm:flex lg:-left-8">
        <span className="flex size-9 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
          <TrophyIcon className="size-5" />
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-slate-900">Weekly goal met</span>
          <span className="text-slate-600">+1 trophy earned</span>
        </span>
      </div>
    </div>
  );
}
