import { appConfig } from '@/config';
import { cn } from '@/components/ui/cn';
import { SKILL_LEVELS } from '@/domain/skill-levels';
import { belowTheFold, container } from './landing-styles';
import { StudioLink } from './studio-link';

const MAX_HOURS = Math.max(...SKILL_LEVELS.map((level) => level.requiredHours));

export function AboutSection() {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className={cn(
        belowTheFold,
        '[contain-intrinsic-size:auto_920px] md:[contain-intrinsic-size:auto_720px] lg:[contain-intrinsic-size:auto_390px]',
        'scroll-mt-16 border-t border-slate-200/70 bg-white py-20 sm:py-28',
      )}
    >
      <div className={cn(container, 'grid items-center gap-14 lg:grid-cols-2 lg:gap-20')}>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">About</p>
          <h2
            id="about-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Built for people who keep showing up
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-pretty text-slate-600">
            <p>
              Mastery is not a single breakthrough. It is hundreds of focused sessions, most of them
              unremarkable, that add up to something extraordinary. {appConfig.productName} makes
              those sessions visible so that you keep going.
            </p>
            <p>
              {appConfig.productName} is designed and built by{' '}
              <StudioLink className="text-brand-700 underline decoration-brand-100 decoration-2 hover:decoration-brand-600" />
              , a small independent development studio that makes focused tools for learners.
            </p>
          </div>
        </div>
        <figure className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
          <figcaption className="text-sm font-semibold text-slate-900">
            The road to mastery
            <span className="mt-1 block font-normal text-slate-600">
              Total practice hours needed to reach each level
            </span>
          </figcaption>
          <ol className="mt-6 space-y-2.5">
            {SKILL_LEVELS.map((level, index) => (
              <li key={level.name} className="flex items-center gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                  {index + 1}
                </span>
                <span className="w-24 shrink-0 text-sm font-medium text-slate-800 sm:w-28">
                  {level.name}
                </span>
                <span className="h-2 flex-1 rounded-full bg-slate-200">
                  <span
                    className="block h-2 rounded-full bg-gradient-to-r from-brand-500 to-brand-700"
                    style={{ width: `${Math.max(4, (level.requiredHours / MAX_HOURS) * 100)}%` }}
                  />
                </span>
                <span className="w-12 shrink-0 text-right sm:w-14 text-sm text-slate-600 tabular-nums">
                  {level.requiredHours} h
                </span>
              </li>
            ))}
          </ol>
        </figure>
      </div>
    </section>
  );
}
