/* Throwaway preview: delete after use. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import '@/index.css';
import { createGoal, markCompleted } from '@/domain/goal';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import SettingsPage from '@/features/settings/settings-page';
import SubscriptionPage from '@/features/subscription/subscription-page';
import CompletedPage from './completed-page';

const params = new URLSearchParams(location.search);
const page = params.get('page') ?? 'completed';
const mk = (id: string, name: string, h: number, s: string, c?: string) => {
  const g = { ...createGoal({ id, name, now: new Date(s) }), totalTimeSpent: h };
  return c ? markCompleted(g, new Date(c)) : g;
};
const goals = [
  mk('a1', 'Guitar', 3, '2025-02-01T12:00:00Z'),
  mk('a2', 'Piano', 1, '2025-02-02T12:00:00Z'),
  mk('c1', 'Spanish conversation practice', 12.345, '2025-01-05T12:00:00Z', '2025-03-04T12:00:00Z'),
  mk('c2', 'Chess openings', 40, '2024-11-20T12:00:00Z', '2025-02-10T12:00:00Z'),
  mk('c3', 'Read "Deep Work"', 7.25, '2024-10-02T12:00:00Z', '2024-12-24T12:00:00Z'),
];
const empty = params.get('empty') === '1';
const full = params.get('full') === '1';
useGoals.setState({
  goals: empty ? goals.slice(0, 2) : full ? [...goals, mk('a3', 'Drums', 0, '2025-03-01')] : goals,
  status: params.get('loading') ? 'loading' : 'ready',
  uid: 'u1',
  activeCounter: 2,
});
useSession.setState({
  user: {
    uid: 'u1',
    email: params.get('admin') ? 'admin@masterly.app' : 'ada@example.com',
    displayName: 'Ada',
    role: params.get('admin') ? 'admin' : 'user',
    subscriptionPlan: 'free',
    isActive: true,
  },
  status: 'signedIn',
  resolved: true,
});
const Page =
  page === 'settings' ? SettingsPage : page === 'subscription' ? SubscriptionPage : CompletedPage;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MemoryRouter>
      <div className="min-h-dvh bg-slate-50">
        <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <Page />
        </main>
      </div>
    </MemoryRouter>
  </StrictMode>,
);
