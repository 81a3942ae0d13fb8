import { describe, expect, it } from 'vitest';
import { consolidatedRefundNumber, isConsolidated, isConsolidatedRefund, monthDue, nettedReceipt, refundPlacement, refundSplit, refundsReported, reportMonth } from '@/lib/einvoice/consolidation';

describe('the month a consolidated e-invoice is due for', () => {
  it('is the previous month during the first 7 days, in the business’s time zone', () => {
    expect(monthDue(new Date('2026-11-01T00:30:00+08:00'), 'Asia/Kuala_Lumpur')).toBe('2026-10');
    expect(monthDue(new Date('2026-11-07T23:59:00+08:00'), 'Asia/Kuala_Lumpur')).toBe('2026-10');
    expect(monthDue(new Date('2026-01-03T12:00:00+08:00'), 'Asia/Kuala_Lumpur')).toBe('2025-12');
  });

  it('is none after the 7th or before the month has ended', () => {
    expect(monthDue(new Date('2026-11-08T00:00:00+08:00'), 'Asia/Kuala_Lumpur')).toBeNull();
    // 31 Oct 23:30 in Kuala Lumpur, although already 1 Nov nowhere: October has not ended there.
    expect(monthDue(new Date('2026-10-31T15:30:00Z'), 'Asia/Kuala_Lumpur')).toBeNull();
  });
});

describe('refunds in the consolidated documents', () => {
  it('places a refund by its month against the sale’s: the same month nets, a later month goes into a refund note', () => {
    expect(refundPlacement('2026-10', '2026-10')).toBe('net');
    expect(refundPlacement('2026-10', '2026-11')).toBe('note');
    expect(refundPlacement('2025-12', '2026-01')).toBe('note');
  });

  it('reports a refund in its month, or in the month it reached the server when that is later', () => {
    expect(reportMonth({ refundMonth: '2026-10', recordedMonth: '2026-10' })).toBe('2026-10');
    expect(reportMonth({ refundMonth: '2026-10', recordedMonth: '2026-11' })).toBe('2026-11');
    expect(reportMonth({ refundMonth: '2026-12', recordedMonth: '2027-01' })).toBe('2027-01');
  });

  it('tells what a month’s documents report of a receipt’s refunds and what earlier ones did', () => {
    const refunds = [
      { amount: 100, refundMonth: '2026-10', recordedMonth: '2026-10' },
      // Made in October, received in November: after October was consolidated.
      { amount: 200, refundMonth: '2026-10', recordedMonth: '2026-11' },
      { amount: 400, refundMonth: '2026-11', recordedMonth: '2026-11' },
      { amount: 800, refundMonth: '2026-12', recordedMonth: '2026-12' },
    ];
    expect(refundsReported('2026-10', refunds, '2026-10')).toEqual({ inMonth: 100, before: 0 });
    expect(refundsReported('2026-10', refunds, '2026-11')).toEqual({ inMonth: 600, before: 100 });
    expect(refundsReported('2026-10', refunds, '2026-12')).toEqual({ inMonth: 800, before: 700 });
    expect(refundsReported('2026-10', refunds, '2027-01')).toEqual({ inMonth: 0, before: 1_500 });
  });

  it('splits a refund into its part before SST and its SST, in proportion, to the sen', () => {
    // RM 108.00 with RM 8.00 SST: refunding RM 54.00 gives back RM 50.00 + RM 4.00.
    expect(refundSplit({ total: 10_800, tax: 800 }, 0, 5_400)).toEqual({ net: 5_000, tax: 400 });
    // RM 10.00 refunded of RM 108.00: SST 0.7407… rounds to 74 sen.
    expect(refundSplit({ total: 10_800, tax: 800 }, 0, 1_000)).toEqual({ net: 926, tax: 74 });
    // A receipt without SST.
    expect(refundSplit({ total: 4_500, tax: 0 }, 0, 1_500)).toEqual({ net: 1_500, tax: 0 });
  });

  it('rounds on the running sum, so the refunds of a whole receipt give back exactly its SST', () => {
    const receipt = { total: 10_000, tax: 741 };
    const parts = [333, 333, 334, 9_000].reduce<{ before: number; out: { net: number; tax: number }[] }>(
      (acc, amount) => ({ before: acc.before + amount, out: [...acc.out, refundSplit(receipt, acc.before, amount)] }),
      { before: 0, out: [] },
    ).out;
    expect(parts.reduce((s, p) => s + p.tax, 0)).toBe(741);
    expect(parts.reduce((s, p) => s + p.net, 0)).toBe(10_000 - 741);
  });

  it('never gives back more than the receipt came to', () => {
    expect(refundSplit({ total: 10_800, tax: 800 }, 10_000, 5_000)).toEqual({ net: 741, tax: 59 });
    expect(refundSplit({ total: 10_800, tax: 800 }, 10_800, 100)).toEqual({ net: 0, tax: 0 });
    expect(refundSplit({ total: 10_800, tax: 800 }, 0, -100)).toEqual({ net: 0, tax: 0 });
  });

  it('nets the same month’s refunds out of a receipt’s line', () => {
    expect(nettedReceipt({ total: 10_800, tax: 800 }, 0)).toBe(10_000);
    expect(nettedReceipt({ total: 10_800, tax: 800 }, 5_400)).toBe(5_000);
    expect(nettedReceipt({ total: 10_800, tax: 800 }, 10_800)).toBe(0);
    expect(nettedReceipt({ total: 10_800, tax: 800 }, 20_000)).toBe(0);
  });

  it('names the refund note by its month and the month it corrects, as a consolidated document', () => {
    const n = consolidatedRefundNumber('2026-11', '2026-10');
    expect(n).toBe('CONSOLIDATED-REFUND-2026-11-OF-2026-10');
    expect(isConsolidatedRefund(n)).toBe(true);
    expect(isConsolidated(n)).toBe(true);
    expect(isConsolidatedRefund('CONSOLIDATED-2026-10')).toBe(false);
  });
});
