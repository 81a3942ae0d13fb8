// The public part of a business's website settings (issue 20): what its booking page shows and
// asks. Shared by the server (which answers it) and its tests.
import type { PublicWebsite } from '@/lib/booking/public-types';
import { SOCIAL_NETWORKS, type WebsiteSettings } from '@/lib/schemas/website-settings';

/**
 * The booking page's settings: the staff choice, policies and consent, the look, the social links;
 * a deposit only when the business has the onlineDeposit feature and asks a percentage above 0.
 * The business logo stands in when the website has none of its own.
 */
export function publicWebsiteOf(settings: WebsiteSettings, onlineDeposit: boolean, businessLogoUrl: string | null): PublicWebsite {
  const { bookingExperience, bookingPolicy, dataPrivacy, appearance, payment, socialMedia } = settings;
  const depositAsked = onlineDeposit && bookingPolicy.depositRequired && bookingPolicy.depositPercent > 0;
  return {
    staffChoice: bookingExperience.staffChoice,
    cancellationPolicy: bookingPolicy.cancellationPolicy,
    noShowPolicy: bookingPolicy.noShowPolicy,
    deposit: depositAsked ? { percent: bookingPolicy.depositPercent, methods: [...payment.depositMethods] } : null,
    privacyNotice: dataPrivacy.privacyNotice,
    consentText: dataPrivacy.consentText,
    logoUrl: appearance.logoUrl !== '' ? appearance.logoUrl : businessLogoUrl,
    coverImageUrl: appearance.coverImageUrl !== '' ? appearance.coverImageUrl : null,
    primaryColour: appearance.primaryColour,
    accentColour: appearance.accentColour,
    theme: appearance.theme,
    links: SOCIAL_NETWORKS.filter((n) => socialMedia[n] !== '').map((network) => ({ network, url: socialMedia[network] })),
  };
}

/** Whether the booking page offers a service / a staff member (not hidden in the website settings). */
export function shownOnline(settings: Pick<WebsiteSettings, 'bookingExperience'>): { service: (id: string) => boolean; member: (id: string) => boolean } {
  const services = new Set(settings.bookingExperience.hiddenServiceIds);
  const members = new Set(settings.bookingExperience.hiddenMemberIds);
  return { service: (id) => !services.has(id), member: (id) => !members.has(id) };
}
