import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock, clockCorrection, setClockCorrection } from '../clock';
import { checkDeviceClock } from './device-clock-check';

const MIN = 60_000;
const DEVICE_NOW = Date.UTC(2026, 10, 26, 14, 0, 0, 250);

/** A server whose clock reads `behindMs` less than the device's, to the second. */
const serverBehindBy = (behindMs: number) => ({
  serverTime: async () => {
    const now = clock.deviceNow() - behindMs;
    return now - (now % 1000);
  },
});

afterEach(() => {
  setClockCorrection(0);
  vi.useRealTimers();
});

describe('checkDeviceClock', () => {
  it('takes the server’s time when the device clock runs 10 minutes fast', async () => {
    vi.useFakeTimers({ now: DEVICE_NOW, toFake: ['Date'] });
    await checkDeviceClock(serverBehindBy(10 * MIN));
    expect(Math.abs(clockCorrection() - 10 * MIN)).toBeLessThan(1000);
    expect(Math.abs(clock.now() - (DEVICE_NOW - 10 * MIN))).toBeLessThan(1000);
  });

  it('leaves a clock a few seconds off or running slow as it is', async () => {
    vi.useFakeTimers({ now: DEVICE_NOW, toFake: ['Date'] });
    await checkDeviceClock(serverBehindBy(20_000));
    expect(clockCorrection()).toBe(0);
    await checkDeviceClock(serverBehindBy(-30 * MIN));
    expect(clockCorrection()).toBe(0);
    expect(clock.now()).toBe(DEVICE_NOW);
  });

  it('drops the correction once the device clock is right again', async () => {
    setClockCorrection(10 * MIN);
    await checkDeviceClock(serverBehindBy(0));
    expect(clockCorrection()).toBe(0);
  });

  it('keeps the last correction when the server cannot be reached', async () => {
    setClockCorrection(10 * MIN);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await checkDeviceClock({ serverTime: () => Promise.reject(new Error('offline')) });
    expect(clockCorrection()).toBe(10 * MIN);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('ignores an answer that took too long to say anything about the clock', async () => {
    vi.useFakeTimers({ now: DEVICE_NOW, toFake: ['Date'] });
    await checkDeviceClock({
      serverTime: async () => {
        const asked = clock.deviceNow();
        vi.setSystemTime(asked + 60_000);
        return asked - 10 * MIN - ((asked - 10 * MIN) % 1000);
      },
    });
    expect(clockCorrection()).toBe(0);
  });
});
