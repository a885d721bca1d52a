import type { GoalRepo, GoalWrite } from '@/data/ports';

export const RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes one change; on failure logs it and retries once after 1 second. Resolves true
 * when the server has it, false when both attempts failed (the caller keeps it as unsaved).
 * The write is built anew for each attempt, so the retry carries the current counter.
 */
export async function writeWithRetry(
  repo: GoalRepo,
  uid: string,
  write: () => GoalWrite,
): Promise<boolean> {
  try {
    await repo.write(uid, write());
    return true;
  } catch (error) {
    console.error('Saving a goal failed; retrying in 1 second', error);
  }
  await wait(RETRY_DELAY_MS);
  try {
    await repo.write(uid, write());
    return true;
  } catch (error) {
    console.error('Saving a goal failed again', error);
    return false;
  }
}

/** Runs `attempt`; on failure logs it and tries once more after 1 second. */
export async function attemptWithRetry(
  label: string,
  attempt: () => Promise<void>,
): Promise<boolean> {
  try {
    await attempt();
    return true;
  } catch (error) {
    console.error(`${label} failed; retrying in 1 second`, error);
  }
  await wait(RETRY_DELAY_MS);
  try {
    await attempt();
    return true;
  } catch (error) {
    console.error(`${label} failed again`, error);
    return false;
  }
}
