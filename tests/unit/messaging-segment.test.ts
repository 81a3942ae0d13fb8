import { describe, expect, it } from 'vitest';
import { campaignResults, EVERYONE, segmentRecipients, type SegmentCustomer } from '@/lib/messaging/campaign';

const now = new Date('2026-06-15T00:00:00.000Z');
const base: SegmentCustomer = {
  id: 'c0',
  nameKey: 'a',
  birthday: null,
  branchId: 'b1',
  visitsCount: 0,
  lastVisitAt: null,
  totalSpent: 0,
  whatsappConsentAt: '2026-01-01T00:00:00.000Z',
  phone: '+60123456789',
};
const rows: SegmentCustomer[] = [
  { ...base, id: 'regular', nameKey: 'b', visitsCount: 5, lastVisitAt: '2026-06-01T00:00:00.000Z', totalSpent: 90_000, birthday: '1990-06-20' },
  { ...base, id: 'lapsed', nameKey: 'c', visitsCount: 2, lastVisitAt: '2025-10-01T00:00:00.000Z', totalSpent: 20_000, branchId: 'b2' },
  { ...base, id: 'noConsent', nameKey: 'd', whatsappConsentAt: null, totalSpent: 99_000 },
  { ...base, id: 'noPhone', nameKey: 'e', phone: '' },
  { ...base, id: 'new', nameKey: 'f', birthday: '2000-06-02' },
];

describe('campaign segments', () => {
  it('reaches only customers with consent and a phone', () => {
    expect(segmentRecipients(rows, EVERYONE, now, new Set()).map((c) => c.id)).toEqual(['regular', 'lapsed', 'new']);
  });

  it('applies tags, last visit, birthday month, branch, spent more than and balance', () => {
    const ids = (s: Partial<typeof EVERYONE>, balance: string[] = []) => segmentRecipients(rows, { ...EVERYONE, ...s }, now, new Set(balance)).map((c) => c.id);
    expect(ids({ tag: 'REGULAR' })).toEqual(['regular']);
    expect(ids({ tag: 'PAST' })).toEqual(['lapsed']);
    expect(ids({ lastVisit: 'within30' })).toEqual(['regular']);
    expect(ids({ lastVisit: 'never' })).toEqual(['new']);
    expect(ids({ birthdayMonth: 6 })).toEqual(['regular', 'new']);
    expect(ids({ branchId: 'b2' })).toEqual(['lapsed']);
    expect(ids({ spentMoreThan: 20_000 })).toEqual(['regular']);
    expect(ids({ spentMoreThan: 19_999 })).toEqual(['regular', 'lapsed']);
    expect(ids({ hasBalance: true }, ['new', 'noConsent'])).toEqual(['new']);
  });

  it('counts results: sent includes delivered, bookings by recipients within 14 days', () => {
    const results = campaignResults(
      { sendAt: '2026-06-01T00:00:00.000Z' },
      [
        { state: 'sent', customerId: 'a' },
        { state: 'delivered', customerId: 'b' },
        { state: 'read', customerId: 'c' },
        { state: 'failed', customerId: 'd' },
      ],
      [
        { customerId: 'a', at: '2026-06-03T00:00:00.000Z' },
        { customerId: 'b', at: '2026-06-20T00:00:00.000Z' },
        { customerId: 'd', at: '2026-06-02T00:00:00.000Z' },
        { customerId: 'x', at: '2026-06-02T00:00:00.000Z' },
        { customerId: 'c', at: '2026-05-31T00:00:00.000Z' },
      ],
    );
    expect(results).toEqual({ sent: 3, delivered: 2, failed: 1, bookings: 1 });
  });
});
