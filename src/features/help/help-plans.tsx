import { PLAN_KEYS, PLANS, planLabel, planPriceLabel, type PlanKey } from '@/domain/plans';
import { HelpSection } from './help-section';

function goalLimit(key: PlanKey): string {
  const { maxGoals } = PLANS[key];
  return maxGoals < 0 ? 'Unlimited active goals' : `Up to ${maxGoals} active goals`;
}

/** What a plan adds on top of the plan before it. */
function addedFeatures(index: number): readonly string[] {
  const key = PLAN_KEYS[index] as PlanKey;
  const previous = index > 0 ? PLANS[PLAN_KEYS[index - 1] as PlanKey].features : [];
  return PLANS[key].features.filter((feature) => !previous.includes(feature));
}

export function PlansHelp() {
  return (
    <HelpSection id="help-plans" title="Subscription plans">
      <p>
        Your subscription plan sets how many active goals you can have at once. Completed goals do
        not count, so finishing a goal frees a place. Open <strong>Plan</strong> to see your usage.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PLAN_KEYS.map((key, index) => (
          <li key={key} className="rounded-xl p-4 ring-1 ring-slate-200">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold text-slate-900">{planLabel(key)}</h3>
              <span className="text-sm font-semibold text-brand-700">{planPriceLabel(key)}</span>
            </div>
            <p className="text-sm text-slate-600">{goalLimit(key)}</p>
            <p className="mt-2 text-sm text-slate-700">
              {index === 0
                ? 'Includes: '
                : `Everything in ${planLabel(PLAN_KEYS[index - 1] as PlanKey)}, plus: `}
              {addedFeatures(index).join(', ')}.
            </p>
          </li>
        ))}
      </ul>
    </HelpSection>
  );
}
