import { afterEach, describe, expect, it } from 'vitest';
import { classifyRows, parseRows } from '@/lib/import/check';
import { guessMapping } from '@/lib/import/mapping';
import { CUSTOMER_IMPORT_FIELDS, customerImportKind } from '@/lib/customers/import';
import { CUSTOMER_IMPORT, existingCustomerKeys } from '@/data/customer-import';
import { importPlan } from '@/data/import-plan';
import { cancelImport, createImportJob, runImport, setImportStopAfter } from '@/data/imports';
import { toLocalRow } from '@/data/local-rows';
import { account, BUSINESS, customerRow, freshDb } from '../data/helpers';
import type { BookitDb } from '@/data/db';
import { isJsonObject } from '@/data/json';

const kind = customerImportKind('MY');
const headers = ['First name', 'Phone', 'Email'];
const mapping = guessMapping(headers, CUSTOMER_IMPORT_FIELDS);
const now = () => new Date('2025-06-01T08:00:00.000Z');

function fileRows(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => [`Person ${i}`, '', `p${i}@import.test`]);
}

async function newJob(db: BookitDb, count: number, held = new Map<string, string>(), onExisting: 'skip' | 'update' | 'create' = 'skip') {
  const verdicts = classifyRows(kind, parseRows(kind, fileRows(count), mapping), held);
  const plan = importPlan(CUSTOMER_IMPORT, verdicts, onExisting);
  const jobId = await createImportJob(
    { kind: 'customers', fileName: 'people.csv', tally: plan.tally, failedCsv: '', build: (id) => plan.build(id, BUSINESS, now().toISOString()) },
    { db, account, now },
  );
  return { jobId, plan };
}

afterEach(() => setImportStopAfter(null));

// Hundreds of IndexedDB transactions on fake-indexeddb: seconds on a busy machine.
describe('running an import', { timeout: 30_000 }, () => {
  it('queues every row once through the outbox, resuming where a stopped run left off', async () => {
    const db = freshDb();
    const { jobId } = await newJob(db, 450);
    setImportStopAfter(200);
    const stopped = await runImport(jobId, { db, account, now, chunk: 100 });
    expect(stopped).toMatchObject({ status: 'running', done: 200, total: 450 });
    // One entry per slice of the run: its 100 customer creates as one chunk.
    expect(await db.outbox.count()).toBe(2);
    expect(await db.customers.count()).toBe(200);

    // The page reloads: a new run (two, from two tabs) continues from 200 and queues the rest once.
    setImportStopAfter(null);
    const [a, b] = await Promise.all([runImport(jobId, { db, account, now, chunk: 100 }), runImport(jobId, { db, account, now, chunk: 100 })]);
    expect(a?.status).toBe('finished');
    expect(b?.status).toBe('finished');
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => (e.effect.op === 'createMany' ? e.effect.rows.length : 0))).toEqual([100, 100, 100, 100, 50]);
    const rows = entries.flatMap((e) => (e.effect.op === 'createMany' ? e.effect.rows : []));
    expect(new Set(rows.map((r) => r.id)).size).toBe(450);
    expect(entries.every((e) => e.method === 'POST' && e.path === `/b/${BUSINESS}/customers/import` && e.status === 'pending' && e.rowId === e.id)).toBe(true);
    // The body carries each row as a single create would send it, in the rows' order.
    const bodies = entries.flatMap((e) => (isJsonObject(e.body) && Array.isArray(e.body.customers) ? e.body.customers : []));
    expect(bodies.map((b) => (isJsonObject(b) ? b.id : null))).toEqual(rows.map((r) => r.id));
    expect(bodies[7]).toMatchObject({ firstName: 'Person 7', email: 'p7@import.test' });
    expect(await db.customers.count()).toBe(450);
    expect(await db.importItems.count()).toBe(0);

    // Running a finished job again queues nothing.
    await runImport(jobId, { db, account, now });
    expect(await db.outbox.count()).toBe(5);
  });

  it('stops at a cancel: what was queued stays, the rest is dropped', async () => {
    const db = freshDb();
    const { jobId } = await newJob(db, 300);
    setImportStopAfter(100);
    await runImport(jobId, { db, account, now, chunk: 50 });
    await cancelImport(jobId, { db });
    setImportStopAfter(null);
    expect(await runImport(jobId, { db, account, now })).toMatchObject({ status: 'cancelled', done: 100 });
    expect(await db.outbox.count()).toBe(2);
    expect(await db.customers.count()).toBe(100);
    expect(await db.importItems.count()).toBe(0);
  });

  it('finds held customers by phone and e-mail through the search index, and updates them when asked', async () => {
    const db = freshDb();
    await db.customers.bulkPut([
      toLocalRow('customers', customerRow(1, { firstName: 'Held', email: 'p3@import.test' })),
      toLocalRow('customers', customerRow(2, { firstName: 'Phone', phone: '+60123456789' })),
      toLocalRow('customers', customerRow(3, { firstName: 'Gone', email: 'p4@import.test', archivedAt: '2025-01-01T00:00:00.000Z' })),
    ]);
    const held = await existingCustomerKeys(BUSINESS, ['email:p3@import.test', 'email:p4@import.test', 'phone:+60123456789', 'email:none@import.test'], db);
    expect(Object.fromEntries(held)).toEqual({ 'email:p3@import.test': customerRow(1).id, 'phone:+60123456789': customerRow(2).id });

    const { jobId, plan } = await newJob(db, 6, held, 'update');
    expect(plan.tally).toEqual({ created: 5, updated: 1, skipped: 0, failed: 0 });
    await runImport(jobId, { db, account, now });
    // Creates on either side of the update go out as two chunks, the update as its own entry, in file order.
    const queued = await db.outbox.toArray();
    expect(queued.map((e) => (e.effect.op === 'createMany' ? e.effect.rows.map((r) => ('firstName' in r ? r.firstName : '')).join() : e.method))).toEqual([
      'Person 0,Person 1,Person 2',
      'PATCH',
      'Person 4,Person 5',
    ]);
    const update = queued.find((e) => e.method === 'PATCH');
    expect(update).toMatchObject({ rowId: customerRow(1).id, body: { firstName: 'Person 3', email: 'p3@import.test' } });
    expect((await db.customers.get(customerRow(1).id))?.firstName).toBe('Person 3');
  });
});
