import { describe, expect, it } from 'vitest';
import { publicWebsiteOf, shownOnline } from '@/lib/booking/public-website';
import { WEBSITE_DEFAULTS, type WebsiteSettings } from '@/lib/schemas/website-settings';

const asked: WebsiteSettings = {
  ...WEBSITE_DEFAULTS,
  bookingPolicy: { depositRequired: true, depositPercent: 25, cancellationPolicy: 'A day ahead.', noShowPolicy: '' },
  payment: { depositMethods: ['fpx', 'card'] },
  socialMedia: { ...WEBSITE_DEFAULTS.socialMedia, whatsapp: 'https://wa.me/60123456789', facebook: 'https://facebook.com/salon' },
};

describe('publicWebsiteOf', () => {
  it('asks a deposit only with the onlineDeposit feature and a percentage above 0', () => {
    expect(publicWebsiteOf(asked, true, null).deposit).toEqual({ percent: 25, methods: ['fpx', 'card'] });
    expect(publicWebsiteOf(asked, false, null).deposit).toBeNull();
    const zero = { ...asked, bookingPolicy: { ...asked.bookingPolicy, depositPercent: 0 } };
    expect(publicWebsiteOf(zero, true, null).deposit).toBeNull();
  });

  it('takes the business logo when the website has none, and lists the social links set in a fixed order', () => {
    const site = publicWebsiteOf(asked, false, 'https://files.example.com/logo.png');
    expect(site.logoUrl).toBe('https://files.example.com/logo.png');
    expect(site.coverImageUrl).toBeNull();
    expect(site.links).toEqual([{ network: 'facebook', url: 'https://facebook.com/salon' }, { network: 'whatsapp', url: 'https://wa.me/60123456789' }]);
    const own = { ...asked, appearance: { ...asked.appearance, logoUrl: 'https://cdn.example.com/own.png' } };
    expect(publicWebsiteOf(own, false, 'https://files.example.com/logo.png').logoUrl).toBe('https://cdn.example.com/own.png');
  });
});

describe('shownOnline', () => {
  it('leaves out the hidden services and members only', () => {
    const shown = shownOnline({ bookingExperience: { hiddenServiceIds: ['s2'], hiddenMemberIds: ['m1'], staffChoice: 'both' } });
    expect([shown.service('s1'), shown.service('s2'), shown.member('m1'), shown.member('m2')]).toEqual([true, false, false, true]);
  });
});
