import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/data/errors';
import { updateBusiness } from '@/data/mutations/business';
import { account, BUSINESS, freshDb } from '../data/helpers';

const now = () => new Date('2026-06-01T08:00:00.000Z');

describe('updateBusiness', () => {
  it('patches only the fields given, on the business row and in one outbox entry', async () => {
    const db = freshDb();
    await db.businesses.put({
      id: BUSINESS, businessId: BUSINESS, updatedAt: '2026-01-01T00:00:00.000Z', version: 2, name: 'Demo Salon', shortCode: 'demo-salon', logoUrl: null,
      registrationNumber: '', taxNumber: '', email: '', phone: '', website: '', address: null, country: 'MY', currency: 'myr', timeZone: 'Asia/Kuala_Lumpur', weekStart: 0,
    });
    await updateBusiness(BUSINESS, { name: ' Demo Salon KL ', country: 'sg' }, { db, account, now });
    expect(await db.businesses.get(BUSINESS)).toMatchObject({ name: 'Demo Salon KL', country: 'SG', currency: 'myr', updatedAt: now().toISOString() });
    const [entry, ...rest] = await db.outbox.toArray();
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({ method: 'PATCH', path: `/business/${BUSINESS}`, table: 'businesses', rowId: BUSINESS, body: { name: 'Demo Salon KL', country: 'SG' } });
  });

  it('writes nothing for a bad field', async () => {
    const db = freshDb();
    await expect(updateBusiness(BUSINESS, { weekStart: 9 }, { db, account, now })).rejects.toBeInstanceOf(ValidationError);
    expect(await db.outbox.count()).toBe(0);
  });
});
