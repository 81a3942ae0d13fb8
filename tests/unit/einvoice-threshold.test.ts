import { describe, expect, it } from 'vitest';
import { CONSOLIDATION_LIMIT_SEN, einvoicingOn, emptyBuyer, exceedsConsolidationLimit, thresholdBuyerSchema } from '@/lib/einvoice/threshold';

describe('the RM 10,000 rule', () => {
  it('consolidates RM 10,000.00 itself and refuses RM 10,000.01', () => {
    expect(CONSOLIDATION_LIMIT_SEN).toBe(1_000_000);
    expect(exceedsConsolidationLimit(999_999, 'myr')).toBe(false);
    expect(exceedsConsolidationLimit(1_000_000, 'myr')).toBe(false);
    expect(exceedsConsolidationLimit(1_000_001, 'myr')).toBe(true);
    expect(exceedsConsolidationLimit(1_200_000, 'MYR')).toBe(true);
  });

  it('applies to ringgit only', () => {
    expect(exceedsConsolidationLimit(1_200_000, 'sgd')).toBe(false);
  });

  it('needs the einvoice flag and an enabled tax identity', () => {
    expect(einvoicingOn(true, { enabled: true })).toBe(true);
    expect(einvoicingOn(false, { enabled: true })).toBe(false);
    expect(einvoicingOn(true, { enabled: false })).toBe(false);
    expect(einvoicingOn(true, null)).toBe(false);
  });

  it('asks for name, TIN, ID, address and a contact', () => {
    const r = thresholdBuyerSchema.safeParse(emptyBuyer());
    expect(r.success).toBe(false);
    const fields = new Set(r.error?.issues.map((i) => i.path.join('.')));
    expect([...fields].sort()).toEqual(['address', 'idValue', 'name', 'phone', 'tin']);
    const ok = thresholdBuyerSchema.safeParse({ ...emptyBuyer(), name: 'Aminah', tin: 'ig12345678901', idType: 'NRIC', idValue: '900101145566', address: '1 Jalan Ampang, KL', phone: '+60123456789' });
    expect(ok.success).toBe(true);
    expect(ok.data?.tin).toBe('IG12345678901');
  });
});
