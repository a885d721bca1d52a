import { create } from 'zustand';
import { stoppedRunOf, type StoppedRun } from '@/domain/sync/stopped-run';
import { useGoals } from '../goals/goals.store';
import { TAB_ID } from '../sync/tab-presence';

interface JournalPromptState {
  /** The session a Stop in this tab just logged, while "How did it go?" is offered. */
  asking: StoppedRun | null;
  close(): void;
}

/** Entries already looked at (a closed tab's entries taken over keep their own tab). */
const seen = new Set<string>();

/**
 * Offers "How did it go?" after a Stop pressed in this tab (the widget, the notification, the
 * "Still practicing?" question), once its session is logged: the Stop never waits for it, and
 * the session is saved whether the question is answered, dismissed or the tab closes.
 */
export const useJournalPrompt = create<JournalPromptState>()((set) => {
  useGoals.subscribe((state, previous) => {
    if (state.outbox === previous.outbox) return;
    const fresh = state.outbox.filter((entry) => entry.tab === TAB_ID && !seen.has(entry.id));
    if (fresh.length === 0) return;
    for (const entry of fresh) seen.add(entry.id);
    const stopped = stoppedRunOf(fresh.flatMap((entry) => entry.ops));
    if (stopped) set({ asking: stopped });
  });
  return { asking: null, close: () => set({ asking: null }) };
});
