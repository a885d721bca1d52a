import { loadBackend } from '@/data/backend';
import { claimClick } from './ad-memory';

/**
 * Counts a click on an ad: +1 on the campaign's clicks, at most once per campaign in a
 * session (repeated clicks still open the link). A failure is logged; the link opens anyway.
 */
export async function countAdClick(campaignId: string): Promise<void> {
  if (!claimClick(campaignId)) return;
  try {
    const backend = await loadBackend();
    await backend.campaigns.recordClick(campaignId);
  } catch (error) {
    console.error('Failed to count the ad click', error);
  }
}
