import { describe, expect, inject, it } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    timeZone: string;
  }
}

// Each Vitest project declares the zone its tests run in (vite.config.ts); the date tests
// around it only prove something if the zone really is in effect.
describe('the time zone of the test project', () => {
  it('is the one the project declares', () => {
    const timeZone = inject('timeZone');
    // Local clock hours of one instant, as Date sees them and as the zone's own rules say.
    const instant = new Date('2026-03-08T20:45:00.000Z');
    const inZone = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    const local = [instant.getHours(), instant.getMinutes()]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
    expect(local).toBe(inZone);
  });
});
