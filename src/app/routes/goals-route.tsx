import { lazy } from 'react';

const GoalsPage = lazy(() => import('@/features/goals/goals-page'));

/**
 * /goals: the goals page, composed with what other features add to it (import and share
 * actions, a shared read-only view for ?share=ID, advertising for free users).
 */
export default function GoalsRoute() {
  return <GoalsPage />;
}
