import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { BookitDb, defineSchema } from '@/data/db';
import { BUSINESS } from './helpers';

describe('schema 29', () => {
  it('marks the commissions already held as earned (no refund) and reads reversals by refund', async () => {
    const name = `bookit-v29-${Math.random().toString(36).slice(2)}`;
    const v26 = new Dexie(name);
    defineSchema(v26, 26);
    await v26.open();
    const held = {
      id: 'line-1', businessId: BUSINESS, updatedAt: '2026-05-10T03:00:00.000Z', version: 1, saleId: 'sale-1', lineId: 'line-1', memberId: 'ana', patternId: 'p1',
      salesAmount: 20_000, amount: 2_000, period: '2026-05', soldAt: '2026-05-10T03:00:00.000Z',
    };
    await v26.table('saleCommissions').put(held);
    v26.close();

    const v29 = new BookitDb({ name });
    await v29.open();
    expect(await v29.saleCommissions.get('line-1')).toMatchObject({ amount: 2_000, refundId: null });
    await v29.saleCommissions.put({ ...held, id: 'reversal-1', amount: -1_000, salesAmount: -10_000, refundId: 'refund-1' });
    expect((await v29.saleCommissions.where('refundId').equals('refund-1').toArray()).map((r) => r.id)).toEqual(['reversal-1']);
    v29.close();
  });
});
