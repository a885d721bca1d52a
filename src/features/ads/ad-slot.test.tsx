import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import { SESSION_KEYS } from '@/stores/storage-keys';
import { AdCompletionModal } from './ad-completion-modal';
import { forgetAdData } from '@/actions/ads/ad-data';
import { AdFooter, AdSlot } from './ad-slot';
import { freeUser, offer, startAdsWorld, wayAt } from './ads-test-kit';

let fake: ReturnType<typeof startAdsWorld>['fake'];
let seed: ReturnType<typeof startAdsWorld>['seed'];
let signIn: ReturnType<typeof startAdsWorld>['signIn'];

beforeEach(() => {
  ({ fake, seed, signIn } = startAdsWorld());
});

afterEach(() => {
  setBackendForTesting(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const banner = { displayMethod: 'banner', targetLocation: 'goals-page-header' } as const;

describe('AdSlot', () => {
  it('shows a free user a banner that opens the campaign in a new tab without an opener', async () => {
    await seed([offer], [wayAt('banner', 'goals-page-header')]);
    render(<AdSlot {...banner} />);
    const link = await screen.findByRole('link', { name: 'Learn more →' });
    expect(link).toHaveAttribute('href', offer.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toHaveTextContent(
      'Books for Mastery',
    );
  });

  it.each([
    ['a pro user', { ...freeUser, subscriptionPlan: 'pro' as const }],
    ['an enterprise user', { ...freeUser, subscriptionPlan: 'enterprise' as const }],
    ['the administrator', { ...freeUser, email: 'admin@masterly.app', role: 'admin' as const }],
  ])('shows nothing to %s', async (_label, user) => {
    await seed([offer], [wayAt('banner', 'goals-page-header')]);
    const list = vi.spyOn(fake.advertising.campaigns, 'list');
    signIn(user);
    const { container } = render(<AdSlot {...banner} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container).toBeEmptyDOMElement();
    expect(list).not.toHaveBeenCalled();
  });

  it('shows nothing and logs when the lists fail to load', async () => {
    await seed([offer], [wayAt('banner', 'goals-page-header')]);
    fake.advertising.failCampaigns('list');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<AdSlot {...banner} />);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]?.[0]).toBe('Failed to load advertising');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing without an active matching way or an active campaign', async () => {
    await seed(
      [{ ...offer, status: 'paused' }],
      [wayAt('banner', 'goals-page-header'), wayAt('footer', 'page-footer', false)],
    );
    const { container } = render(
      <>
        <AdSlot {...banner} />
        <AdFooter />
      </>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.querySelector('a')).toBeNull();
  });

  it('loads both lists once for every slot of the session', async () => {
    await seed(
      [offer],
      [wayAt('banner', 'goals-page-header'), wayAt('suggestion', 'new-goal-dialog')],
    );
    const campaigns = vi.spyOn(fake.advertising.campaigns, 'list');
    const ways = vi.spyOn(fake.advertising.adWays, 'list');
    render(
      <>
        <AdSlot {...banner} />
        <AdSlot displayMethod="suggestion" targetLocation="new-goal-dialog" />
      </>,
    );
    await screen.findByRole('heading', { name: 'Suggested for you' });
    expect(await screen.findAllByRole('link', { name: 'Learn more →' })).toHaveLength(2);
    expect(campaigns).toHaveBeenCalledTimes(1);
    expect(ways).toHaveBeenCalledTimes(1);
  });

  it('renders the titled methods and a dismissible notification', async () => {
    await seed([offer], [wayAt('widget', 'sidebar'), wayAt('notification', 'notification-center')]);
    render(
      <>
        <AdSlot displayMethod="widget" targetLocation="sidebar" />
        <AdSlot displayMethod="notification" targetLocation="notification-center" />
      </>,
    );
    await screen.findByRole('heading', { name: 'Recommended' });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});

describe('AdCompletionModal', () => {
  async function arrive() {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const view = render(<AdCompletionModal />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    return view;
  }

  it('appears 5 seconds after arrival, closes, and stays closed for the session', async () => {
    await seed([offer], [wayAt('modal', 'goal-completion')]);
    const view = await arrive();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_900);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    const dialog = screen.getByRole('dialog', { name: 'Special Offer!' });
    expect(dialog).toHaveTextContent('Books for Mastery');
    expect(sessionStorage.getItem(SESSION_KEYS.adModalShown)).toBe('1');
    vi.useRealTimers();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // A later arrival in the same session (e.g. the layout mounts again) shows nothing.
    view.unmount();
    await arrive();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never appears for a pro user or without a goal-completion modal way', async () => {
    await seed([offer], [wayAt('modal', 'goal-completion')]);
    signIn({ ...freeUser, subscriptionPlan: 'pro' });
    const first = await arrive();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    signIn(freeUser);
    fake.advertising.adWayRows.clear();
    forgetAdData();
    await arrive();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.adModalShown)).toBeNull();
  });
});
