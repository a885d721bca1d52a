import { loadBackend } from '@/data/backend';
import type { SharedGoalsRead } from '@/data/ports';

export type { SharedGoalsRead };

/** A share link's goals as the owner shared them, or why they cannot be shown. */
export async function readSharedGoals(shareId: string): Promise<SharedGoalsRead> {
  return (await loadBackend()).shares.read(shareId);
}
