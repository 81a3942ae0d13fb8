import { describe, expect, it } from 'vitest';
import { layoutReceipt, receiptText } from '@/lib/checkout/receipt-layout';
import { LABELS, sampleDoc } from './fixtures';
import { centre, columns, displayWidth, wrap } from '@/lib/checkout/text-columns';
import { deviceCodeFrom, formatReceiptNumber, formatZNumber, isDeviceCode } from '@/lib/checkout/receipt-number';
import { zReport } from '@/lib/checkout/shift-report';

describe('text columns', () => {
  it('measures wide characters as two columns and wraps by words', () => {
    expect(displayWidth('洗剪吹')).toBe(6);
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrap('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
    expect(centre('ab', 6)).toEqual(['  ab']);
    expect(columns('Total', 'RM 9.00', 20)).toEqual(['Total        RM 9.00']);
    expect(columns('A long left label here', 'RM 9.00', 12)).toEqual(['A long left', 'label here', '     RM 9.00']);
  });
});

describe.each([33, 48])('receipt layout at %i columns', (width) => {
  const lines = layoutReceipt(sampleDoc(), LABELS, width);
  const texts = lines.flatMap((l) => (l.kind === 'text' ? [l.text] : []));

  it('keeps every line within the paper width', () => {
    for (const t of texts) expect(displayWidth(t)).toBeLessThanOrEqual(width);
  });

  it('prints the number, the items, the totals, the payment, the change and the QR code', () => {
    const text = receiptText(lines);
    expect(text).toContain('BGS-7K3QF-000042');
    expect(texts.some((t) => t.startsWith('  2 x 68.00') && t.endsWith('136.00'))).toBe(true);
    expect(texts.find((t) => t.startsWith('TOTAL'))).toBe(`TOTAL${' '.repeat(width - 5 - 9)}RM 217.80`);
    expect(texts.find((t) => t.startsWith('SST 8%'))?.endsWith('RM 6.80')).toBe(true);
    expect(texts.find((t) => t.startsWith('Change'))?.endsWith('RM 82.20')).toBe(true);
    expect(lines.filter((l) => l.kind === 'text' && l.bold).map((l) => (l.kind === 'text' ? l.text.trim() : ''))).toContain('Demo Salon');
    expect(lines[lines.length - 1]).toEqual({ kind: 'qr', value: 'https://app.test/r/abc' });
    expect(texts.filter((t) => /^-+$/.test(t)).every((t) => t.length === width)).toBe(true);
  });
});

describe('receipt fields', () => {
  it('hides the fields switched off in the receipt settings', () => {
    const lines = layoutReceipt(sampleDoc({ show: { cashier: false, customer: false, qrCode: false, branchPhone: false, staff: false } }), LABELS, 33);
    const text = receiptText(lines);
    expect(text).not.toContain('Aisyah');
    expect(text).not.toContain('Nurul');
    expect(text).not.toContain('+6032');
    expect(text).not.toContain('Mei Ling');
    expect(lines.some((l) => l.kind === 'qr')).toBe(false);
  });
});

describe('receipt numbers', () => {
  it('are branch code, device code and a zero-padded sequence', () => {
    const code = deviceCodeFrom(new Uint8Array([0, 31, 32, 10, 20]));
    expect(code).toBe('0Z0AM');
    expect(isDeviceCode(code)).toBe(true);
    expect(formatReceiptNumber('bgs', code, 42)).toBe('BGS-0Z0AM-000042');
    expect(formatReceiptNumber('', code, 1)).toBe('BR-0Z0AM-000001');
    expect(formatZNumber('PJ', code, 3)).toBe('Z-PJ-0Z0AM-0003');
    expect(() => formatReceiptNumber('BGS', code, 0)).toThrow(RangeError);
  });

  it('differ across devices for the same branch and sequence', () => {
    const a = formatReceiptNumber('BGS', deviceCodeFrom(crypto.getRandomValues(new Uint8Array(5))), 1);
    const b = formatReceiptNumber('BGS', deviceCodeFrom(new Uint8Array([1, 2, 3, 4, 5])), 1);
    const c = formatReceiptNumber('BGS', deviceCodeFrom(new Uint8Array([5, 4, 3, 2, 1])), 1);
    expect(new Set([b, c]).size).toBe(2);
    expect(a).toMatch(/^BGS-[0-9A-Z]{5}-000001$/);
  });
});

describe('Z report', () => {
  it('expects float + cash net of change + cash in − cash out − cash refunds', () => {
    const totals = { subtotal: 10_000, discount: 0, serviceCharge: 0, tax: 800, tip: 0, rounding: 0, total: 10_800 };
    const z = zReport({
      openingFloat: 20_000,
      movements: [
        { id: '0195f0a0-0000-7000-8000-000000000001', kind: 'in', amount: 5000, note: '', at: '2025-06-01T01:00:00Z' },
        { id: '0195f0a0-0000-7000-8000-000000000002', kind: 'out', amount: 1500, note: 'milk', at: '2025-06-01T02:00:00Z' },
      ],
      sales: [
        { totals, payments: [{ id: '0195f0a0-0000-7000-8000-000000000003', method: 'cash', amount: 10_800, tendered: 20_000, reference: '' }] },
        { totals, payments: [{ id: '0195f0a0-0000-7000-8000-000000000004', method: 'card', amount: 10_800, tendered: null, reference: 'x' }] },
      ],
      refunds: [{ amount: 2000, method: 'cash' }, { amount: 1000, method: 'card' }],
      countedCash: 32_000,
    });
    expect(z.byMethod.cash).toBe(10_800);
    expect(z.byMethod.card).toBe(10_800);
    expect(z.expectedCash).toBe(20_000 + 10_800 + 5000 - 1500 - 2000);
    expect(z.difference).toBe(32_000 - 32_300);
    expect(z).toMatchObject({ salesCount: 2, tax: 1600, refunds: 3000, refundsCount: 2 });
  });
});
