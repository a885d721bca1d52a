import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import { createGoal, markCompleted } from '@/domain/goal';
import { useGoals } from '@/stores/goals/goals.store';
import { useSession } from '@/stores/session/session.store';
import { createFakeBackend } from '@/testing/fake-backend';
import { ShareDialog } from './share-dialog';
import { createShareLink } from './share-link';

const LINK = 'http://localhost:3000/goals?share=abc123';

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function openReady() {
  const create = vi.fn(async () => LINK);
  render(<ShareDialog open onOpenChange={() => {}} create={create} />);
  await act(async () => {});
  return create;
}

describe('ShareDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Generating share link...' while the snapshot is written", async () => {
    const pending = deferred();
    render(<ShareDialog open onOpenChange={() => {}} create={() => pending.promise} />);
    expect(screen.getByText('Generating share link...')).toBeInTheDocument();
    await act(async () => pending.resolve(LINK));
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
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
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
      <ShareDialog open onOpenChange={() => {}} create={() => Promise.reject(new Error('x'))} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create a share link');
  });

  it('Close closes the dialog', async () => {
    const onOpenChange = vi.fn();
    render(<ShareDialog open onOpenChange={onOpenChange} create={async () => LINK} />);
    await act(async () => {});
    screen.getByRole('button', { name: 'Close' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('createShareLink', () => {
  const fake = createFakeBackend();
  beforeEach(() => setBackendForTesting(fake.backend));
  afterEach(() => setBackendForTesting(undefined));

  it("snapshots only the user's active goals and links to /goals?share=ID", async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const piano = createGoal({ id: 'p', name: 'Piano', now });
    const chess = markCompleted(createGoal({ id: 'c', name: 'Chess', now }), now);
    useGoals.setState({ goals: [piano, chess] });
    useSession.setState({
      user: {
        uid: 'u1',
        email: 'a@example.com',
        displayName: 'A',
        role: 'user',
        subscriptionPlan: 'free',
        isActive: true,
      },
    });
    const link = await createShareLink();
    expect(link).toBe(`${window.location.origin}/goals?share=share-1`);
    const record = fake.shares.get('share-1');
    expect(record?.goals.map((g) => g.name)).toEqual(['Piano']);
    expect(record?.ownerId).toBe('u1');
    expect((record?.expiresAt ?? 0) - (record?.timestamp ?? 0)).toBe(24 * 60 * 60 * 1000);
  });
});
