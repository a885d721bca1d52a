import { describe, expect, it } from 'vitest';
import { shouldShowAds } from './ad-audience';

const free = { email: 'ann@example.com', role: 'user' as const, subscriptionPlan: 'free' as const };

describe('shouldShowAds', () => {
  it('shows ads to free users only', () => {
    expect(shouldShowAds(free, 'admin@masterly.app')).toBe(true);
    expect(shouldShowAds({ ...free, subscriptionPlan: 'pro' }, 'admin@masterly.app')).toBe(false);
    expect(shouldShowAds({ ...free, subscriptionPlan: 'platinum' }, 'admin@masterly.app')).toBe(
      false,
    );
    expect(shouldShowAds({ ...free, subscriptionPlan: 'enterprise' }, 'admin@masterly.app')).toBe(
      false,
    );
    expect(shouldShowAds(null, 'admin@masterly.app')).toBe(false);
  });

  it('never shows ads to the administrator, even on the free plan', () => {
    const admin = {
      email: 'Admin@Masterly.app',
      role: 'admin' as const,
      subscriptionPlan: 'free' as const,
    };
    expect(shouldShowAds(admin, 'admin@masterly.app')).toBe(false);
  });

  it('shows ads to look-alikes of the administrator: another e-mail or role user', () => {
    const admin = { email: 'admin@masterly.app', subscriptionPlan: 'free' as const };
    expect(shouldShowAds({ ...admin, role: 'user' }, 'admin@masterly.app')).toBe(true);
    expect(
      shouldShowAds(
        { ...admin, email: ' admin@masterly.app', role: 'admin' },
        'admin@masterly.app',
      ),
    ).toBe(true);
    expect(
      shouldShowAds(
        { ...admin, email: 'admin@masterly.app\u00A0', role: 'admin' },
        'admin@masterly.app',
      ),
    ).toBe(true);
  });
});
