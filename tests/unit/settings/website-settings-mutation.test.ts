import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/data/errors';
import { updateWebsiteSettings } from '@/data/mutations/website-settings';
import { WEBSITE_DEFAULTS } from '@/lib/schemas/website-settings';
import { account, BUSINESS, freshDb } from '../data/helpers';

const now = () => new Date('2026-06-01T08:00:00.000Z');
const social = { ...WEBSITE_DEFAULTS.socialMedia, instagram: 'https://instagram.com/salon' };

describe('website settings mutation', () => {
  it('writes the row (defaults with the section) and one PATCH of that section to the outbox', async () => {
    const db = freshDb();
    await updateWebsiteSettings({ socialMedia: social }, { db, account, now });
    const row = await db.websiteSettings.get(BUSINESS);
    expect(row?.socialMedia.instagram).toBe('https://instagram.com/salon');
    expect(row?.bookingPolicy).toEqual(WEBSITE_DEFAULTS.bookingPolicy);
    const [entry, ...rest] = await db.outbox.toArray();
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({ method: 'PATCH', path: `/b/${BUSINESS}/websiteSettings/${BUSINESS}`, table: 'websiteSettings', rowId: BUSINESS, body: { socialMedia: social } });
  });

  it('changes only the section sent on a row the device holds', async () => {
    const db = freshDb();
    await updateWebsiteSettings({ socialMedia: social }, { db, account, now });
    await updateWebsiteSettings({ payment: { depositMethods: ['fpx'] } }, { db, account, now });
    const row = await db.websiteSettings.get(BUSINESS);
    expect(row?.payment.depositMethods).toEqual(['fpx']);
    expect(row?.socialMedia.instagram).toBe('https://instagram.com/salon');
    expect((await db.outbox.toArray()).map((e) => Object.keys(e.body as object))).toEqual([['socialMedia'], ['payment']]);
  });

  it('refuses bad input at the field and writes nothing', async () => {
    const db = freshDb();
    const error = await updateWebsiteSettings({ socialMedia: { ...social, facebook: 'javascript:alert(1)' } }, { db, account, now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ 'socialMedia.facebook': 'validation.invalidUrl' });
    await expect(updateWebsiteSettings({}, { db, account, now })).rejects.toBeInstanceOf(ValidationError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.websiteSettings.count()).toBe(0);
  });
});
