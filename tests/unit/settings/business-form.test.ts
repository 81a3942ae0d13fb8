import { describe, expect, it } from 'vitest';
import type { BusinessRow } from '@/lib/api-types';
import { businessErrors, changedFields, formOf, toPatchInput } from '@/features/settings/business/business-form';

const saved: BusinessRow = {
  id: 'b1', businessId: 'b1', updatedAt: '2026-01-01T00:00:00.000Z', version: 3, name: 'Demo Salon', shortCode: 'demo-salon',
  logoUrl: null, registrationNumber: '', taxNumber: '', email: '', phone: '', website: '', address: null,
  country: 'MY', currency: 'myr', timeZone: 'Asia/Kuala_Lumpur', weekStart: 0,
};

describe('the business form', () => {
  it('sends only what changed', () => {
    const form = { ...formOf(saved), name: 'Demo Salon KL', weekStart: 1 };
    expect(changedFields(form, saved)).toEqual({ name: 'Demo Salon KL', weekStart: 1 });
    expect(changedFields(formOf(saved), saved)).toEqual({});
    expect(toPatchInput({ currency: 'sgd', taxNumber: 'T1' })).toEqual({ currency: 'sgd', taxNumber: 'T1' });
  });

  it('checks each changed field with the schema the server uses', () => {
    expect(businessErrors({ name: ' ', email: 'nope', shortCode: 'A B', website: 'salon', currency: 'usd' })).toEqual({
      name: 'validation.required',
      email: 'validation.InvalidEmail',
      shortCode: 'business.validation.invalidShortCode',
      website: 'validation.invalidUrl',
      currency: 'business.validation.invalidCurrency',
    });
    const address = { address1: '1 Jalan', address2: '', city: 'KL', postalCode: '50000', province: 'WP', country: 'Malaysia' };
    expect(businessErrors({ address })).toEqual({ 'address.address2': 'customers.validation.addressRequired' });
    expect(businessErrors({ name: 'New name', shortCode: 'new-name', country: 'SG', timeZone: 'Asia/Singapore' })).toEqual({});
  });
});
