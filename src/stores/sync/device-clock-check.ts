import type { AuthGateway } from '@/data/ports';
import { clockCorrectionFor, deviceAheadBy } from '@/domain/sync/device-clock';
import { clock, clockCorrection, setClockCorrection } from '../clock';

/** A reading that took longer than this says too little about the clock to act on. */
const LONGEST_USEFUL_EXCHANGE_MS = 20_000;

/**
 * Compares the device clock with the server's, so the times the app writes do not depend on
 * the device clock being right. Failing (offline) leaves the last correction as it was.
 */
export async function checkDeviceClock(auth: Pick<AuthGateway, 'serverTime'>): Promise<void> {
  const sentAt = clock.deviceNow();
  let serverSecondMs: number;
  try {
    serverSecondMs = await auth.serverTime();
  } catch (error) {
    console.warn('Could not compare this device’s clock with the server’s', error);
    return;
  }
  const receivedAt = clock.deviceNow();
  if (receivedAt - sentAt > LONGEST_USEFUL_EXCHANGE_MS) return;
  const correction = clockCorrectionFor(deviceAheadBy({ serverSecondMs, sentAt, receivedAt }));
  if (correction === clockCorrection()) return;
  if (correction) {
    console.warn(
      `This device’s clock runs ${Math.round(correction / 1000)} s fast; using the server’s time`,
    );
  }
  setClockCorrection(correction);
}
