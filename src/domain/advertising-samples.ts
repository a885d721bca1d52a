// The fixed sample data of the admin dashboard (spec §3 "Sample data"). Kept apart from
// advertising.ts so that only the admin chunk carries it.
import type { AdFrequency, AdWayInput, CampaignInput, DisplayMethod } from './advertising';

/** The five fixed sample campaigns (spec §3 "Sample data"). */
export const SAMPLE_CAMPAIGNS: readonly CampaignInput[] = [
  {
    name: 'Search Ads Promotion',
    type: 'external',
    url: 'https://ads.example.com/search',
    description: 'Paid search ads that reach people looking for practice tools.',
    status: 'active',
    clicks: 1250,
    revenue: 312.5,
  },
  {
    name: 'Premium Task Manager',
    type: 'internal',
    url: 'https://masterly.app/tasks',
    description: 'Our premium task tool: plan every practice step.',
    status: 'active',
    clicks: 840,
    revenue: 0,
  },
  {
    name: 'Books for Mastery',
    type: 'external',
    url: 'https://books.example.com/mastery',
    description: 'Affiliate picks of the best books on deliberate practice.',
    status: 'active',
    clicks: 532,
    revenue: 86.4,
  },
  {
    name: 'Time Tracker Pro',
    type: 'internal',
    url: 'https://masterly.app/time-tracker',
    description: 'Our time-tracking app for focused sessions.',
    status: 'paused',
    clicks: 210,
    revenue: 0,
  },
  {
    name: 'Online Courses Hub',
    type: 'external',
    url: 'https://courses.example.com',
    description: 'Online courses to take any skill to the next level.',
    status: 'active',
    clicks: 978,
    revenue: 245.75,
  },
];

function way(
  displayMethod: DisplayMethod,
  targetLocation: string,
  frequency: AdFrequency,
  isActive: boolean,
  name: string,
  description: string,
): AdWayInput {
  return { name, description, isActive, displayMethod, targetLocation, frequency };
}

/** The six fixed sample advertising ways (spec §3 "Sample data"). */
export const SAMPLE_AD_WAYS: readonly AdWayInput[] = [
  way(
    'banner',
    'goals-page-header',
    'every-visit',
    true,
    'Header Banner',
    'A banner above the goals.',
  ),
  way(
    'modal',
    'goal-completion',
    'milestone-based',
    true,
    'Completion Modal',
    'A special offer after a goal is completed.',
  ),
  way(
    'widget',
    'sidebar',
    'persistent',
    false,
    'Sidebar Widget',
    'A recommendation in the sidebar.',
  ),
  way(
    'notification',
    'notification-center',
    'weekly',
    true,
    'Weekly Notification',
    'A weekly tip in the notification center.',
  ),
  way(
    'suggestion',
    'new-goal-dialog',
    'on-goal-creation',
    false,
    'New Goal Suggestion',
    'A suggestion while creating a goal.',
  ),
  way(
    'footer',
    'page-footer',
    'daily-rotation',
    true,
    'Footer Link',
    'A rotating link in the page footer.',
  ),
];
