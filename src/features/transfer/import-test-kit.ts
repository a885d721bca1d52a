import { afterEach, beforeEach, vi } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import { clock } from '@/stores/clock';
import { useFeedback } from '@/stores/feedback/feedback.store';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { createFakeBackend } from '@/testing/fake-backend';
import { FREE_MEMBER } from '@/testing/session-users';

export const NOW = new Date(2026, 10, 18, 20, 0).getTime();

/**
 * Before each test a free member signed in over a new fake backend, the clock at NOW and no
 * message shown; after it the goals store stopped. `kit.fake` is the test's backend.
 */
export function setUpImportTests() {
  const kit = { fake: createFakeBackend() };
  beforeEach(() => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    localStorage.clear();
    kit.fake = createFakeBackend();
    setBackendForTesting(kit.fake.backend);
    useSession.setState({ status: 'signedIn', resolved: true, user: FREE_MEMBER });
    kit.fake.signInWithProfile(FREE_MEMBER);
    useFeedback.setState({ alert: null, toast: null });
  });
  afterEach(() => {
    useGoals.getState().stop();
    vi.restoreAllMocks();
  });
  return kit;
}
