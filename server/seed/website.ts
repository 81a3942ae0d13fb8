import type { Queryable } from '@server/db/types';
import { setAuditContext } from '@server/db/audit';
import { writeWebsiteSettings } from '@server/routes/website-settings';
import { DEMO_IDS } from '@server/seed/team';

/**
 * The demo salon's website settings, written as its owner and manager would (so the audit log
 * opens with their changes): policies, privacy wording, colours and social links.
 */
export async function seedWebsiteSettings(q: Queryable, bid: string): Promise<void> {
  await setAuditContext(q, { actorId: DEMO_IDS.owner, email: 'owner@demo.test', key: null, method: 'PATCH', path: `/b/${bid}/websiteSettings/${bid}` });
  await writeWebsiteSettings(q, bid, {
    bookingPolicy: {
      depositRequired: false,
      depositPercent: 0,
      cancellationPolicy: 'Free cancellation up to 24 hours before your appointment. Later cancellations may be charged 50% of the service price.',
      noShowPolicy: 'After two missed appointments we ask for a deposit on future bookings.',
    },
    dataPrivacy: {
      privacyNotice: 'We keep your name, phone number and visit history to manage your bookings, as required by the PDPA 2010. We never sell your data.',
      consentText: 'I agree to be contacted about my bookings by WhatsApp or e-mail.',
      retentionMonths: 36,
    },
    appearance: { logoUrl: '', coverImageUrl: '', primaryColour: '#9C3A82', accentColour: '#227052', theme: 'system' },
  });
  await setAuditContext(q, { actorId: DEMO_IDS.manager, email: 'manager@demo.test', key: null, method: 'PATCH', path: `/b/${bid}/websiteSettings/${bid}` });
  await writeWebsiteSettings(q, bid, {
    bookingExperience: { hiddenServiceIds: [], hiddenMemberIds: [], staffChoice: 'both' },
    payment: { depositMethods: ['fpx', 'card', 'ewallet'] },
    socialMedia: { facebook: 'https://www.facebook.com/demosalon.kl', instagram: 'https://www.instagram.com/demosalon.kl', tiktok: '', whatsapp: 'https://wa.me/60123456701', website: '' },
  });
}
