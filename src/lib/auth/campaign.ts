// Campaign attribution (spec §3): the tracking parameters a visitor arrived with, kept on the
// device for 30 days (spec §4, §9) and sent with the sign-up session.
import { CAMPAIGN_PARAMS } from '@/lib/auth/auth-view';

export const CAMPAIGN_STORAGE_KEY = 'bookit-campaign';
export const CAMPAIGN_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type UtmParameters = Partial<Record<(typeof CAMPAIGN_PARAMS)[number], string>>;

export interface Campaign {
  utmParameters: UtmParameters;
  /** ISO 8601: when the visitor arrived. */
  timestamp: string;
  landingUrl: string;
  userAgent: string;
}

const MAX = { value: 200, url: 2048, agent: 512 };

/** The campaign carried by a landing URL, or null when it has no tracking parameter. */
export function campaignFromUrl(url: URL, now: Date, userAgent: string): Campaign | null {
  const utmParameters: UtmParameters = {};
  for (const key of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) utmParameters[key] = value.slice(0, MAX.value);
  }
  if (Object.keys(utmParameters).length === 0) return null;
  return {
    utmParameters,
    timestamp: now.toISOString(),
    landingUrl: url.toString().slice(0, MAX.url),
    userAgent: userAgent.slice(0, MAX.agent),
  };
}

/** Remembers a newly arrived campaign (the latest one wins). */
export function rememberCampaign(storage: Storage, campaign: Campaign): void {
  storage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
}

/** The stored campaign while younger than 30 days; an expired or unreadable one is removed. */
export function storedCampaign(storage: Storage, now: Date): Campaign | null {
  const raw = storage.getItem(CAMPAIGN_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Campaign>;
    const at = typeof parsed.timestamp === 'string' ? Date.parse(parsed.timestamp) : Number.NaN;
    if (Number.isFinite(at) && now.getTime() - at < CAMPAIGN_RETENTION_MS && parsed.utmParameters) {
      return {
        utmParameters: parsed.utmParameters,
        timestamp: new Date(at).toISOString(),
        landingUrl: parsed.landingUrl ?? '',
        userAgent: parsed.userAgent ?? '',
      };
    }
  } catch (error) {
    console.warn('Dropping unreadable campaign data', error);
  }
  storage.removeItem(CAMPAIGN_STORAGE_KEY);
  return null;
}
