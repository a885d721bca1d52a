import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import { createGoal } from '@/domain/goal';
import type { PracticeSession } from '@/domain/practice-sessions';
import { tallyDays, tallyOf } from '@/domain/tally';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { createFakeBackend } from '@/testing/fake-backend';
import { FREE_MEMBER } from '@/testing/session-users';
import ReviewRoute from './review-page';

/** Wednesday 9 December 2026: this week is Sunday 6 to Saturday 12 December. */
const NOW = new Date(2026, 11, 9, 15);
const at = (day: number) => new Date(2026, 11, day, 9).getTime();
const session = (id: string, start: number, extra: Partial<PracticeSession> = {}) =>
  ({ id, start, end: start + 45 * 60_000, source: 'manual', ...extra }) as PracticeSession;

const sessions = [
  session('s1', at(7), { partId: 'scales', note: 'Left hand alone first' }),
  session('s2', at(1)),
];
const piano = {
  ...createGoal({ id: 'piano', name: 'Piano', now: new Date(2026, 10, 1) }),
  parts: [{ id: 'scales', name: 'Scales' }],
  sessions,
  practiceDays: [...tallyDays(tallyOf(sessions)).keys()].sort(),
};

let fake: ReturnType<typeof createFakeBackend>;
const initialGoals = useGoals.getState();
const initialSession = useSession.getState();
beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW.getTime());
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  fake.signInWithProfile({ uid: FREE_MEMBER.uid, email: FREE_MEMBER.email });
  useSession.setState({ user: FREE_MEMBER });
  useGoals.setState({
    goals: [piano],
    dayTotals: new Map([[piano.id, tallyDays(tallyOf(piano.sessions))]]),
    status: 'ready',
    uid: FREE_MEMBER.uid,
    sessionsFrom: null,
    sessionsFromCache: false,
  });
});
afterEach(() => {
  setBackendForTesting(undefined);
  useGoals.setState(initialGoals, true);
  useSession.setState(initialSession, true);
  vi.restoreAllMocks();
});

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/review" element={<ReviewRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function shareThisWeek() {
  const user = userEvent.setup();
  const view = renderAt('/review');
  await user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share this review' });
  const field = await within(dialog).findByRole('textbox', { name: 'Share link' });
  const url = new URL((field as HTMLInputElement).value);
  return { user, view, dialog, url };
}

describe('sharing the weekly review', () => {
  it('makes a link to /review?share=ID that another person opens read-only', async () => {
    const { view, dialog, url } = await shareThisWeek();
    expect(url.pathname).toBe('/review');
    expect(within(dialog).getByRole('img', { name: 'QR code of the share link' })).toBeVisible();
    view.unmount();

    fake.signInWithProfile({ uid: 'teacher', email: 'teacher@example.com' });
    renderAt(`/review${url.search}`);
    expect(await screen.findByText('Shared weekly review — read only')).toBeInTheDocument();
    expect(screen.getByText('Dec 6 – Dec 12, 2026')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Piano' });
    expect(card).toHaveTextContent('0.8 h of 4 h weekly goal · week before 0.8 h');
    expect(within(card).getByRole('row', { name: /Scales/ })).toHaveTextContent('Scales0.8 h0.0 h');
    expect(card).toHaveTextContent('Left hand alone first');
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('stops the link working when revoked', async () => {
    const { user, dialog, url, view } = await shareThisWeek();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(
      await within(dialog).findByText('You revoked this link: it no longer opens.'),
    ).toBeVisible();
    view.unmount();
    renderAt(`/review${url.search}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This share link is no longer available',
    );
  });

  it('says a link to goals, or one that never was, is not a review', async () => {
    const goalsLink = await fake.backend.shares.create(FREE_MEMBER.uid, []);
    const id = goalsLink.status === 'created' ? goalsLink.id : '';
    renderAt(`/review?share=${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This share link was not found');
  });
});
