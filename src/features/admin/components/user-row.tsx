import { Button } from '@/components/ui/button';
import { goalsLabel, limitStatus } from '@/domain/admin-users';
import { isPlanKey, PLAN_KEYS, type PlanKey } from '@/domain/plans';
import type { UserProfile } from '@/domain/user';
import { shortDate } from './admin-format';
import { Cell, Pill } from './admin-table';

interface UserRowProps {
  user: UserProfile;
  /** The built-in administrator: plan, activation and deletion are locked. */
  isAdministrator: boolean;
  /** Active goals; 'loading' while read; undefined when the counts are unavailable. */
  goalCount: number | 'loading' | undefined;
  onPlan(plan: PlanKey): void;
  onToggleActive(): void;
  onDelete(): void;
}

function LimitCell({ status }: { status: ReturnType<typeof limitStatus> }) {
  switch (status.kind) {
    case 'unknown':
      return <span className="text-slate-500">N/A</span>;
    case 'atLimit':
      return <Pill tone="red">At Limit</Pill>;
    case 'unlimited':
      return (
        <span className="flex flex-col gap-0.5">
          <Pill tone="green">Available</Pill>
          <span className="text-xs text-slate-500">Unlimited</span>
        </span>
      );
    case 'available':
      return (
        <span className="flex flex-col gap-0.5">
          <Pill tone="green">Available</Pill>
          <span className="text-xs text-slate-500">{status.left} left</span>
        </span>
      );
  }
}

function Pending() {
  return (
    // relative: the sr-only text is placed inside the scrolling table, not past the page edge.
    <span className="relative text-slate-500">
      <span aria-hidden="true">…</span>
      <span className="sr-only">Loading</span>
    </span>
  );
}

export function UserRow({ user, isAdministrator, goalCount, ...actions }: UserRowProps) {
  const plan = user.subscriptionPlan;
  return (
    <tr>
      <Cell>
        <div className="font-medium text-slate-900">{user.displayName || 'No name'}</div>
        <div className="text-xs text-slate-500">{user.email}</div>
      </Cell>
      <Cell>
        <Pill tone={user.role === 'admin' ? 'blue' : 'slate'}>{user.role}</Pill>
      </Cell>
      <Cell>
        <select
          aria-label={`Subscription of ${user.email}`}
          value={plan}
          disabled={isAdministrator}
          onChange={(e) => isPlanKey(e.target.value) && actions.onPlan(e.target.value)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:bg-slate-100"
        >
          {PLAN_KEYS.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </Cell>
      <Cell>
        {goalCount === 'loading' ? <Pending /> : goalsLabel(goalCount, plan, isAdministrator)}
      </Cell>
      <Cell>
        {goalCount === 'loading' ? (
          <Pending />
        ) : (
          <LimitCell status={limitStatus(goalCount, plan, isAdministrator)} />
        )}
      </Cell>
      <Cell>
        <Pill tone={user.isActive ? 'green' : 'red'}>{user.isActive ? 'Active' : 'Inactive'}</Pill>
      </Cell>
      <Cell>{shortDate(user.createdAt)}</Cell>
      <Cell>{shortDate(user.lastLoginAt)}</Cell>
      <Cell>
        {!isAdministrator && (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={actions.onToggleActive}>
              {user.isActive ? 'Deactivate' : 'Activate'}
            </Button>
            <Button size="sm" variant="danger" onClick={actions.onDelete}>
              Delete
            </Button>
          </div>
        )}
      </Cell>
    </tr>
  );
}
