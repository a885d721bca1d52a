import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import { createGoal, type Goal } from '@/domain/goal';
import { SHARE_LINK_LIMIT } from '@/domain/sharing';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { createFakeBackend } from '@/testing/fake-backend';
import { fakeShareId } from '@/testing/fake-shares';
import { FREE_MEMBER } from '@/testing/session-users';
import { ShareDialog } from './share-dialog';
import { createShareLink } from '@/actions/share-links';

const HOUR = 3_600_000;
const USER = FREE_MEMBER;
const piano = (overrides: Partial<Goal> = {}): Goal => ({
  ...createGoal({ id: 'p', name: 'Piano', now: new Date() }),
  ...overrides,
});
const shareId = (n: number) => fakeShareId(USER.uid, n);

let fake: ReturnType<typeof createFakeBackend>;
beforeEach(() => {
  fake = createFakeBackend();
  setBackendForTesting(fake.backend);
  useSession.setState({ user: USER });
  fake.signInWithProfile(USER);
  useGoals.setState({ goals: [piano()] });
});
afterEach(() => {
  setBackendForTesting(undefined);
  vi.restoreAllMocks();
});

/** Opens the dialog; resolves its link once it shows one. */
async function openDialog() {
  const view = render(<ShareDialog open onOpenChange={() => {}} />);
  const field = await screen.findByRole('textbox', { name: 'Share link' });
  return { ...view, link: (field as HTMLInputElement).value };
}

const list = () => screen.getByRole('list', { name: 'Your links' });

describe('ShareDialog: reusing a live link', () => {
  it('shows the live link again while the goals are unchanged', async () => {
    const first = await openDialog();
    expect(first.link).toContain(`share=${shareId(1)}`);
    first.unmount();

    const second = await openDialog();
    expect(second.link).toBe(first.link);
    expect(screen.getByText(/Your goals have not changed since you made this link/)).toBeVisible();
    expect(fake.shares.size).toBe(1);
    expect(screen.getByText('1 of 20 links in use')).toBeInTheDocument();
  });

  it('makes a new link once the goals changed', async () => {
    (await openDialog()).unmount();
    useGoals.setState({ goals: [piano({ totalTimeSpent: 1.5 })] });
    const { link } = await openDialog();
    expect(link).toContain(`share=${shareId(2)}`);
    expect(screen.queryByText(/have not changed/)).not.toBeInTheDocument();
    expect(fake.shares.size).toBe(2);
    expect(screen.getByText('2 of 20 links in use')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('makes a new link when the live one has less than an hour left', async () => {
    (await openDialog()).unmount();
    const old = fake.shares.get(shareId(1))!;
    fake.shares.set(old.id, { ...old, expiresAt: Date.now() + HOUR - 60_000 });
    const { link } = await openDialog();
    expect(link).toContain(`share=${shareId(2)}`);
    expect(fake.shares.size).toBe(2);
  });
});

describe('ShareDialog: your links', () => {
  it('lists the live links with when each was made and expires, and how many goals', async () => {
    useGoals.setState({ goals: [piano(), { ...piano(), id: 'c', name: 'Chess' }] });
    await createShareLink();
    useGoals.setState({ goals: [piano({ note: 'Scales' })] });
    await openDialog();
    const rows = within(list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // The new link first (it expires last), marked as the one shown above.
    expect(rows[0]).toHaveTextContent(/^1 goal · shown aboveMade .* · expires /);
    expect(rows[1]).toHaveTextContent(/^2 goalsMade .* · expires /);
    expect(screen.getByText(`2 of ${SHARE_LINK_LIMIT} links in use`)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: /^Revoke the link made / })).toBeVisible();
  });

  it('asks before revoking, and Cancel keeps the link', async () => {
    const user = userEvent.setup();
    await openDialog();
    await user.click(within(list()).getByRole('button', { name: /^Revoke the link made / }));
    const ask = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
    expect(ask).toHaveTextContent('stops working at once');
    // Cancel is focused first: Enter keeps the link.
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.shares.has(shareId(1))).toBe(true);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Share link' })).toBeInTheDocument();
  });

  it('revokes after Revoke link: the link and its index entry go, the count goes down', async () => {
    const user = userEvent.setup();
    useGoals.setState({ goals: [piano({ name: 'Old' })] });
    await createShareLink();
    useGoals.setState({ goals: [piano()] });
    await openDialog();
    expect(screen.getByText('2 of 20 links in use')).toBeInTheDocument();
    const older = within(list()).getAllByRole('listitem')[1]!;
    await user.click(within(older).getByRole('button', { name: /^Revoke/ }));
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));

    expect(await screen.findByText('Link revoked: it no longer opens.')).toBeInTheDocument();
    expect(screen.getByText('1 of 20 links in use')).toBeInTheDocument();
    expect(fake.shares.has(shareId(1))).toBe(false);
    expect(fake.shareIndexes.get(USER.uid)?.map((e) => e.id)).toEqual([shareId(2)]);
    await expect(fake.backend.shares.read(shareId(1))).resolves.toEqual({ status: 'expired' });
    // The link shown above is another one and still works; the keyboard stays in the list.
    expect(screen.getByRole('textbox', { name: 'Share link' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your links' })).toHaveFocus();
  });

  it('says so when the link shown is revoked, and makes a new one on request', async () => {
    const user = userEvent.setup();
    await openDialog();
    await user.click(within(list()).getByRole('button', { name: /^Revoke/ }));
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('You revoked this link: it no longer opens.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.getByText('You have no live share links.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    const field = await screen.findByRole('textbox', { name: 'Share link' });
    expect((field as HTMLInputElement).value).toContain(`share=${shareId(2)}`);
    expect(screen.getByText('1 of 20 links in use')).toBeInTheDocument();
  });

  it('lets a full account revoke one and then make a link', async () => {
    const user = userEvent.setup();
    useGoals.setState({ goals: [piano({ name: 'Old' })] });
    for (let i = 0; i < SHARE_LINK_LIMIT; i += 1) await createShareLink();
    useGoals.setState({ goals: [piano()] });
    render(<ShareDialog open onOpenChange={() => {}} />);
    await screen.findByText(/You have 20 active share links/);
    const rows = within(list()).getAllByRole('listitem');
    await user.click(within(rows[0]!).getByRole('button', { name: /^Revoke/ }));
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await user.click(await screen.findByRole('button', { name: 'Make a new link' }));
    await screen.findByRole('textbox', { name: 'Share link' });
    expect(screen.getByText('20 of 20 links in use')).toBeInTheDocument();
  });

  it('says so when revoking fails, and keeps the link listed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openDialog();
    vi.spyOn(fake.backend.shares, 'revoke').mockRejectedValue(new Error('offline'));
    await user.click(within(list()).getByRole('button', { name: /^Revoke/ }));
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText(/Could not revoke the link/)).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows loading, then an error with Retry when the links cannot be listed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const listLive = vi.spyOn(fake.backend.shares, 'listLive');
    let fail!: (error: Error) => void;
    listLive.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    render(<ShareDialog open onOpenChange={() => {}} />);
    expect(await screen.findByText('Loading your links...')).toBeInTheDocument();
    await act(async () => fail(new Error('offline')));
    expect(await screen.findByText(/Could not load your links/)).toBeInTheDocument();
    // A link is made all the same (nothing could be reused).
    await screen.findByRole('textbox', { name: 'Share link' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 of 20 links in use')).toBeInTheDocument();
  });
});
