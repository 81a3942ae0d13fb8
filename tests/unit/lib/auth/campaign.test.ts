import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_RETENTION_MS, CAMPAIGN_STORAGE_KEY, campaignFromUrl, rememberCampaign, storedCampaign } from '@/lib/auth/campaign';

const arrived = new Date('2026-03-01T08:00:00.000Z');
const url = new URL('https://app.example/signup?utm_source=fb&utm_medium=cpc&utm_campaign=raya&utm_content=a&utm_term=salon&ref=p1&sub1=x&sub2=y&sub3=z&other=no');

describe('campaign attribution (spec §3)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the nine tracking parameters with time, landing URL and user agent', () => {
    const c = campaignFromUrl(url, arrived, 'UA/1');
    expect(c).toEqual({
      utmParameters: { utm_source: 'fb', utm_medium: 'cpc', utm_campaign: 'raya', utm_content: 'a', utm_term: 'salon', ref: 'p1', sub1: 'x', sub2: 'y', sub3: 'z' },
      timestamp: '2026-03-01T08:00:00.000Z',
      landingUrl: url.toString(),
      userAgent: 'UA/1',
    });
  });

  it('is nothing without a tracking parameter', () => {
    expect(campaignFromUrl(new URL('https://app.example/signup?other=1'), arrived, 'UA')).toBeNull();
  });

  it('is kept for 30 days, then dropped', () => {
    const c = campaignFromUrl(url, arrived, 'UA/1');
    if (!c) throw new Error('expected a campaign');
    rememberCampaign(localStorage, c);
    const almost = new Date(arrived.getTime() + CAMPAIGN_RETENTION_MS - 1);
    expect(storedCampaign(localStorage, almost)).toEqual(c);
    const expired = new Date(arrived.getTime() + CAMPAIGN_RETENTION_MS);
    expect(storedCampaign(localStorage, expired)).toBeNull();
    expect(localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
  });

  it('drops unreadable data', () => {
    localStorage.setItem(CAMPAIGN_STORAGE_KEY, '{nope');
    expect(storedCampaign(localStorage, arrived)).toBeNull();
    expect(localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
  });
});
