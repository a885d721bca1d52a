import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/data/backend';
import type { AdWayInput, CampaignInput } from '@/domain/advertising';
import type { Goal } from '@/domain/goal';
import { clock } from '@/stores/clock';
import { useGoals } from '@/stores/goals/goals.store';
import { AdSlot } from './ad-slot';
import { offer, startAdsWorld, wayAt } from './ads-test-kit';

let world: ReturnType<typeof startAdsWorld>;
let now = new Date(2026, 2, 10, 9, 0).getTime();

beforeEach(() => {
  world = startAdsWorld();
  now = new Date(2026, 2, 10, 9, 0).getTime();
  vi.spyOn(clock, 'now').mockImplementation(() => now);
  useGoals.setState({ status: 'ready', goals: [] });
});

afterEach(() => {
  setBackendForTesting(undefined);
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60 * 1000;
const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });

/** One page view of a slot: what it shows, then it is left. */
async function pageView(method: AdWayInput['displayMethod'], location: string) {
  const view = render(<AdSlot displayMethod={method} targetLocation={location} />);
  await settle();
  const shown = view.container.textContent ?? '';
  view.unmount();
  return shown;
}

describe('clicks', () => {
  it('adds exactly 1 to the campaign on the first click, and not again in the session', async () => {
    await world.seed([{ ...offer, clicks: 41 }], [wayAt('banner', 'goals-page-header')]);
    render(<AdSlot displayMethod="banner" targetLocation="goals-page-header" />);
    const link = await screen.findByRole('link', { name: 'Learn more →' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await userEvent.click(link);
    await settle();
    const [stored] = [...world.fake.advertising.campaignRows.values()];
    expect(stored?.clicks).toBe(42);
  });

  it('logs a click that could not be counted, and still shows the link', async () => {
    await world.seed([{ ...offer, clicks: 3 }], [wayAt('banner', 'goals-page-header')]);
    world.fake.advertising.failCampaigns('click');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<AdSlot displayMethod="banner" targetLocation="goals-page-header" />);
    const link = await screen.findByRole('link', { name: 'Learn more →' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]?.[0]).toBe('Failed to count the ad click');
    expect([...world.fake.advertising.campaignRows.values()][0]?.clicks).toBe(3);
  });
});

describe('frequencies in the slots (fake clock)', () => {
  const two: CampaignInput[] = [
    { ...offer, name: 'First Offer' },
    { ...offer, name: 'Second Offer' },
  ];

  it('weekly: shows on one page view, then nothing until 7 days later', async () => {
    await world.seed([offer], [wayAt('notification', 'notification-center', true, 'weekly')]);
    expect(await pageView('notification', 'notification-center')).toContain('Books for Mastery');
    now += DAY;
    expect(await pageView('notification', 'notification-center')).toBe('');
    now += 6 * DAY;
    expect(await pageView('notification', 'notification-center')).toContain('Books for Mastery');
  });

  it('daily-rotation: the same campaign all day, the other one the next day', async () => {
    await world.seed(two, [wayAt('footer', 'page-footer', true, 'daily-rotation')]);
    const today = await pageView('footer', 'page-footer');
    expect(await pageView('footer', 'page-footer')).toBe(today);
    now += DAY;
    const tomorrow = await pageView('footer', 'page-footer');
    expect(tomorrow).not.toBe(today);
    expect([today, tomorrow].join()).toMatch(/First Offer.*Second Offer|Second Offer.*First Offer/);
  });

  it('every-visit: shows on every page view', async () => {
    await world.seed([offer], [wayAt('banner', 'goals-page-header')]);
    for (let i = 0; i < 3; i += 1) {
      expect(await pageView('banner', 'goals-page-header')).toContain('Books for Mastery');
    }
  });

  it('persistent: stays in its place until dismissed, then hidden for the session', async () => {
    await world.seed([offer], [wayAt('widget', 'sidebar', true, 'persistent')]);
    expect(await pageView('widget', 'sidebar')).toContain('Recommended');
    render(<AdSlot displayMethod="widget" targetLocation="sidebar" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('heading', { name: 'Recommended' })).toBeNull();
    now += 30 * DAY;
    expect(await pageView('widget', 'sidebar')).toBe('');
    sessionStorage.clear();
    expect(await pageView('widget', 'sidebar')).toContain('Recommended');
  });

  it('on-goal-creation: only in the New Goal dialog', async () => {
    await world.seed(
      [offer],
      [
        wayAt('suggestion', 'new-goal-dialog', true, 'on-goal-creation'),
        wayAt('banner', 'goals-page-header', true, 'on-goal-creation'),
      ],
    );
    expect(await pageView('banner', 'goals-page-header')).toBe('');
    expect(await pageView('suggestion', 'new-goal-dialog')).toContain('Suggested for you');
    expect(await pageView('suggestion', 'new-goal-dialog')).toContain('Suggested for you');
  });

  it('milestone-based: on the first visit, then after a trophy, a level or a completion', async () => {
    const goal = { id: 'g', trophies: 1, currentLevel: 1, completed: false } as Goal;
    useGoals.setState({ status: 'ready', goals: [goal] });
    await world.seed([offer], [wayAt('banner', 'goals-page-header', true, 'milestone-based')]);
    expect(await pageView('banner', 'goals-page-header')).toContain('Books for Mastery');
    now += 10 * DAY;
    expect(await pageView('banner', 'goals-page-header')).toBe('');

    // A trophy reached while the page is open shows it then.
    const view = render(<AdSlot displayMethod="banner" targetLocation="goals-page-header" />);
    await settle();
    expect(view.container).toBeEmptyDOMElement();
    act(() => useGoals.setState({ goals: [{ ...goal, trophies: 2 }] }));
    await settle();
    expect(view.container).toHaveTextContent('Books for Mastery');
    view.unmount();

    expect(await pageView('banner', 'goals-page-header')).toBe('');
    useGoals.setState({ goals: [{ ...goal, trophies: 2, currentLevel: 2 }] });
    expect(await pageView('banner', 'goals-page-header')).toContain('Books for Mastery');
    useGoals.setState({ goals: [{ ...goal, trophies: 2, currentLevel: 2, completed: true }] });
    expect(await pageView('banner', 'goals-page-header')).toContain('Books for Mastery');
  });

  it('milestone-based: waits while the goals are loading', async () => {
    useGoals.setState({ status: 'loading', goals: [] });
    await world.seed([offer], [wayAt('banner', 'goals-page-header', true, 'milestone-based')]);
    expect(await pageView('banner', 'goals-page-header')).toBe('');
  });
});
