import { shortDate } from '@/domain/display-dates';
import { planLabel } from '@/domain/plans';
import type { SessionUser } from '@/domain/user';
import { AccountSection } from './account-section';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-slate-500 sm:w-36 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Who the account is: name, e-mail, plan and since when. */
export function AccountSummary({
  user,
  createdAt,
  emailVerified,
}: {
  user: SessionUser;
  createdAt: string | null;
  emailVerified: boolean | null;
}) {
  const since =
    createdAt && !Number.isNaN(Date.parse(createdAt)) ? shortDate(new Date(createdAt)) : null;
  return (
    <AccountSection title="Your details">
      <dl className="divide-y divide-slate-100">
        <Row term="Display name">{user.displayName?.trim() || 'Not set'}</Row>
        <Row term="E-mail">
          {user.email}
          {emailVerified === false && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              Not verified
            </span>
          )}
        </Row>
        <Row term="Subscription plan">{planLabel(user.subscriptionPlan)}</Row>
        <Row term="Member since">{since ?? '…'}</Row>
      </dl>
    </AccountSection>
  );
}
