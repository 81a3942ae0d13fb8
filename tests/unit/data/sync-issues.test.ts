import { describe, expect, it } from 'vitest';
import type { CustomerRow } from '@/lib/api-types';
import { ValidationError } from '@/data/errors';
import { createCustomer, deleteCustomer, updateCustomer } from '@/data/mutations/customers';
import { discardEntry, retryEntry } from '@/data/mutations/sync-issues';
import { setSyncBridge } from '@/data/sync-bridge';
import { applyChanges } from '@workers/sync/apply-changes';
import { pushOutbox } from '@workers/sync/push';
import { FakeServer } from './fake-server';
import { account, BUSINESS, customerId, customerRow, freshDb, syncContext } from './helpers';

const now = () => new Date('2025-06-01T08:00:00.000Z');
const ROW_ID = customerId(1);

const serverRow: CustomerRow = customerRow(1, { version: 4, firstName: 'Server', lastName: 'Row', email: 'server@example.com' });

async function setupRejected() {
  const db = freshDb();
  const server = new FakeServer(BUSINESS);
  server.seedCustomer(serverRow);
  await applyChanges(db, account, [{ table: 'customers', op: 'put', id: ROW_ID, row: serverRow }], '1');
  await updateCustomer(ROW_ID, { email: 'taken@example.com' }, { db, account, now });
  await updateCustomer(ROW_ID, { notes: 'later edit' }, { db, account, now });
  server.failNext({ kind: 'status', status: 409, body: { status: 409, title: 'Conflict', errors: { email: 'validation.emailTaken' } } });
  await pushOutbox(syncContext(db, server.fetch));
  const rejected = (await db.outbox.toArray()).find((e) => e.status === 'rejected');
  if (!rejected) throw new Error('setup: expected a rejected entry');
  return { db, server, rejected };
}

describe('sync issues', () => {
  it('retry with an edited body puts the entry back in the queue and updates the row', async () => {
    const { db, server, rejected } = await setupRejected();
    const nudges: string[] = [];
    setSyncBridge({ nudge: () => nudges.push('nudge'), refreshRow: () => undefined });

    await retryEntry(rejected.id, { email: 'free@example.com' }, db);
    setSyncBridge(null);

    const entry = await db.outbox.where('id').equals(rejected.id).first();
    expect(entry).toMatchObject({ status: 'pending', attempts: 0, body: { email: 'free@example.com' } });
    expect(entry?.error).toBeUndefined();
    expect(await db.customers.get(ROW_ID)).toMatchObject({ email: 'free@example.com', notes: 'later edit' });
    expect(nudges).toEqual(['nudge']);

    await pushOutbox(syncContext(db, server.fetch));
    expect(await db.outbox.count()).toBe(0);
    expect(server.customers.get(ROW_ID)).toMatchObject({ email: 'free@example.com', notes: 'later edit' });
  });

  it('sends a retry under a new Idempotency-Key: the server answers the old key with its refusal', async () => {
    const { db, server, rejected } = await setupRejected();
    await retryEntry(rejected.id, { email: 'free@example.com' }, db);
    await pushOutbox(syncContext(db, server.fetch));
    const sends = server.requests.filter((r) => r.method === 'PATCH' && (r.body as { email?: string }).email !== undefined);
    expect(sends.map((r) => r.idempotencyKey)).toHaveLength(2);
    expect(sends[0]?.idempotencyKey).toBe(rejected.id);
    expect(sends[1]?.idempotencyKey).not.toBe(rejected.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses an edited body that does not validate', async () => {
    const { db, rejected } = await setupRejected();
    await expect(retryEntry(rejected.id, { email: 'nope' }, db)).rejects.toBeInstanceOf(ValidationError);
    expect((await db.outbox.where('id').equals(rejected.id).first())?.status).toBe('rejected');
  });

  it("discard restores the server's row under the entries that remain, and asks for a refresh", async () => {
    const { db, server, rejected } = await setupRejected();
    // The queue went on past the rejection: the notes edit reached the server.
    const canonical = server.customers.get(ROW_ID);
    expect(canonical).toMatchObject({ email: 'server@example.com', notes: 'later edit' });
    await updateCustomer(ROW_ID, { lastName: 'Unsent' }, { db, account, now });
    expect((await db.customers.get(ROW_ID))?.email).toBe('taken@example.com');
    const refreshed: string[] = [];
    setSyncBridge({ nudge: () => undefined, refreshRow: (table, id) => refreshed.push(`${table}/${id}`) });

    expect(await discardEntry(rejected.id, db)).toBe(1);
    setSyncBridge(null);

    expect(await db.customers.get(ROW_ID)).toMatchObject({
      email: 'server@example.com',
      notes: 'later edit',
      lastName: 'Unsent',
      version: canonical?.version,
    });
    expect((await db.outbox.toArray()).map((e) => e.body)).toEqual([{ lastName: 'Unsent' }]);
    expect(refreshed).toEqual([`customers/${ROW_ID}`]);
  });

  it('discarding a rejected create removes the row and the entries held behind it', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const id = await createCustomer({ firstName: 'Refused' }, { db, account, now });
    await updateCustomer(id, { notes: 'x' }, { db, account, now });
    await deleteCustomer(id, { db, account, now });
    const kept = await createCustomer({ firstName: 'Unrelated' }, { db, account, now });
    server.failNext({ kind: 'status', status: 400 });
    await pushOutbox(syncContext(db, server.fetch));
    const create = (await db.outbox.toArray()).find((e) => e.status === 'rejected');

    expect(await discardEntry(create?.id ?? '', db)).toBe(3);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.customers.get(id)).toBeUndefined();
    expect(await db.customers.get(kept)).toBeDefined();
  });

  it('retrying a rejected create releases the entries held behind it', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const id = await createCustomer({ firstName: 'Later ok' }, { db, account, now });
    await updateCustomer(id, { notes: 'follow-up' }, { db, account, now });
    server.failNext({ kind: 'status', status: 400 });
    await pushOutbox(syncContext(db, server.fetch));
    const create = (await db.outbox.toArray()).find((e) => e.status === 'rejected');

    await retryEntry(create?.id ?? '', undefined, db);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.status)).toEqual(['pending', 'pending']);
    expect(await pushOutbox(syncContext(db, server.fetch))).toEqual({ sent: 2, rejected: 0 });
    expect(server.customers.get(id)?.notes).toBe('follow-up');
  });
});
