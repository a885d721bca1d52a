import type { Goal } from '@/domain/goal';
import { readMedals, sameMedals } from '@/domain/medals';
import { milestonesBetween, type Milestone } from '@/domain/milestones';
import type { OutboxEntry } from '@/domain/sync/outbox';
import { goalIdOf, type WriteOp } from '@/domain/sync/write-ops';
import { useFeedback } from '../feedback/feedback.store';
import { useGoals, type GoalsData } from '../goals/goals.store';
import { TAB_ID } from '../sync/tab-presence';
import { showSystemNotification } from './system-notification';

const PRACTICE_OPS: readonly WriteOp['type'][] = ['putSession', 'deleteSession', 'migrateSessions'];

/** Goals whose practice log this tab just changed (entries new since `previous`). */
function practicedHere(state: GoalsData, previous: GoalsData): Set<string> {
  const known = new Set(previous.outbox.map((e) => e.id));
  const ids = new Set<string>();
  const fresh = state.outbox.filter((e: OutboxEntry) => e.tab === TAB_ID && !known.has(e.id));
  for (const entry of fresh) {
    for (const op of entry.ops) {
      const id = goalIdOf(op);
      if (id && PRACTICE_OPS.includes(op.type)) ids.add(id);
    }
  }
  return ids;
}

function announce(goal: Goal, milestones: Milestone[]) {
  const [first, ...rest] = milestones;
  if (!first) return;
  const description = [first.body, ...rest.map((m) => m.title)].join(' · ');
  useFeedback.getState().showToast({ title: first.title, description, duration: 8000 });
  showSystemNotification(first.title, description, `milestone-${goal.id}`);
}

/**
 * The stored medals follow the log. Written only by the tab that changed the log (so two
 * tabs or devices never answer each other's writes), or once for a goal that has never had
 * them stored, from figures the server confirmed.
 */
function syncMedals(state: GoalsData, goalIds: Iterable<string>) {
  const records = useGoals.getState().view().records;
  const changes = [...goalIds].flatMap((id) => {
    const goal = state.goals.find((g) => g.id === id);
    const record = records.get(id);
    const medals = goal ? readMedals(goal.medals) : [];
    if (!goal || !record || sameMedals(record.medals ?? [], medals)) return [];
    return [
      {
        label: `Medals of “${goal.name}”`,
        ops: [{ type: 'updateGoal' as const, goalId: id, fields: { medals } }],
      },
    ];
  });
  if (changes.length > 0) useGoals.getState().submit(...changes);
}

const backfilled = new Set<string>();

function neverStored(state: GoalsData): string[] {
  if (state.status !== 'ready' || state.fromCache || state.hasPendingWrites) return [];
  if (state.outbox.length > 0) return [];
  const records = useGoals.getState().view().records;
  return state.goals
    .filter((g) => g.medals.length > 0 && records.get(g.id)?.medals === undefined)
    .filter((g) => !backfilled.has(g.id))
    .map((g) => {
      backfilled.add(g.id);
      return g.id;
    });
}

/**
 * Milestones of practice logged in THIS tab (not figures loaded or synced from elsewhere):
 * a toast, and a system notification when permitted, for goals with notifications on.
 */
export function startMilestones(): () => void {
  return useGoals.subscribe((state, previous) => {
    if (state.goals === previous.goals) return;
    const changed = practicedHere(state, previous);
    for (const id of changed) {
      const before = previous.goals.find((g) => g.id === id);
      const after = state.goals.find((g) => g.id === id);
      if (!before || !after || after.completed || !after.settings.notifications) continue;
      announce(after, milestonesBetween(before, after));
    }
    const medalGoals = [...changed, ...neverStored(state)];
    // After this notification round: a write from inside a listener would reach the other
    // listeners out of order.
    if (medalGoals.length > 0) queueMicrotask(() => syncMedals(useGoals.getState(), medalGoals));
  });
}
