import { Button } from '@/components/ui/button';
import { PLANS, goalCapLabel, planLabel, planPriceLabel, type PlanKey } from '@/domain/plans';

/** One of the other plans: cap, price and the action that fits it (none for the administrator). */
export function PlanOption({ plan, canUpgrade }: { plan: PlanKey; canUpgrade: boolean }) {
  const { price } = PLANS[plan];
  return (
    <li className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold text-slate-900">{planLabel(plan)}</h3>
      <p className="mt-1 text-sm text-slate-600">{goalCapLabel(plan)}</p>
      <p className="mt-4 text-2xl font-bold text-slate-900">{planPriceLabel(plan)}</p>
      <div className="mt-4">
        {price < 0 && <Button variant="secondary">Contact</Button>}
        {price > 0 && canUpgrade && <Button>Upgrade</Button>}
      </div>
    </li>
  );
}
