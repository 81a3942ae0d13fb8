import { describe, expect, it } from 'vitest';
import type { Change, CustomerRow } from '@/lib/api-types';
import { readCursor, readSession } from '@/data/meta';
import { createCustomer, deleteCustomer, updateCustomer } from '@/data/mutations/customers';
import { applyChanges, CursorMovedError, prepareChanges, UNCHANGED_CHECK_MAX_ROWS, writePage } from '@workers/sync/apply-changes';
import { pullChanges, pullInitial, PullError } from '@workers/sync/pull';
import { FakeServer } from './fake-server';
import { account, BUSINESS, customerId, customerRow, freshDb, syncContext } from './helpers';

const now = () => new Date('2025-06-01T08:00:00.000Z');
const id = customerId;

function customer(n: number, fields: Partial<CustomerRow> = {}): CustomerRow {
  return customerRow(n, { firstName: `First${n}`, lastName: `Last${n}`, email: `c${n}@example.com`, ...fields });
}

describe('applyChanges', () => {
  it('puts rows, applies tombstones and stores the cursor in the same transaction', async () => {
    const db = freshDb();
    await applyChanges(db, account, [1, 2, 3].map((n) => ({ table: 'customers', op: 'put', id: id(n), row: customer(n) }) as Change), '3');
    await applyChanges(
      db,
      account,
      [
        { table: 'customers', op: 'delete', id: id(2) },
        { table: 'customers', op: 'put', id: id(3), row: customer(3, { firstName: 'Renamed', version: 2 }) },
        { table: 'customers', op: 'put', id: id(4), row: customer(4) },
        { table: 'customers', op: 'delete', id: id(4) },
      ],
      '7',
    );
    expect((await db.customers.toArray()).map((c) => [c.id, c.firstName, c.nameKey])).toEqual([
      [id(1), 'First1', 'first1 last1'],
      [id(3), 'Renamed', 'renamed last3'],
    ]);
    expect(await readCursor(db, BUSINESS)).toBe('7');
  });

  it('writes nothing, not even the cursor, when the batch fails', async () => {
    const db = freshDb();
    db.customers.hook('creating', (_key, obj) => {
      if (obj.firstName === 'Poison') throw new Error('bad row');
    });
    const changes: Change[] = [
      { table: 'customers', op: 'put', id: id(1), row: customer(1) },
      { table: 'customers', op: 'put', id: id(2), row: customer(2, { firstName: 'Poison' }) },
    ];
    await expect(applyChanges(db, account, changes, '2')).rejects.toThrow();
    expect(await db.customers.count()).toBe(0);
    expect(await readCursor(db, BUSINESS)).toBe('0');
  });

  // Small pages check what the replica holds first; large ones write at once and rewrite the
  // held rows after (apply-changes.ts): both must end the same.
  it.each([
    ['a small page', 0],
    ['a large page', UNCHANGED_CHECK_MAX_ROWS + 100],
  ])("re-applies this user's pending entries on top of pulled rows, in %s", async (_, filler) => {
    const db = freshDb();
    const others: Change[] = Array.from({ length: filler }, (_x, i) => ({ table: 'customers', op: 'put', id: id(1000 + i), row: customer(1000 + i) }));
    await applyChanges(db, account, [{ table: 'customers', op: 'put', id: id(1), row: customer(1) }, { table: 'customers', op: 'put', id: id(2), row: customer(2) }], '2');
    await updateCustomer(id(1), { lastName: 'Mine' }, { db, account, now });
    await deleteCustomer(id(2), { db, account, now });
    const created = await createCustomer({ firstName: 'New' }, { db, account, now });

    const serverRow1 = customer(1, { firstName: 'ServerFirst', lastName: 'ServerLast', version: 5 });
    await applyChanges(
      db,
      account,
      [
        ...others,
        { table: 'customers', op: 'put', id: id(1), row: serverRow1 },
        { table: 'customers', op: 'put', id: id(2), row: customer(2, { notes: 'server edit', version: 3 }) },
      ],
      '4',
    );
    expect(await db.customers.count()).toBe(filler + 2);

    const row1 = await db.customers.get(id(1));
    expect(row1).toMatchObject({ firstName: 'ServerFirst', lastName: 'Mine', version: 5, nameKey: 'serverfirst mine' });
    expect(await db.customers.get(id(2))).toBeUndefined();
    expect(await db.customers.get(created)).toBeDefined();
    const patch = (await db.outbox.toArray()).find((e) => e.rowId === id(1));
    expect(patch?.before).toMatchObject({ firstName: 'ServerFirst', lastName: 'ServerLast' });
  });

  it("does not re-apply another user's entries", async () => {
    const db = freshDb();
    await applyChanges(db, account, [{ table: 'customers', op: 'put', id: id(1), row: customer(1) }], '1');
    await updateCustomer(id(1), { lastName: 'Theirs' }, { db, account: { userId: 'user-2', businessId: BUSINESS }, now });
    await applyChanges(db, account, [{ table: 'customers', op: 'put', id: id(1), row: customer(1, { version: 2 }) }], '2');
    expect((await db.customers.get(id(1)))?.lastName).toBe('Last1');
  });
});

