import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_AUDIENCE } from '@/components/share-audience';
import { setBackendForTesting } from '@/data/backend';
import { createGoal } from '@/domain/goal';
import { SHARE_LIFE_MS, SHARE_LINK_LIMIT } from '@/domain/sharing';
import { SHARED_GOAL_LIMIT } from '@/domain/sharing-snapshot';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { createFakeBackend } from '@/testing/fake-backend';
import { fakeShareId } from '@/testing/fake-shares';
import { FREE_MEMBER } from '@/testing/session-users';
import { ShareDialog } from './share-dialog';
import { createShareLink, type ShareActions, type ShareLinkResult } from '@/actions/share-links';

const LINK = 'http://localhost:3000/goals?share=abc123';
const USER = FREE_MEMBER;
const MADE = Date.now();
const READY: ShareLinkResult = {
  kind: 'ready',
  link: {
    id: 'abc123',
    goals: [],
    timestamp: MADE,
    expiresAt: MADE + SHARE_LIFE_MS,
    ownerId: 'u1',
  },
  url: LINK,
  shared: 1,
  active: 1,
  reused: false,
};

/** Actions that list no links and show what `link` gives. */
const showing = (link: () => Promise<ShareLinkResult>): ShareActions => ({
  list: async () => [],
  link,
  revoke: async () => {},
});

function deferred() {
  let resolve!: (value: ShareLinkResult) => void;
  const promise = new Promise<ShareLinkResult>((r) => (resolve = r));
  return { promise, resolve };
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function openReady() {
  const link = vi.fn(async () => READY);
  render(<ShareDialog open onOpenChange={() => {}} actions={showing(link)} />);
  await act(async () => {});
  return link;
}

describe('ShareDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Generating share link...' while the snapshot is written", async () => {
    const pending = deferred();
    render(<ShareDialog open onOpenChange={() => {}} actions={showing(() => pending.promise)} />);
    expect(screen.getByText('Generating share link...')).toBeInTheDocument();
    await act(async () => pending.resolve(READY));
    expect(screen.queryByText('Generating share link...')).not.toBeInTheDocument();
  });

  it('shows the link in a read-only field, a QR code of it, Copy and Close', async () => {
    await openReady();
    const field = screen.getByLabelText('Share link');
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
    const qr = screen.getByRole('img', { name: 'QR code of the share link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('height', '200');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("copies and shows 'Copied!' for 2 seconds", async () => {
    const writeText = vi.fn(async () => {});
    mockClipboard(writeText);
    await openReady();
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Copy' }).click());
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('only logs a clipboard failure', async () => {
    const failure = new Error('denied');
    mockClipboard(async () => Promise.reject(failure));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openReady();
    await act(async () => screen.getByRole('button', { name: 'Copy' }).click());
    expect(log).toHaveBeenCalledWith('Copying the share link failed', failure);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('says so when the link cannot be created', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ShareDialog
        open
        onOpenChange={() => {}}
        actions={showing(() => Promise.reject(new Error('x')))}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create a share link');
  });

  it('says who can open a link in the same sentence as Help', async () => {
    await openReady();
    expect(screen.getByRole('dialog', { name: 'Share Goals' })).toHaveAccessibleDescription(
      SHARE_AUDIENCE,
    );
  });

  it('Close closes the dialog', async () => {
    const onOpenChange = vi.fn();
    render(<ShareDialog open onOpenChange={onOpenChange} actions={showing(async () => READY)} />);
    await act(async () => {});
    screen.getByRole('button', { name: 'Close' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('ShareDialog at the share-link limit', () => {
  const oldestExpiresAt = new Date(2026, 2, 2, 15, 45).getTime();
  const expected =
    `You have ${SHARE_LINK_LIMIT} active share links. A new one can be made when the oldest ` +
    `expires at ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(oldestExpiresAt)}, ` +
    'or once you revoke one under Your links.';

  it('says when a new link can be made instead of showing one', async () => {
    render(
      <ShareDialog
        open
        onOpenChange={() => {}}
        actions={showing(async () => ({ kind: 'full', oldestExpiresAt }))}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(expected).toContain('You have 20 active share links.');
    expect(expected).toMatch(/expires at Mar 2, 2026, 3:45\sPM, or once/);
    expect(screen.queryByLabelText('Share link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code of the share link' })).toBeNull();
    expect(screen.queryByText('Generating share link...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('says so at the limit with the fake backend holding 20 live links', async () => {
    const fake = createFakeBackend();
    setBackendForTesting(fake.backend);
    try {
      useSession.setState({ user: { ...USER, uid: 'u-full' } });
      fake.signInWithProfile({ ...USER, uid: 'u-full' });
      useGoals.setState({ goals: [createGoal({ id: 'p', name: 'Piano', now: new Date() })] });
      for (let i = 0; i < SHARE_LINK_LIMIT; i += 1) await createShareLink();
      // The goals changed since: none of the live links shows them.
      useGoals.setState({ goals: [createGoal({ id: 'p', name: 'Violin', now: new Date() })] });
      const oldest = fake.shares.get(fakeShareId('u-full', 1))!.expiresAt;
      render(<ShareDialog open onOpenChange={() => {}} />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        `A new one can be made when the oldest expires at ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(oldest)}`,
      );
      expect(screen.getByText('20 of 20 links in use')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Make a new link' })).not.toBeInTheDocument();
      expect(fake.shares.size).toBe(SHARE_LINK_LIMIT);
    } finally {
      setBackendForTesting(undefined);
    }
  });

  it(`says a link shows only the first ${SHARED_GOAL_LIMIT} active goals`, async () => {
    render(
      <ShareDialog
        open
        onOpenChange={() => {}}
        actions={showing(async () => ({ ...READY, shared: SHARED_GOAL_LIMIT, active: 63 }))}
      />,
    );
    expect(
      await screen.findByText('This link shows the first 50 of your 63 active goals.'),
    ).toBeInTheDocument();
  });

  it('says nothing of a limit when every active goal is in the link', async () => {
    await openReady();
    expect(screen.queryByText(/This link shows the first/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
