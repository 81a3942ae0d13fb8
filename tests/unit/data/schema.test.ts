import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { BookitDb, defineSchema } from '@/data/db';
import { createCustomer } from '@/data/mutations/customers';
import { account } from './helpers';

describe('schema upgrades', () => {
  it('keep pending outbox entries and rows when a new version is added', async () => {
    const name = `bookit-upgrade-${Math.random().toString(36).slice(2)}`;
    const v1 = new BookitDb({ name });
    const id = await createCustomer({ firstName: 'Before upgrade' }, { db: v1, account });
    const before = await v1.outbox.toArray();
    v1.close();

    // A future version: one index added to customers, a new table.
    const v2 = new Dexie(name);
    defineSchema(v2);
    const next = v2.verno + 1;
    v2.version(next).stores({ customers: 'id, [businessId+nameKey], *terms, branchId', futureTable: 'id' });
    await v2.open();

    expect(v2.verno).toBe(next);
    expect(await v2.table('outbox').toArray()).toEqual(before);
    expect(await v2.table('customers').get(id)).toMatchObject({ firstName: 'Before upgrade' });
    v2.close();
  });
});
