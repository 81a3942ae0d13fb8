import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change, ChangesResponse } from '@/lib/api-types';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const ROWS = 3_000;

async function drain(h: Harness, limit: number): Promise<{ changes: Change[]; pages: ChangesResponse[] }> {
  let cursor = '0';
  const pages: ChangesResponse[] = [];
  for (;;) {
    const r = await h.call('GET', `/b/${FX.bizA}/changes?since=${cursor}&limit=${limit}`, { as: 'ownerA' });
    expect(r.status).toBe(200);
    const page = r.json as ChangesResponse;
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore) return { changes: pages.flatMap((p) => p.changes), pages };
  }
}

describe.each(backends())('delta feed paging over interleaved tables on $name', (backend) => {
  let h: Harness;
  const written: string[] = [];
  beforeAll(async () => {
    h = await startHarness(backend);
    // Customers and services interleaved in seq order: every third change is a service.
    await h.db.tx(async (q) => {
      await lockBusiness(q, FX.bizA);
      let seq = await nextSeq(q, FX.bizA, ROWS);
      const customers: unknown[][] = [];
      const services: unknown[][] = [];
      for (let i = 0; i < ROWS; i++) {
        const id = crypto.randomUUID();
        written.push(id);
        if (i % 3 === 0) services.push([FX.bizA, id, seq++, `Service ${i}`, 'Hair', 30, 10, 'myr']);
        else customers.push([FX.bizA, id, seq++, `Paged${i}`, '']);
      }
      await insertMany(q, 'customers', ['business_id', 'id', 'seq', 'first_name', 'last_name'], customers, 500);
      await insertMany(q, 'services', ['business_id', 'id', 'seq', 'name', 'category', 'duration_minutes', 'price', 'currency'], services, 500);
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  it.each([5_000, 700])('hands out every change once, in write order, at most %i a page', async (limit) => {
    const { changes, pages } = await drain(h, limit);
    const ids = changes.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.every((p) => p.changes.length <= limit)).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.changes.length === limit)).toBe(true);
    // The fixture's rows come first; the interleaved rows follow in the order they were written.
    const mine = new Set(written);
    expect(ids.filter((id) => mine.has(id))).toEqual(written);
  });
});
