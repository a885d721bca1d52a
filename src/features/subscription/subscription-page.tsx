import { BackToGoalsLink } from '@/components/ui/back-to-goals-link';
import { Button } from '@/components/ui/button';
import { appConfig } from '@/config';
import { isActiveGoal } from '@/domain/goal';
import { PLAN_KEYS, PLANS, activeGoalLimit, goalCapLabel, planLabel } from '@/domain/plans';
import { isAdministrator } from '@/domain/user';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { PlanOption } from './components/plan-option';
import { UsageMeter } from './components/usage-meter';

export default function SubscriptionPage() {
  const user = useSession((s) => s.user);
  // Only active (not completed) goals count against the cap (spec section 9).
  const activeGoals = useGoals((s) => s.goals.filter(isActiveGoal).length);
  if (!user) return null;
  const plan = user.subscriptionPlan;
  const admin = isAdministrator(user, appConfig.adminEmail);
  const { features } = PLANS[plan];
  const limit = activeGoalLimit(plan, admin);

  return (
    <section aria-labelledby="subscription-title" className="mx-auto max-w-4xl space-y-8">
      <BackToGoalsLink />
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm text-slate-600">Your current subscription</p>
            <h1 id="subscription-title" className="mt-1 text-3xl font-bold text-slate-900">
              {planLabel(plan)}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              {admin ? 'Unlimited goals as the administrator' : goalCapLabel(plan)}
            </p>
          </div>
          {admin ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-800">
              Administrator
            </span>
          ) : (
            plan !== 'enterprise' && <Button>Upgrade</Button>
          )}
        </div>
        <div className="mt-6">
          <UsageMeter used={activeGoals} limit={limit} />
        </div>
        <h2 className="mt-8 text-sm font-semibold uppercase tracking-wide text-slate-500">
          Features
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm text-slate-700">
              <span aria-hidden="true" className="text-emerald-600">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 id="available-plans-title" className="text-xl font-bold text-slate-900">
          Available Plans
        </h2>
        <ul aria-labelledby="available-plans-title" className="mt-4 grid gap-4 sm:grid-cols-3">
          {PLAN_KEYS.filter((key) => key !== plan).map((key) => (
            <PlanOption key={key} plan={key} canUpgrade={!admin} />
          ))}
        </ul>
      </div>
    </section>
  );
}
