import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { BookitDb, defineSchema } from '@/data/db';
import { readCursor } from '@/data/meta';
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

  it('moves the feed cursors out of meta at version 6, keeping pending entries and the session', async () => {
    const name = `bookit-cursor-${Math.random().toString(36).slice(2)}`;
    const v5 = new Dexie(name);
    defineSchema(v5, 5);
    await v5.open();
    expect(v5.verno).toBe(5);
    await v5.table('meta').bulkPut([
      { key: 'cursor:biz-1', kind: 'cursor', value: '4200' },
      { key: 'cursor:biz-2', kind: 'cursor', value: '17' },
      { key: 'syncState:biz-1', kind: 'syncState', value: { syncing: false, lastSyncedAt: null, lastError: null, quotaExceeded: false } },
    ]);
    const pending = { id: 'entry-1', userId: account.userId, businessId: account.businessId, table: 'customers', rowId: 'row-1', status: 'pending' };
    await v5.table('outbox').add(pending);
    const outbox = await v5.table('outbox').toArray();
    v5.close();

    const v6 = new BookitDb({ name });
    await v6.open();
    expect(v6.verno).toBeGreaterThanOrEqual(6);
    expect(await readCursor(v6, 'biz-1')).toBe('4200');
    expect(await readCursor(v6, 'biz-2')).toBe('17');
    expect(await readCursor(v6, 'biz-3')).toBe('0');
    expect((await v6.meta.toArray()).map((row) => row.key)).toEqual(['syncState:biz-1']);
    expect(await v6.table('outbox').toArray()).toEqual(outbox);
    v6.close();
  });
});
