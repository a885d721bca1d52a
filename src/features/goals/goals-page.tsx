import { Suspense, useState, type ReactNode } from 'react';
import { useShortcut } from '@/components/keyboard/shortcut-events';
import { lazyNamed } from '@/components/lazy-named';
import { useAction } from '@/components/use-action';
import { useNavigate } from 'react-router-dom';
import { FullScreenLoading } from '@/components/ui/spinner';
import { appConfig } from '@/config';
import { isActiveGoal } from '@/domain/goal';
import { isAdministrator } from '@/domain/user';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { goalCap } from '@/stores/goals/goal-actions';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { GoalCard } from './components/goal-card/goal-card';
import { GoalLimitBanner } from './components/goal-limit-banner';
import { ReviewReminder } from './components/review-reminder';
import { GoalsToolbar } from './components/goals-toolbar';
import { SyncStatus } from './components/sync-status';
import { ViewSelector } from './components/view-selector';
import { useGoalView, type GoalView } from './hooks/use-goal-view';

const NewGoalDialog = lazyNamed(() => import('./components/new-goal-dialog'), 'NewGoalDialog');
export const EXPORT_UNAVAILABLE_MESSAGE =
  'The export could not be loaded. Check your connection and try again.';
/** The export's code loads on first use, so the first load of the goals page stays small. */
const exportGoals = () =>
  void import('@/stores/goals/export-download').then(
    (exporter) => exporter.downloadExport(),
    () => useFeedback.getState().showAlert(EXPORT_UNAVAILABLE_MESSAGE),
  );

const GRID: Record<GoalView, string> = {
  single: 'grid-cols-1',
  double: 'grid-cols-1 md:grid-cols-2',
  three: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3',
};

/** From which width the sidebar fits beside the goals without squeezing the cards. */
const BESIDE_XL = { row: 'xl:flex-row xl:items-start', aside: 'xl:sticky xl:top-6 xl:w-72' };
const SIDEBAR: Record<GoalView, { row: string; aside: string }> = {
  single: BESIDE_XL,
  double: BESIDE_XL,
  three: { row: '2xl:flex-row 2xl:items-start', aside: '2xl:sticky 2xl:top-6 2xl:w-72' },
};

const SAVE_MESSAGES = {
  saved: 'Goals successfully saved to Firestore!',
  failed: 'Failed to save to Firestore. Check console for details.',
  error: 'An error occurred while saving goals. Check console for details.',
} as const;
/** saveAll answers its failures itself (SAVE_MESSAGES); it never throws. */
const savingFailed = () => null;

/** Where an advertisement may appear (the app decides who sees one and what). */
export type AdPlacement =
  | { displayMethod: 'banner'; targetLocation: 'goals-page-header' }
  | { displayMethod: 'notification'; targetLocation: 'notification-center' }
  | { displayMethod: 'widget'; targetLocation: 'sidebar' }
  | { displayMethod: 'suggestion'; targetLocation: 'new-goal-dialog' };

interface GoalsPageProps {
  /** Extra toolbar actions from other features (import, share), composed by the app. */
  toolbarExtras?: ReactNode;
  /** Renders an ad for a placement; nothing when absent. */
  adSlot?: (placement: AdPlacement) => ReactNode;
}

export default function GoalsPage({ toolbarExtras, adSlot }: GoalsPageProps) {
  const user = useSession((s) => s.user);
  const status = useGoals((s) => s.status);
  const goals = useGoals((s) => s.goals);
  const [view, setView] = useGoalView();
  const [adding, setAdding] = useState(false);
  const { busy: saving, perform } = useAction(savingFailed);
  const navigate = useNavigate();
  const { showAlert } = useFeedback.getState();

  const activeGoals = goals.filter(isActiveGoal);
  const cap = goalCap();
  const admin = isAdministrator(user, appConfig.adminEmail);

  function limitReached(limit: number) {
    showAlert(
      `You've reached your goal limit (${limit}). Upgrade your plan to create more goals.`,
      () => void navigate('/subscription'),
    );
  }

  function add() {
    const current = goalCap();
    if (current.reached && current.limit !== null) limitReached(current.limit);
    else setAdding(true);
  }

  // n opens the new goal dialog as Add Goal does (the limit still applies).
  useShortcut('new-goal', add);

  async function save() {
    await perform(async () => showAlert(SAVE_MESSAGES[await useGoals.getState().saveAll()]));
  }

  if (status !== 'ready') return <FullScreenLoading />;

  return (
    <section aria-labelledby="goals-title" className="space-y-6 pb-24">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="goals-title" className="text-2xl font-bold tracking-tight text-slate-900">
            My Goals
          </h1>
          <SyncStatus />
        </div>
        <ViewSelector view={view} onChange={setView} />
      </div>
      <GoalsToolbar
        isAdministrator={admin}
        saving={saving}
        onAdd={add}
        onExport={exportGoals}
        onSave={() => void save()}
        extras={toolbarExtras}
      />
      {adSlot?.({ displayMethod: 'notification', targetLocation: 'notification-center' })}
      {adSlot?.({ displayMethod: 'banner', targetLocation: 'goals-page-header' })}
      {cap.reached && cap.limit !== null && <GoalLimitBanner limit={cap.limit} />}
      <ReviewReminder />
      {/* The sidebar (widget ads) sits beside the goals on wide screens, below them on a phone. */}
      <div className={`flex flex-col gap-6 ${SIDEBAR[view].row}`}>
        <div className="min-w-0 flex-1">
          {activeGoals.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
              No active goals yet. Create your first goal to get started!
            </p>
          ) : (
            <ul className={`grid gap-4 ${GRID[view]}`} aria-label="Active goals">
              {activeGoals.map((goal) => (
                <li key={goal.id}>
                  <GoalCard goal={goal} view={view} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {adSlot && (
          <div className={`shrink-0 empty:hidden ${SIDEBAR[view].aside}`}>
            {adSlot({ displayMethod: 'widget', targetLocation: 'sidebar' })}
          </div>
        )}
      </div>
      <Suspense fallback={null}>
        {adding && (
          <NewGoalDialog
            open={adding}
            onOpenChange={setAdding}
            onLimit={limitReached}
            suggestion={adSlot?.({
              displayMethod: 'suggestion',
              targetLocation: 'new-goal-dialog',
            })}
          />
        )}
      </Suspense>
    </section>
  );
}