describe('pullChanges', () => {
  it('follows the feed in pages from the stored cursor', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    for (let n = 1; n <= 7; n++) server.seedCustomer(customer(n));
    server.deleteCustomerOnServer(id(3));
    const ctx = syncContext(db, server.fetch);

    expect(await pullChanges(ctx, { pageSize: 3 })).toBe(8);
    const sinces = server.requests.map((r) => new URL(`http://x${r.path}`).searchParams.get('since'));
    expect(sinces).toEqual(['0', '3', '6']);
    expect(server.requests.every((r) => r.path.includes('limit=3'))).toBe(true);
    expect(await db.customers.count()).toBe(6);
    expect(await readCursor(db, BUSINESS)).toBe('8');

    server.seedCustomer(customer(9));
    expect(await pullChanges(ctx, { pageSize: 3 })).toBe(1);
    expect(server.requests.at(-1)?.path).toContain('since=8');
    expect(await db.customers.count()).toBe(7);
  });

  it('on a device with no cursor, pulls the first screens (team, catalogue, today) before the feed', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    for (let n = 1; n <= 4; n++) server.seedCustomer(customer(n));
    const ctx = syncContext(db, server.fetch);

    expect(await pullChanges(ctx, { pageSize: 3, firstScreensFirst: true })).toBeGreaterThanOrEqual(4);
    // The first screens' request and the feed's first page go out together (two of the first two).
    const paths = server.requests.map((r) => r.path);
    expect(paths.slice(0, 2).filter((p) => p.includes('tables='))).toHaveLength(1);
    const first = new URL(`http://x${paths.find((p) => p.includes('tables=')) ?? ''}`).searchParams;
    expect(first.get('since')).toBe('0');
    expect(first.get('tables')?.split(',')).toEqual(expect.arrayContaining(['branches', 'members', 'services', 'products', 'appointments']));
    expect(first.get('tables')?.split(',')).not.toContain('customers');
    const window = [Date.parse(first.get('startsFrom') ?? ''), Date.parse(first.get('startsBefore') ?? '')];
    expect(window[0]).toBeLessThan(ctx.now().getTime());
    expect(window[1]).toBeGreaterThan(ctx.now().getTime());
    // Then the whole feed from the start, and the cursor only from it.
    const rest = paths.filter((p) => !p.includes('tables=')).map((p) => new URL(`http://x${p}`).searchParams);
    expect(rest.map((q) => [q.get('since'), q.get('tables')])).toEqual([
      ['0', null],
      ['3', null],
    ]);
    expect(await db.customers.count()).toBe(4);
    expect(await readCursor(db, BUSINESS)).toBe('4');

    // With a cursor, no head start.
    server.seedCustomer(customer(5));
    await pullChanges(ctx, { pageSize: 3, firstScreensFirst: true });
    expect(server.requests.at(-1)?.path).toContain('since=4');
    expect(server.requests.at(-1)?.path).not.toContain('tables=');
  });

  it('goes on with the full feed when the first-screen pull is refused', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    for (let n = 1; n <= 2; n++) server.seedCustomer(customer(n));
    server.failNext({ kind: 'status', status: 400 }, (r) => r.path.includes('tables='));
    expect(await pullChanges(syncContext(db, server.fetch), { firstScreensFirst: true })).toBe(2);
    expect(await db.customers.count()).toBe(2);
  });

  it('keeps the pages applied before a failure, and resumes from there', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    for (let n = 1; n <= 5; n++) server.seedCustomer(customer(n));
    const ctx = syncContext(db, server.fetch);
    server.failNext({ kind: 'status', status: 502 }, (r) => r.path.includes('since=2'));

    const error = await pullChanges(ctx, { pageSize: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect((error as PullError).retryable).toBe(true);
    expect(await db.customers.count()).toBe(2);
    expect(await readCursor(db, BUSINESS)).toBe('2');

    await pullChanges(ctx, { pageSize: 2 });
    expect(await db.customers.count()).toBe(5);
  });
});

