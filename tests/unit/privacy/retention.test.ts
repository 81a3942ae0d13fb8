import { describe, expect, it } from 'vitest';
import { customerName } from '@/lib/appointments/names';
import { customerDisplayName, isErasedCustomer } from '@/lib/privacy/erased';
import { isDueForErasure, lastActivityAt, monthsBefore, retentionCutoffDay, type CustomerActivity, type CustomerHoldings } from '@/lib/privacy/retention';

const KL = 'Asia/Kuala_Lumpur';
// 27 Nov 2026, 10:00 in Kuala Lumpur (UTC+8).
const NOW = new Date('2026-11-27T02:00:00.000Z');
const policy = { retentionMonths: 24, timeZone: KL, now: NOW };
const nothing: CustomerHoldings = { credit: 0, vouchers: 0, packageSessions: 0, points: 0, hasFutureAppointment: false };
const only = (createdAt: string, over: Partial<CustomerActivity> = {}): CustomerActivity => ({
  createdAt, lastVisitAt: null, lastAppointmentAt: null, lastSaleAt: null, lastBalanceMovementAt: null, ...over,
});

describe('the retention period', () => {
  it('counts back whole calendar months, clamping to the month’s end', () => {
    expect(monthsBefore('2026-11-27', 24)).toBe('2024-11-27');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2028-02-29', 12)).toBe('2027-02-28');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
    expect(monthsBefore('2026-01-15', 120)).toBe('2016-01-15');
  });

  it('starts at the business’s local day, not UTC’s', () => {
    // 26 Nov 2026 17:00 UTC is already 27 Nov in Kuala Lumpur.
    expect(retentionCutoffDay({ ...policy, now: new Date('2026-11-26T17:00:00.000Z') })).toBe('2024-11-27');
    expect(retentionCutoffDay({ ...policy, now: new Date('2026-11-26T17:00:00.000Z'), timeZone: 'UTC' })).toBe('2024-11-26');
  });
});

describe('which customers are erased', () => {
  it('erases the day after the period ends, on the business’s calendar', () => {
    // Last seen 26 Nov 2024 at 23:59 in Kuala Lumpur: erased. 27 Nov 2024 at 00:00 there: kept.
    expect(isDueForErasure(only('2024-11-26T15:59:00.000Z'), nothing, policy)).toBe(true);
    expect(isDueForErasure(only('2024-11-26T16:00:00.000Z'), nothing, policy)).toBe(false);
    // In UTC, on 26 Nov 2026 the first day kept is 26 Nov 2024.
    expect(isDueForErasure(only('2024-11-26T16:00:00.000Z'), nothing, { ...policy, timeZone: 'UTC', now: new Date('2026-11-26T20:00:00.000Z') })).toBe(false);
    expect(isDueForErasure(only('2024-11-25T23:59:00.000Z'), nothing, { ...policy, timeZone: 'UTC', now: new Date('2026-11-26T20:00:00.000Z') })).toBe(true);
  });

  it('follows the business’s months', () => {
    expect(isDueForErasure(only('2026-05-01T00:00:00.000Z'), nothing, { ...policy, retentionMonths: 7 })).toBe(false);
    expect(isDueForErasure(only('2026-05-01T00:00:00.000Z'), nothing, { ...policy, retentionMonths: 6 })).toBe(true);
  });

  it('counts the latest of created, visit, appointment, sale and balance movement', () => {
    const old = '2020-01-01T00:00:00.000Z';
    const recent = '2026-10-01T00:00:00.000Z';
    expect(isDueForErasure(only(old), nothing, policy)).toBe(true);
    for (const key of ['lastVisitAt', 'lastAppointmentAt', 'lastSaleAt', 'lastBalanceMovementAt'] as const) {
      expect(isDueForErasure(only(old, { [key]: recent }), nothing, policy)).toBe(false);
      expect(lastActivityAt(only(old, { [key]: recent }))).toBe(recent);
    }
    expect(lastActivityAt(only(recent, { lastSaleAt: old }))).toBe(recent);
  });

  it('keeps a customer who holds anything or has a future appointment', () => {
    const old = only('2020-01-01T00:00:00.000Z');
    expect(isDueForErasure(old, { ...nothing, credit: 1 }, policy)).toBe(false);
    expect(isDueForErasure(old, { ...nothing, vouchers: 500 }, policy)).toBe(false);
    expect(isDueForErasure(old, { ...nothing, packageSessions: 1 }, policy)).toBe(false);
    expect(isDueForErasure(old, { ...nothing, points: 3 }, policy)).toBe(false);
    expect(isDueForErasure(old, { ...nothing, hasFutureAppointment: true }, policy)).toBe(false);
    // A negative credit (owed to the business) is not something the customer holds.
    expect(isDueForErasure(old, { ...nothing, credit: -100 }, policy)).toBe(true);
  });
});

describe('an erased customer', () => {
  it('is one with erasedAt set', () => {
    expect(isErasedCustomer({ erasedAt: '2026-11-27T02:00:00.000Z' })).toBe(true);
    expect(isErasedCustomer({ erasedAt: null })).toBe(false);
    expect(isErasedCustomer({})).toBe(false);
    expect(isErasedCustomer(undefined)).toBe(false);
  });

  it('shows the translated marker instead of a name', () => {
    const t = (key: 'privacy.erasedCustomer') => (key === 'privacy.erasedCustomer' ? 'Erased customer' : key);
    expect(customerDisplayName({ firstName: '', lastName: '', erasedAt: '2026-11-27T02:00:00.000Z' }, t)).toBe('Erased customer');
    expect(customerDisplayName({ firstName: 'Siti', lastName: 'Tan', erasedAt: null }, t)).toBe('Siti Tan');
    expect(customerDisplayName({ firstName: 'Siti', lastName: '' }, t)).toBe('Siti');
  });

  it('has the marker, not an empty name or "Walk-in", in the appointments’ lists and calendar', () => {
    expect(customerName({ firstName: '', lastName: '', erasedAt: '2026-11-27T02:00:00.000Z' }, 'Erased customer')).toBe('Erased customer');
    expect(customerName({ firstName: 'Siti', lastName: 'Tan', erasedAt: null }, 'Erased customer')).toBe('Siti Tan');
    expect(customerName(undefined, 'Erased customer')).toBe('');
  });
});
