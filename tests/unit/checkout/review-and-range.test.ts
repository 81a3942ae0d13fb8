import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { anomalyDetail } from '@/features/transactions/anomaly-text';
import { formatMoney } from '@/lib/money';
import { resolveAnomaly } from '@/data/mutations/anomalies';
import { ValidationError } from '@/data/errors';
import { receiptLogoFor } from '@/data/receipt-logo';
import { daysToInstants, rangeFromQuery, rangeToQuery } from '@/features/transactions/range-param';
import type { SaleAnomalyRow } from '@/lib/checkout/rows';
import type { LogoBitmap } from '@/lib/checkout/receipt-logo';
import { account, freshDb } from '../data/helpers';

const TODAY = '2025-06-18'; // a Wednesday

describe('the payments date range in the address', () => {
  it('keeps presets and relative ranges by name, so they move with the calendar', () => {
    const week = rangeFromQuery(new URLSearchParams('range=this_week'), TODAY);
    expect(week).toMatchObject({ type: 'absolute', start: '2025-06-16', end: '2025-06-22', presetKey: 'this_week' });
    expect(rangeToQuery(week)).toEqual({ range: 'this_week' });
    const past = rangeFromQuery(new URLSearchParams('range=past_2_week'), TODAY);
    expect(past).toMatchObject({ type: 'relative', start: '2025-06-02', end: '2025-06-15' });
    expect(rangeToQuery(past)).toEqual({ range: 'past_2_week' });
  });

  it('keeps fixed days, all dates, and falls back to today for anything else', () => {
    expect(rangeFromQuery(new URLSearchParams('from=2025-05-01&to=2025-05-31'), TODAY)).toEqual({ type: 'absolute', start: '2025-05-01', end: '2025-05-31' });
    expect(rangeToQuery({ type: 'absolute', start: '2025-05-01', end: '2025-05-31' })).toEqual({ from: '2025-05-01', to: '2025-05-31' });
    expect(rangeFromQuery(new URLSearchParams('range=all'), TODAY)).toBe('all');
    for (const bad of ['', 'from=2025-05-31&to=2025-05-01', 'from=2025-02-30&to=2025-03-01', 'range=next_3_day', 'range=past_0_day']) {
      expect(rangeFromQuery(new URLSearchParams(bad), TODAY)).toMatchObject({ start: TODAY, end: TODAY, presetKey: 'today' });
    }
  });

  it('bounds whole local days in the business time zone', () => {
    expect(daysToInstants('2025-06-01', '2025-06-02', 'Asia/Kuala_Lumpur')).toEqual({ from: '2025-05-31T16:00:00.000Z', to: '2025-06-02T16:00:00.000Z' });
  });
});

describe('closing an anomaly on the device', () => {
  const anomaly: SaleAnomalyRow = {
    id: '01970000-0000-7000-8000-0000000000e1', businessId: account.businessId, updatedAt: '2025-06-01T00:00:00.000Z', version: 1,
    recordId: '01970000-0000-7000-8000-0000000000f1', saleId: '01970000-0000-7000-8000-0000000000f1', kind: 'stock_below_zero',
    detail: { stock: -2 }, createdAt: '2025-06-01T00:00:00.000Z', resolution: null, resolvedAt: null, resolvedBy: null, resolutionNote: '',
  };

  it('closes it at once on the device and queues the PATCH for the server', async () => {
    const db = freshDb();
    await db.saleAnomalies.put(anomaly);
    const now = () => new Date('2025-06-02T03:00:00.000Z');
    await resolveAnomaly(anomaly.id, { resolution: 'acknowledged', note: ' Shelf count was wrong ' }, { db, account, now });
    expect(await db.saleAnomalies.get(anomaly.id)).toMatchObject({
      resolution: 'acknowledged', resolutionNote: 'Shelf count was wrong', resolvedAt: '2025-06-02T03:00:00.000Z', resolvedBy: account.userId,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'PATCH', path: `/b/${account.businessId}/sale-anomalies/${anomaly.id}`, table: 'saleAnomalies',
      body: { resolution: 'acknowledged', note: 'Shelf count was wrong', resolvedAt: '2025-06-02T03:00:00.000Z' },
    });
  });

  it('refuses a note that is too long, writing nothing', async () => {
    const db = freshDb();
    await db.saleAnomalies.put(anomaly);
    await expect(resolveAnomaly(anomaly.id, { resolution: 'resolved', note: 'x'.repeat(301) }, { db, account })).rejects.toBeInstanceOf(ValidationError);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the receipt logo kept on the device', () => {
  it('decodes a logo once per address and prints the kept one offline', async () => {
    const db = freshDb();
    const bitmap: LogoBitmap = { width: 8, height: 8, data: new Uint8ClampedArray(8 * 8 * 4) };
    let decoded = 0;
    const decode = async () => {
      decoded += 1;
      return bitmap;
    };
    const offline = async (): Promise<LogoBitmap> => {
      throw new Error('offline');
    };
    expect(await receiptLogoFor(account.businessId, '', { db, decode })).toBeNull();
    expect(await receiptLogoFor(account.businessId, 'https://cdn.test/logo.png', { db, decode })).toEqual(bitmap);
    const kept = await receiptLogoFor(account.businessId, 'https://cdn.test/logo.png', { db, decode: offline });
    expect({ width: kept?.width, height: kept?.height, data: Array.from(kept?.data ?? []) }).toEqual({ width: 8, height: 8, data: Array.from(bitmap.data) });
    expect(decoded).toBe(1);
    await expect(receiptLogoFor(account.businessId, 'https://cdn.test/new.png', { db, decode: offline })).rejects.toThrow('offline');
  });
});

describe('what an anomaly says', () => {
  const base: SaleAnomalyRow = {
    id: '01970000-0000-7000-8000-0000000000e2', businessId: account.businessId, updatedAt: '2025-06-01T00:00:00.000Z', version: 1,
    recordId: '01970000-0000-7000-8000-0000000000f2', saleId: null, kind: 'stock_below_zero', detail: {}, createdAt: '2025-06-01T00:00:00.000Z',
    resolution: null, resolvedAt: null, resolvedBy: null, resolutionNote: '',
  };
  const money = (m: number) => formatMoney(m, 'myr');
  const names = (id: string) => (id === 'p1' ? 'Cuticle Oil 15ml' : null);
  const say = (over: Partial<SaleAnomalyRow>) => anomalyDetail({ ...base, ...over }, i18next.t, money, names);

  it('names the product, the voucher and the amounts the server recorded', () => {
    expect(say({ detail: { productId: 'p1', stock: -3 } })).toBe('Stock of Cuticle Oil 15ml is now -3.');
    expect(say({ detail: { productId: 'gone', stock: -1 } })).toBe('Stock of an item is now -1.');
    expect(say({ kind: 'voucher_over_redeemed', detail: { code: 'GIFT-ABCD', balance: -1000 } })).toBe('Voucher GIFT-ABCD now stands at -RM 10.00.');
    expect(say({ kind: 'totals_mismatch', detail: { device: { total: 8500 }, server: { due: 9180 } } })).toBe('The till charged RM 85.00; the server computes RM 91.80.');
    expect(say({ kind: 'refund_exceeds_sale', detail: { refunded: 12_000, total: 10_000 } })).toBe('RM 120.00 refunded on a sale of RM 100.00.');
  });

  it('copes with details it cannot read', () => {
    expect(say({ kind: 'payments_mismatch', detail: { paid: 'x' } })).toBe('Payments of RM 0.00 for a total of RM 0.00.');
  });
});
