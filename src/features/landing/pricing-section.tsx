import { PLAN_KEYS, PLANS } from '@/domain/plans';
import { cn } from '@/components/ui/cn';
import { belowTheFold, container } from './landing-styles';
import { PricingCard } from './pricing-card';

const FEATURED_PLAN = 'pro';

export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className={cn(
        belowTheFold,
        '[contain-intrinsic-size:auto_2980px] md:[contain-intrinsic-size:auto_1720px] lg:[contain-intrinsic-size:auto_1110px]',
        'scroll-mt-16 border-t border-slate-200/70 bg-slate-50 py-20 sm:py-28',
      )}
    >
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Pricing</p>
          <h2
            id="pricing-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Simple plans that grow with your practice
          </h2>
          <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
            Start free and upgrade when you are ready for more goals. Every plan includes the timer,
            calendar, trophies and levels.
          </p>
        </div>
        <ul className="mt-16 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
          {PLAN_KEYS.map((key) => (
            <li key={key}>
              <PricingCard plan={PLANS[key]} featured={key === FEATURED_PLAN} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
