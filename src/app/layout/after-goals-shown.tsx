import { useDeferredValue, type ReactNode } from 'react';
import { useGoals } from '@/stores/goals/goals.store';

/**
 * Renders its children in a render after the one that first draws the person's goals (a
 * deferred value starts out false), so what no first card needs (advertising, import and
 * share, notifications, the journal's question) neither delays the cards nor shares the
 * connection with them: it is asked for once they show.
 */
export function AfterGoalsShown({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** What holds their place until then. */
  fallback?: ReactNode;
}) {
  const shown = useDeferredValue(
    useGoals((s) => s.status === 'ready'),
    false,
  );
  return shown ? children : fallback;
}
