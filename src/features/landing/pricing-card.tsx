import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { planLabel, planPriceLabel, type PlanDefinition, type PlanKey } from '@/domain/plans';
import { CheckIcon } from './feature-icons';

const TAGLINES: Record<PlanKey, string> = {
  free: 'Everything you need to build the habit.',
  pro: 'For committed learners with several skills on the go.',
  platinum: 'For serious practitioners and small teams.',
  enterprise: 'For organisations that train people at scale.',
};

function goalCapLabel(maxGoals: number): string {
  return maxGoals < 0 ? 'Unlimited goals' : `${maxGoals} active goals`;
}

/** '$3.50/month' renders as a large '$3.50' and a small '/month'; the text stays intact. */
function PriceLabel({ label }: { label: string }) {
  const slash = label.indexOf('/');
  const amount = slash < 0 ? label : label.slice(0, slash);
  const period = slash < 0 ? '' : label.slice(slash);
  return (
    <p data-testid="plan-price" className="mt-5 flex items-baseline text-slate-900">
      <span className="text-[2rem] font-bold tracking-tight whitespace-nowrap">{amount}</span>
      {period && <span className="ml-0.5 text-base font-medium text-slate-600">{period}</span>}
    </p>
  );
}

interface PricingCardProps {
  plan: PlanDefinition;
  featured?: boolean;
}

export function PricingCard({ plan, featured = false }: PricingCardProps) {
  const titleId = `plan-${plan.key}-title`;
  const isEnterprise = plan.key === 'enterprise';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl bg-white p-6 sm:p-7',
        featured
          ? 'shadow-xl ring-2 shadow-brand-900/10 ring-brand-600'
          : 'shadow-sm ring-1 ring-slate-200',
      )}
    >
      {featured && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-white shadow-sm">
          Most Popular
        </p>
      )}
      <h3
        id={titleId}
        className={cn('text-lg font-semibold', featured ? 'text-brand-700' : 'text-slate-900')}
      >
        {planLabel(plan.key)}
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-600 lg:min-h-12">{TAGLINES[plan.key]}</p>
      <PriceLabel label={planPriceLabel(plan.key)} />
      <p className="mt-1 text-sm font-medium text-slate-600">{goalCapLabel(plan.maxGoals)}</p>
      <Button asChild variant={featured ? 'primary' : 'secondary'} className="mt-6 w-full">
        <Link to="/signup">{isEnterprise ? 'Contact Sales' : 'Get Started'}</Link>
      </Button>
      <ul className="mt-7 space-y-3 border-t border-slate-100 pt-6 text-sm leading-6 text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon className="mt-0.5 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