describe('pullChanges writing pages back to back', () => {
  it('saves no cursor past a page whose write failed, and reports that failure', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    server.seedCustomer(customer(1));
    server.seedCustomer(customer(2));
    // No valid key: IndexedDB refuses the put, so the second page's transaction fails.
    server.seedCustomer({ ...customer(3), id: null as unknown as string });
    for (let n = 4; n <= 6; n++) server.seedCustomer(customer(n));

    const error = await pullChanges(syncContext(db, server.fetch), { pageSize: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PullError);
    expect(await readCursor(db, BUSINESS)).toBe('2');
    expect(await db.customers.get(id(1))).toBeDefined();
    expect(await db.customers.get(id(2))).toBeDefined();
    expect(await db.customers.get(id(4))).toBeUndefined();
  });

  it('does not write a page fetched from a cursor that is no longer the stored one', async () => {
    const db = freshDb();
    await applyChanges(db, account, [{ table: 'customers', op: 'put', id: id(1), row: customer(1) }], '4');
    const stale = prepareChanges([{ table: 'customers', op: 'put', id: id(2), row: customer(2) }], '6', '2');
    await expect(writePage(db, account, stale)).rejects.toBeInstanceOf(CursorMovedError);
    expect(await db.customers.get(id(2))).toBeUndefined();
    expect(await readCursor(db, BUSINESS)).toBe('4');

    await writePage(db, account, prepareChanges([{ table: 'customers', op: 'put', id: id(2), row: customer(2) }], '6', '4'));
    expect(await db.customers.get(id(2))).toBeDefined();
    expect(await readCursor(db, BUSINESS)).toBe('6');
  });

  it('writes every page in order when none fails', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    for (let n = 1; n <= 9; n++) server.seedCustomer(customer(n));
    // The same row changed on a later page wins.
    server.seedCustomer(customer(1, { firstName: 'Later', version: 2 }));
    expect(await pullChanges(syncContext(db, server.fetch), { pageSize: 2 })).toBe(10);
    expect(await db.customers.count()).toBe(9);
    expect((await db.customers.get(id(1)))?.firstName).toBe('Later');
    expect(await readCursor(db, BUSINESS)).toBe('10');
  });
});

describe('pullInitial', () => {
  it('stores the user, business and branches under the user and business', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const session = await pullInitial(syncContext(db, server.fetch));
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/initial', body: { businessId: BUSINESS, userId: 'user-1', userEmail: 'aina@example.com' } });
    expect(session?.business.name).toBe('Salon Aina');
    const stored = await readSession(db, 'user-1', BUSINESS);
    expect(stored?.user.userFirstName).toBe('Aina');
    expect(stored?.branches.map((b) => b.name)).toEqual(['KLCC']);
    expect(await readSession(db, 'user-2', BUSINESS)).toBeNull();
  });

  it('raises a non-retryable PullError on a 403', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    server.failNext({ kind: 'status', status: 403, body: { status: 403, title: 'Forbidden' } });
    const error = await pullInitial(syncContext(db, server.fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect((error as PullError).retryable).toBe(false);
    expect(await readSession(db, 'user-1', BUSINESS)).toBeNull();
  });
});
