import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow, Change, ChangesResponse, CustomerRow, Problem } from '@/lib/api-types';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { toAppointment, type DbRow } from '@server/rows/mappers';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const base = `/b/${FX.bizA}`;

async function feed(h: Harness, since: string, limit: number, as: 'ownerA' | 'nobodyA' = 'ownerA'): Promise<ChangesResponse> {
  const r = await h.call('GET', `${base}/changes?since=${since}&limit=${limit}`, { as });
  expect(r.status).toBe(200);
  return r.json as ChangesResponse;
}

async function drain(h: Harness, since: string, limit: number): Promise<{ changes: Change[]; cursor: string; pages: number }> {
  let cursor = since;
  const changes: Change[] = [];
  let pages = 0;
  for (;;) {
    const page = await feed(h, cursor, limit);
    pages++;
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor, pages };
  }
}

describe.each(backends())('delta feed on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('starts with the fixture rows of the caller’s business only', async () => {
    const page = await feed(h, '0', 1000);
    expect(page.hasMore).toBe(false);
    expect(page.changes.filter((c) => c.table === 'branches').map((c) => c.id)).toEqual([FX.branchA]);
    expect(page.changes.filter((c) => c.table === 'members')).toHaveLength(4);
    expect(page.changes.every((c) => c.op === 'put' && c.row.businessId === FX.bizA)).toBe(true);
  });

  it('returns puts and tombstones in write order and pages with hasMore', async () => {
    const start = (await feed(h, '0', 5000)).cursor;
    const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
    for (const [i, id] of ids.entries()) {
      const r = await h.call('POST', `${base}/customers`, { as: 'ownerA', body: { id, firstName: `C${i}` } });
      expect(r.status).toBe(201);
    }
    const patched = await h.call('PATCH', `${base}/customers/${ids[0]}`, { as: 'ownerA', body: { lastName: 'Later' } });
    expect(patched.status).toBe(200);
    expect(await h.call('DELETE', `${base}/customers/${ids[1]}`, { as: 'ownerA' })).toMatchObject({ status: 204 });

    const first = await feed(h, start, 2);
    expect(first.changes).toHaveLength(2);
    expect(first.hasMore).toBe(true);

    const all = await drain(h, start, 2);
    expect(all.pages).toBe(3);
    // ids[0] and ids[1] moved to the end (patched, then deleted); each row appears once, latest state.
    expect(all.changes.map((c) => [c.op, c.id])).toEqual([
      ['put', ids[2]],
      ['put', ids[3]],
      ['put', ids[4]],
      ['put', ids[0]],
      ['delete', ids[1]],
    ]);
    const last = all.changes[3];
    expect(last?.op === 'put' && last.table === 'customers' ? (last.row as CustomerRow).lastName : null).toBe('Later');
    expect(all.changes[4]).toEqual({ table: 'customers', op: 'delete', id: ids[1] });

    const after = await feed(h, all.cursor, 10);
    expect(after).toEqual({ changes: [], cursor: all.cursor, hasMore: false });
  });

  it('gives each row exactly as the write answered it (timestamps, numbers, nulls)', async () => {
    const start = (await feed(h, '0', 5000)).cursor;
    const id = crypto.randomUUID();
    const created = await h.call('POST', `${base}/customers`, {
      as: 'ownerA',
      body: { id, firstName: 'Exact', lastName: 'Row', email: 'exact@example.test', phone: '+60123456789', notes: 'a "quoted" note\nsecond line' },
    });
    expect(created.status).toBe(201);
    const page = await feed(h, start, 10);
    expect(page.changes).toEqual([{ table: 'customers', op: 'put', id, row: created.json }]);
    const row = created.json as CustomerRow;
    expect(row.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(row.branchId).toBeNull();
  });

  it('gives appointments exactly as the row mapper reads them (microseconds, nulls, quotes)', async () => {
    const start = (await feed(h, '0', 5000)).cursor;
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    await h.db.tx(async (q) => {
      await lockBusiness(q, FX.bizA);
      // Three seqs: two inserts, then the delete (every write takes a new one).
      let seq = await nextSeq(q, FX.bizA, 3);
      for (const [i, id] of ids.entries()) {
        await q.query(
          `INSERT INTO appointments (business_id, id, seq, branch_id, kind, status, source, customer_id, member_id, service_id, start_at, end_at, notes, updated_at)
           VALUES ($1, $2, $3, $4, 'Appointment', 'CONFIRMED', 'AdminBooking', $5, $6, NULL, $7, $8, $9, $10)`,
          [FX.bizA, id, seq++, FX.branchA, i === 0 ? null : ids[0], USERS.ownerA.id, '2026-03-01T01:02:03.999999Z', '2026-03-01T02:00:00Z', 'say "hi"\\ \u00e9', '2026-03-01T00:00:00.000500+08:00'],
        );
      }
      await q.query('UPDATE appointments SET deleted_at = now(), seq = $3 WHERE business_id = $1 AND id = $2', [FX.bizA, ids[1], seq]);
    });
    const page = await feed(h, start, 10);
    const rows = await h.db.query<DbRow>('SELECT * FROM appointments WHERE business_id = $1 AND id = $2', [FX.bizA, ids[0]]);
    expect(page.changes).toEqual([
      { table: 'appointments', op: 'put', id: ids[0], row: toAppointment(rows[0] ?? {}) },
      { table: 'appointments', op: 'delete', id: ids[1] },
    ]);
    const row = page.changes[0]?.op === 'put' ? (page.changes[0].row as AppointmentRow) : null;
    expect(row).toMatchObject({ startAt: '2026-03-01T01:02:03.999Z', updatedAt: '2026-02-28T16:00:00.000Z', customerId: null, serviceId: null, notes: 'say "hi"\\ é' });
  });

  it('never skips a row while writers race with a reader', async () => {
    let cursor = (await feed(h, '0', 5000)).cursor;
    const seen = new Set<string>();
    const ids = Array.from({ length: 20 }, () => crypto.randomUUID());
    let writing = true;
    const writers = Promise.all(
      ids.map((id) => h.call('POST', `${base}/customers`, { as: 'ownerA', body: { id, firstName: 'Concurrent' } })),
    ).finally(() => {
      writing = false;
    });
    while (writing) {
      const page = await drain(h, cursor, 3);
      page.changes.forEach((c) => seen.add(c.id));
      cursor = page.cursor;
    }
    expect((await writers).every((r) => r.status === 201)).toBe(true);
    (await drain(h, cursor, 3)).changes.forEach((c) => seen.add(c.id));
    expect(ids.filter((id) => !seen.has(id))).toEqual([]);
  });

  it('filters what the caller may not read', async () => {
    const page = await feed(h, '0', 5000, 'nobodyA');
    expect(page.changes.some((c) => c.table === 'customers')).toBe(false);
    expect(page.changes.some((c) => c.table === 'branches')).toBe(true);
  });

  it('refuses a bad cursor with 400', async () => {
    const r = await h.call('GET', `${base}/changes?since=abc`, { as: 'ownerA' });
    expect(r.status).toBe(400);
    expect((r.json as Problem).errors).toEqual({ since: 'validation.invalidCursor' });
  });
});
