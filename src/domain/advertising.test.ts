import { describe, expect, it } from 'vitest';
import {
  AD_FREQUENCIES,
  advertisingId,
  DISPLAY_METHODS,
  isAdFrequency,
  isDisplayMethod,
} from './advertising';
import {
  formatRevenue,
  normalizeAdWayInput,
  normalizeCampaignInput,
  parseClicks,
  parseRevenue,
} from './advertising-form';
import { SAMPLE_AD_WAYS, SAMPLE_CAMPAIGNS } from './advertising-samples';

describe('parseClicks', () => {
  it('keeps integers of 0 or more', () => {
    expect(parseClicks('42')).toBe(42);
    expect(parseClicks(0)).toBe(0);
  });
  it('turns anything invalid into 0', () => {
    expect(parseClicks('')).toBe(0);
    expect(parseClicks('abc')).toBe(0);
    expect(parseClicks('-5')).toBe(0);
    expect(parseClicks(Number.NaN)).toBe(0);
    expect(parseClicks(undefined)).toBe(0);
  });
  it('drops a fraction', () => {
    expect(parseClicks('7.9')).toBe(7);
    expect(parseClicks(3.2)).toBe(3);
  });
});

describe('parseRevenue', () => {
  it('keeps decimals of 0 or more, rounded to 2 places', () => {
    expect(parseRevenue('12.345')).toBe(12.35);
    expect(parseRevenue('0.1')).toBe(0.1);
    expect(parseRevenue(99)).toBe(99);
  });
  it('turns anything invalid into 0', () => {
    expect(parseRevenue('')).toBe(0);
    expect(parseRevenue('x')).toBe(0);
    expect(parseRevenue('-1')).toBe(0);
  });
  it('formats as dollars with 2 decimals', () => {
    expect(formatRevenue(1234.5)).toBe('$1,234.50');
    expect(formatRevenue(0)).toBe('$0.00');
  });
});

describe('normalizeCampaignInput', () => {
  it('applies the form rules without required-field checks', () => {
    expect(normalizeCampaignInput({ clicks: 'bad', revenue: '3.999' })).toEqual({
      name: '',
      type: 'external',
      url: '',
      description: '',
      status: 'active',
      clicks: 0,
      revenue: 4,
    });
  });
  it('keeps valid enums and rejects unknown ones', () => {
    expect(normalizeCampaignInput({ type: 'internal', status: 'paused' })).toMatchObject({
      type: 'internal',
      status: 'paused',
    });
    expect(normalizeCampaignInput({ type: 'x', status: 'y' })).toMatchObject({
      type: 'external',
      status: 'active',
    });
  });
});

describe('advertising ways', () => {
  it('knows the six display methods and frequencies', () => {
    expect(DISPLAY_METHODS).toEqual([
      'banner',
      'modal',
      'widget',
      'notification',
      'suggestion',
      'footer',
    ]);
    expect(AD_FREQUENCIES).toEqual([
      'every-visit',
      'daily-rotation',
      'weekly',
      'milestone-based',
      'on-goal-creation',
      'persistent',
    ]);
    expect(isDisplayMethod('popup')).toBe(false);
    expect(isAdFrequency('weekly')).toBe(true);
  });
  it('normalizes the form', () => {
    expect(normalizeAdWayInput({ displayMethod: 'popup', isActive: false })).toMatchObject({
      displayMethod: 'banner',
      frequency: 'every-visit',
      isActive: false,
    });
  });
});

describe('advertisingId', () => {
  it('is the prefix, the timestamp and a random string', () => {
    expect(advertisingId('campaign_', 1700000000000, () => 0.123456789)).toMatch(
      /^campaign_1700000000000_[a-z0-9]{9}$/,
    );
    expect(advertisingId('adway_', 5, () => 0.5)).toMatch(/^adway_5_[a-z0-9]{9}$/);
  });
  it('differs for different random values', () => {
    expect(advertisingId('adway_', 1, () => 0.1)).not.toBe(advertisingId('adway_', 1, () => 0.2));
  });
});

describe('sample data', () => {
  it('has the five campaigns of the spec', () => {
    expect(SAMPLE_CAMPAIGNS.map((c) => [c.type, c.status])).toEqual([
      ['external', 'active'],
      ['internal', 'active'],
      ['external', 'active'],
      ['internal', 'paused'],
      ['external', 'active'],
    ]);
    for (const c of SAMPLE_CAMPAIGNS) {
      expect(Number.isInteger(c.clicks) && c.clicks >= 0).toBe(true);
      expect(parseRevenue(c.revenue)).toBe(c.revenue);
    }
  });
  it('has the six ways of the spec', () => {
    expect(
      SAMPLE_AD_WAYS.map((w) => [w.displayMethod, w.targetLocation, w.frequency, w.isActive]),
    ).toEqual([
      ['banner', 'goals-page-header', 'every-visit', true],
      ['modal', 'goal-completion', 'milestone-based', true],
      ['widget', 'sidebar', 'persistent', false],
      ['notification', 'notification-center', 'weekly', true],
      ['suggestion', 'new-goal-dialog', 'on-goal-creation', false],
      ['footer', 'page-footer', 'daily-rotation', true],
    ]);
  });
});
