import { describe, expect, it } from 'vitest';
import type { CustomerImportResponse } from '@/lib/api-types';
import { customerImportAnswer, joinRuns } from '@/lib/customers/import-chunk';
import { importPlan } from '@/data/import-plan';
import { CUSTOMER_IMPORT, customerChunkRequest } from '@/data/customer-import';
import { enqueueMany, type EnqueueRequest } from '@/data/mutations/enqueue';
import { createCustomer, updateCustomer } from '@/data/mutations/customers';
import { rowPending } from '@/data/queries/pending-row';
import { outboxSummary } from '@/data/queries/sync-status';
import { discardEntry, retryEntry } from '@/data/mutations/sync-issues';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { describeEntry } from '@/features/sync-issues/describe-entry';
import { AckBatch } from '@workers/sync/acknowledge';
import { Dexie } from 'dexie';
import { toLocalRow } from '@/data/local-rows';
import { BookitDb, defineSchema } from '@/data/db';
import { classifyRows, parseRows } from '@/lib/import/check';
import { guessMapping } from '@/lib/import/mapping';
import { CUSTOMER_IMPORT_FIELDS, customerImportKind } from '@/lib/customers/import';
import { account, BUSINESS, customerRow, freshDb, syncContext } from '../data/helpers';

const now = () => new Date('2025-06-01T08:00:00.000Z');
const noFetch = async (): Promise<Response> => {
  throw new Error('no request expected');
};

describe('joinRuns', () => {
  const even = (n: number) => n % 2 === 0;
  it('groups consecutive joinable items up to the size, every other item alone, in order', () => {
    const items = [0, 2, 4, 6, 8, 1, 10, 3, 5, 12];
    const groups = joinRuns(items, even, 2);
    expect(groups).toEqual([[0, 2], [4, 6], [8], [1], [10], [3], [5], [12]]);
    expect(groups.flat()).toEqual(items);
    expect(joinRuns(items, even, 10)).toEqual([[0, 2, 4, 6, 8], [1], [10], [3], [5], [12]]);
    expect(joinRuns([], even, 3)).toEqual([]);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => joinRuns([1], even, 0)).toThrow(RangeError);
    expect(() => joinRuns([1], even, 1.5)).toThrow(RangeError);
  });
});

describe('customerImportAnswer', () => {
  it('reads the answer and refuses anything else', () => {
    const answer: CustomerImportResponse = { customers: [customerRow(1)], refused: [{ index: 1, id: 'x', problem: { status: 409, title: 'Conflict' } }] };
    expect(customerImportAnswer(answer)).toEqual(answer);
    expect(customerImportAnswer(customerRow(1))).toBeNull();
    expect(customerImportAnswer({ customers: [{ name: 'no id' }], refused: [] })).toBeNull();
    expect(customerImportAnswer({ customers: [], refused: [{ index: 'one', id: 'x', problem: { status: 400, title: 'Bad' } }] })).toBeNull();
  });
});

/** A chunk of `count` new customers queued as an import would queue it; answers the stored entry. */
async function queuedChunk(db: BookitDb, count: number): Promise<StoredOutboxEntry> {
  const kind = customerImportKind('MY');
  const mapping = guessMapping(['First name', 'Last name', 'Email'], CUSTOMER_IMPORT_FIELDS);
  const rows = Array.from({ length: count }, (_, i) => [`Person ${i}`, 'Chunk', `p${i}@chunk.test`]);
  const verdicts = classifyRows(kind, parseRows(kind, rows, mapping), new Map());
  const requests = importPlan(CUSTOMER_IMPORT, verdicts, 'skip').build('job-1', BUSINESS, now().toISOString());
  await enqueueMany([customerChunkRequest('0197aaaa-0000-7000-8000-000000000001', requests)], { db, account, now });
  const [entry] = await db.outbox.toArray();
  if (entry === undefined) throw new Error('nothing queued');
  return entry;
}

