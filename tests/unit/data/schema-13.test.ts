import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { BookitDb, defineSchema } from '@/data/db';
import { account, BUSINESS, customerRow } from './helpers';

describe('schema 13', () => {
  it('derives the filter keys of customers already held, keeping pending entries', async () => {
    const name = `bookit-v13-${Math.random().toString(36).slice(2)}`;
    const v11 = new Dexie(name);
    defineSchema(v11, 11);
    await v11.open();
    const held = { ...customerRow(1, { firstName: 'Held', birthday: '1990-03-04', lastVisitAt: '2026-01-02T00:00:00.000Z' }), nameKey: 'held', terms: ['held'] };
    await v11.table('customers').put(held);
    await v11.table('outbox').add({ id: 'entry-1', userId: account.userId, businessId: BUSINESS, table: 'customers', rowId: held.id, status: 'pending' });
    v11.close();

    const v13 = new BookitDb({ name });
    await v13.open();
    expect(await v13.customers.get(held.id)).toMatchObject({ birthMonth: 3, visitKey: '2026-01-02T00:00:00.000Z', nameKey: 'held' });
    expect(await v13.customers.where('[businessId+birthMonth]').equals([BUSINESS, 3]).count()).toBe(1);
    expect(await v13.outbox.count()).toBe(1);
    expect(await v13.importJobs.count()).toBe(0);
    v13.close();
  });
});
