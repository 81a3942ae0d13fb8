import { describe, expect, it } from 'vitest';
import { createCustomer, deleteCustomer, updateCustomer } from '@/data/mutations/customers';
import { AckBatch } from '@workers/sync/acknowledge';
import { pushOutbox } from '@workers/sync/push';
import { FakeServer } from './fake-server';
import { account, BUSINESS, freshDb, syncContext } from './helpers';

const now = () => new Date('2025-06-01T08:00:00.000Z');

/**
 * Found by the sync property test: a worker restarted (account switch, StrictMode's start → stop
 * → start) leaves its old engine's request in flight; the new engine sends the same entries
 * (the server replays them) and acknowledges them first. The old answer must then change nothing.
 */
describe('a late acknowledgement of an entry already acknowledged', () => {
  it('does not bring back a row deleted since', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const ctx = syncContext(db, server.fetch);
    const id = await createCustomer({ firstName: 'Brief' }, { db, account, now });
    const create = (await db.outbox.toArray())[0];
    if (create === undefined) throw new Error('no entry');
    await deleteCustomer(id, { db, account, now });
    await pushOutbox(ctx);
    expect(await db.customers.get(id)).toBeUndefined();

    const late = new AckBatch(ctx);
    const answered = create.effect.op === 'create' ? { ...create.effect.row, version: 1 } : null;
    await late.add({ ...create, status: 'inflight', attempts: 1 }, answered);
    await late.flush();
    expect(await db.customers.get(id)).toBeUndefined();
  });

  it('does not put back an older version over a newer one', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const ctx = syncContext(db, server.fetch);
    const id = await createCustomer({ firstName: 'Old' }, { db, account, now });
    const create = (await db.outbox.toArray())[0];
    if (create === undefined) throw new Error('no entry');
    await pushOutbox(ctx);
    const created = await db.customers.get(id);
    await updateCustomer(id, { firstName: 'New' }, { db, account, now });
    await pushOutbox(ctx);
    expect((await db.customers.get(id))?.firstName).toBe('New');

    const late = new AckBatch(ctx);
    await late.add({ ...create, status: 'inflight', attempts: 1 }, created);
    await late.flush();
    expect((await db.customers.get(id))?.firstName).toBe('New');
  });
});