describe('a customer import chunk on the device', () => {
  it('writes its rows at once and is acknowledged row by row: created rows become the server’s, refused ones refused creates', async () => {
    const db = freshDb();
    const entry = await queuedChunk(db, 3);
    expect(entry).toMatchObject({ method: 'POST', path: `/b/${BUSINESS}/customers/import`, rowId: entry.id, before: null, status: 'pending' });
    if (entry.effect.op !== 'createMany') throw new Error('not a chunk');
    const [a, b, c] = entry.effect.rows;
    if (a === undefined || b === undefined || c === undefined) throw new Error('rows missing');
    expect(await db.customers.count()).toBe(3);
    expect(describeEntry(entry)).toEqual({ key: 'syncIssues.change.customers.import', values: { rows: '3' } });

    // An edit made before the answer stays on top of the server's row.
    await updateCustomer(a.id, { notes: 'called' }, { db, account, now });

    const acks = new AckBatch(syncContext(db, noFetch));
    const answer: CustomerImportResponse = {
      customers: [customerRow(0, { id: a.id, firstName: 'Person 0', lastName: 'Chunk', version: 1 }), customerRow(0, { id: c.id, firstName: 'Person 2', version: 1 })],
      refused: [{ index: 1, id: b.id, problem: { status: 400, title: 'Bad Request', errors: { email: 'validation.InvalidEmail' } } }],
    };
    await acks.add(entry, answer);
    await acks.flush();

    expect(await db.customers.get(a.id)).toMatchObject({ version: 1, notes: 'called' });
    expect(await db.customers.get(c.id)).toMatchObject({ version: 1, firstName: 'Person 2' });
    const left = await db.outbox.toArray();
    expect(left.map((e) => [e.method, e.status, e.rowId])).toEqual([
      ['PATCH', 'pending', a.id],
      ['POST', 'rejected', b.id],
    ]);
    const refused = left[1];
    expect(refused).toMatchObject({
      path: `/b/${BUSINESS}/customers`,
      body: { id: b.id, firstName: 'Person 1', email: 'p1@chunk.test' },
      effect: { op: 'create', row: { id: b.id } },
      error: { errors: { email: 'validation.InvalidEmail' } },
    });
    expect(describeEntry(refused as StoredOutboxEntry).key).toBe('syncIssues.change.customers.create');

    // Its way out: fixed and sent again on its own, or discarded (the row leaves the device).
    await retryEntry(refused?.id ?? '', { firstName: 'Person 1', email: 'p1@fixed.test' }, db);
    expect(await db.outbox.get(refused?.seq ?? 0)).toMatchObject({ status: 'pending', body: { id: b.id, email: 'p1@fixed.test' } });
    expect((await db.customers.get(b.id))?.email).toBe('p1@fixed.test');
  });

  it('when refused as a whole, is discarded with its rows and the edits made to them', async () => {
    const db = freshDb();
    const entry = await queuedChunk(db, 2);
    if (entry.effect.op !== 'createMany') throw new Error('not a chunk');
    const first = entry.effect.rows[0];
    if (first === undefined) throw new Error('rows missing');
    await updateCustomer(first.id, { notes: 'edit' }, { db, account, now });
    await db.outbox.update(entry.seq, { status: 'rejected', error: { status: 403, title: 'Forbidden' } });
    expect(await discardEntry(entry.id, db)).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.customers.count()).toBe(0);
  });
});

describe('a customer import chunk waiting to sync', () => {
  it('marks each of its rows waiting, and counts one waiting change per row, until it is answered', async () => {
    const db = freshDb();
    const entry = await queuedChunk(db, 3);
    const single = await createCustomer({ firstName: 'Alone' }, { db, account, now });
    if (entry.effect.op !== 'createMany') throw new Error('not a chunk');
    const [a, b, c] = entry.effect.rows;
    if (a === undefined || b === undefined || c === undefined) throw new Error('rows missing');

    // Like a single create's row, every row of the chunk waits; the queue holds 1 + 3 changes in 2 entries.
    expect(await db.outbox.count()).toBe(2);
    for (const id of [single, a.id, b.id, c.id]) expect(await rowPending(db, account, 'customers', id)).toBe(true);
    expect(await rowPending(db, account, 'customers', 'not-queued')).toBe(false);
    expect(await rowPending(db, { ...account, userId: 'someone-else' }, 'customers', a.id)).toBe(false);
    expect(await outboxSummary(db, account)).toMatchObject({ pending: 4, held: 0, rejected: [] });
    expect((await outboxSummary(db, { ...account, businessId: 'another' })).pending).toBe(0);

    // Refused as a whole: a sync issue, no longer waiting.
    await db.outbox.update(entry.seq, { status: 'rejected', error: { status: 403, title: 'Forbidden' } });
    const refusedWhole = await outboxSummary(db, account);
    expect(refusedWhole.pending).toBe(1);
    expect(refusedWhole.rejected.map((e) => e.id)).toEqual([entry.id]);
    await db.outbox.update(entry.seq, { status: 'pending' });

    // Answered: created rows stop waiting; a refused row waits on its own refused create.
    const acks = new AckBatch(syncContext(db, noFetch));
    await acks.add(entry, {
      customers: [customerRow(0, { id: a.id, version: 1 }), customerRow(0, { id: c.id, version: 1 })],
      refused: [{ index: 1, id: b.id, problem: { status: 400, title: 'Bad Request' } }],
    } satisfies CustomerImportResponse);
    await acks.flush();
    expect(await rowPending(db, account, 'customers', a.id)).toBe(false);
    expect(await rowPending(db, account, 'customers', c.id)).toBe(false);
    expect(await rowPending(db, account, 'customers', b.id)).toBe(true);
    expect(await outboxSummary(db, account)).toMatchObject({ pending: 1, rejected: [{ rowId: b.id }] });
  });
});

describe('a customer import chunk queued before schema 32', () => {
  it('is kept by the upgrade and counts as one change until sent; chunks queued after count their rows', async () => {
    const queued = await queuedChunk(freshDb(), 3);
    const { seq: _seq, chunkKeys: _keys, ...older } = queued;
    const name = `bookit-v32-${Math.random().toString(36).slice(2)}`;
    const v29 = new Dexie(name);
    defineSchema(v29, 29);
    await v29.open();
    await v29.table('outbox').add(older);
    v29.close();

    const db = new BookitDb({ name });
    await db.open();
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([queued.id]);
    expect((await outboxSummary(db, account)).pending).toBe(1);
    const create = (id: string): EnqueueRequest => ({ table: 'customers', rowId: id, method: 'POST', path: `/b/${BUSINESS}/customers`, body: { id }, effect: { op: 'create', row: toLocalRow('customers', customerRow(9, { id, version: 0 })) } });
    await enqueueMany([customerChunkRequest('0197aaaa-0000-7000-8000-000000000002', [create('c-new'), create('c-two')])], { db, account, now });
    expect((await outboxSummary(db, account)).pending).toBe(3);
    expect(await rowPending(db, account, 'customers', 'c-new')).toBe(true);
    db.close();
  });
});
