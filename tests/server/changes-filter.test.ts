import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse } from '@/lib/api-types';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

// The delta feed narrowed for a cold device's first screens: some tables, and appointments that
// start in a window (today), pulled before the rest.
const base = `/b/${FX.bizA}`;
const HOUR = 3_600_000;

describe.each(backends())('delta feed filters on $name', (backend) => {
  let h: Harness;
  const now = Date.parse('2026-03-10T04:00:00.000Z');
  const today = ['0195f0c0-0000-7000-8000-000000000001', '0195f0c0-0000-7000-8000-000000000002'];
  const later = '0195f0c0-0000-7000-8000-000000000003';
  const customer = crypto.randomUUID();

  beforeAll(async () => {
    h = await startHarness(backend);
    await h.db.tx(async (q) => {
      await lockBusiness(q, FX.bizA);
      let seq = await nextSeq(q, FX.bizA, 4);
      const appointment = (id: string, start: number) => [
        FX.bizA, id, seq++, FX.branchA, 'Appointment', 'CONFIRMED', 'AdminBooking', null, USERS.ownerA.id, null,
        new Date(start).toISOString(), new Date(start + HOUR).toISOString(), '',
      ];
      await insertMany(
        q,
        'appointments',
        ['business_id', 'id', 'seq', 'branch_id', 'kind', 'status', 'source', 'customer_id', 'member_id', 'service_id', 'start_at', 'end_at', 'notes'],
        [appointment(today[0] ?? '', now), appointment(later, now + 30 * 24 * HOUR), appointment(today[1] ?? '', now + 2 * HOUR)],
      );
      await insertMany(q, 'customers', ['business_id', 'id', 'seq', 'first_name'], [[FX.bizA, customer, seq++, 'Later']]);
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  async function feed(query: string): Promise<{ status: number; body: ChangesResponse }> {
    const r = await h.call('GET', `${base}/changes?${query}`, { as: 'ownerA' });
    return { status: r.status, body: r.json as ChangesResponse };
  }

  it('answers only the tables asked for', async () => {
    const { status, body } = await feed('since=0&limit=1000&tables=branches,appointments');
    expect(status).toBe(200);
    expect(new Set(body.changes.map((c) => c.table))).toEqual(new Set(['branches', 'appointments']));
    expect(body.changes.filter((c) => c.table === 'appointments').map((c) => c.id)).toEqual([today[0], later, today[1]]);
    expect(body.hasMore).toBe(false);
  });

  it('narrows appointments to those starting in the window, other tables untouched', async () => {
    const from = new Date(now - 12 * HOUR).toISOString();
    const before = new Date(now + 12 * HOUR).toISOString();
    const { body } = await feed(`since=0&limit=1000&tables=members,appointments&startsFrom=${from}&startsBefore=${before}`);
    expect(body.changes.filter((c) => c.table === 'appointments').map((c) => c.id)).toEqual(today);
    expect(body.changes.filter((c) => c.table === 'members')).toHaveLength(4);
    expect(body.changes.some((c) => c.table === 'customers')).toBe(false);
  });

  it('without filters still answers every table', async () => {
    const { body } = await feed('since=0&limit=1000');
    expect(body.changes.some((c) => c.table === 'customers' && c.id === customer)).toBe(true);
    expect(body.changes.filter((c) => c.table === 'appointments')).toHaveLength(3);
  });

  it('refuses an unknown table or a bad window with 400', async () => {
    expect((await feed('since=0&tables=customers,nope')).status).toBe(400);
    expect((await feed('since=0&tables=customers;drop')).status).toBe(400);
    expect((await feed('since=0&startsFrom=yesterday')).status).toBe(400);
  });
});
