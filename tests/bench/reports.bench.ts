// Reports at chain scale (issue 19): a chain of 5 branches, 40 staff, 3 years of history with
// 600,000 sale lines and 300,000 appointments, and the daily rollups those imply.
//
// report_sales_year_ms: the chain's owner signed in in Chromium, the replica pulled (the whole
// feed, rollups included), the sales report open with all branches; the time from pressing Apply
// on the relative range "12 months, current (including today)" to the report drawn for it (the
// Sales figure showing the range's sale count, the chart and the by-period table with its 12
// rows), timed in the page; p95 over 20 choices, each after choosing "Last month" so every choice
// redraws (goal ≤ 200 ms).
// rollup_replica_rows, rollup_replica_mb: the chain's rollup rows in the device's IndexedDB,
// read back in the page with raw IndexedDB; the size is the JSON length of those rows (10^6
// characters = 1 MB; IndexedDB's own encoding and indexes on disk come on top).
// sale_write_with_rollups_ms: POST /sales against the seeded chain (2 lines, its rollup updates in
// the same transaction), p95 over 50 sales, timed around the request on loopback (the API runs in
// this process). No "without rollups" figure: the route has no way to leave the rollup step out,
// so instead sale_rollup_step_ms is that step alone (addRollups of the sale's deltas, in its own
// transaction rolled back), p95 over 50.
//
// The chain is seeded straight through the server's database (its row shapes and ids), and its
// rollups are written by the app's own functions from the seeded facts (saleDeltas,
// appointmentDeltas, then addRollups per month of history), so they are what the routes would have
// written. Sales are walk-ins (no customer): customer rows and their visit figures are not what
// this measures.
// BENCH_REPORT_SCALE (default 1, the size) scales the sale lines and appointments, e.g. 0.05.
// Run on its own: `npm run build && npx tsx tests/bench/reports.bench.ts`.
import type { Page } from '@playwright/test';
import type { MemberBranch, Permissions } from '@/lib/api-types';
import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import { makePresetRange, makeRelativeRange, type DateRangeValue } from '@/lib/date-range';
import { FEATURE_DEFAULTS } from '@/lib/features';
import { grainFor, series } from '@/lib/reports/aggregate';
import { localDayOf } from '@/lib/reports/local-day';
import { appointmentDeltas, saleDeltas, type RollupDelta } from '@/lib/reports/rollup';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { cognitoClient, ensureUser } from '@server/identity/provision';
import { addRollups } from '@server/routes/report-rollups';
import { PRODUCTS, SERVICES } from '@server/seed/catalogue';
import { Prng } from '@server/seed/prng';
import { figure, launchChromium, percentile, startBenchStack, type BenchStack } from './bench-stack';

const SCALE = Number(process.env.BENCH_REPORT_SCALE ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error('BENCH_REPORT_SCALE must be in (0, 1]');
const BRANCHES = 5;
const STAFF = 40;
const DAYS = 3 * 365;
const SALE_LINES = Math.round(600_000 * SCALE);
const APPOINTMENTS = Math.round(300_000 * SCALE);
const CHOICES = 20;
const WRITES = 50;
const CHUNK_DAYS = 30;
const ZONE = 'Asia/Kuala_Lumpur';
const KL_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const RATES = { serviceChargeBp: 0, taxBp: 800, taxOnServices: true, taxOnProducts: false };
const METHODS = ['card', 'card', 'qr', 'cash'] as const;
const DEVICE = '0195f0a0-0000-7000-8000-00000000de19';
const OWNER_PERMISSIONS: Permissions = {
  pos: true, booking_self: 3, booking_all: 3, payment_self: 3, payment: 3, reporting_self: 3, reporting: 3,
  customers: 3, catalogues: 3, members: 3, commissions: { view_comms_value: true },
};

interface Item {
  id: string;
  kind: 'service' | 'product';
  name: string;
  price: number;
}

interface Chain {
  businessId: string;
  ownerId: string;
  email: string;
  password: string;
  branchIds: string[];
  /** Each branch's staff (8 a branch). */
  staffOf: Map<string, string[]>;
  services: Item[];
  products: Item[];
  /** Sales counted per branch-local day, every branch together (from the rollups' 'total' rows). */
  salesByDay: Map<string, number>;
  sales: number;
}

/** Quota k of `total` spread evenly over `parts` (the quotas sum to exactly `total`). */
const quota = (total: number, parts: number, k: number): number => Math.floor(((k + 1) * total) / parts) - Math.floor((k * total) / parts);

/** n cart lines: 4 in 5 a service done by one of the staff, else a product or two. */
function saleLines(r: Prng, chain: Chain, staff: readonly string[], n: number): CartLine[] {
  return Array.from({ length: n }, () => {
    const item = r.pick(r.chance(0.8) ? chain.services : chain.products);
    return {
      id: r.uuid(), kind: item.kind, itemId: item.id, name: item.name, unitPrice: item.price, quantity: item.kind === 'product' ? r.int(1, 2) : 1,
      staffId: item.kind === 'service' ? r.pick(staff) : null, discount: null, note: '', voucherCode: null,
    };
  });
}

async function seedChain(stack: BenchStack, r: Prng, now: Date): Promise<Chain> {
  const chain: Chain = {
    businessId: r.uuid(), ownerId: r.uuid(), email: 'owner@chain-bench.test', password: 'Bench!2345',
    branchIds: Array.from({ length: BRANCHES }, () => r.uuid()), staffOf: new Map(), services: [], products: [], salesByDay: new Map(), sales: 0,
  };
  const bid = chain.businessId;
  const hours = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { active: true, slots: [{ start: '10:00', end: '20:00' }] }]));
  chain.services = SERVICES.map((s): Item => ({ id: r.uuid(), kind: 'service', name: s.name, price: s.price }));
  chain.products = PRODUCTS.map((p): Item => ({ id: r.uuid(), kind: 'product', name: p.name, price: p.price }));
  await stack.db.tx(async (q) => {
    await lockBusiness(q, bid);
    await q.query(
      `INSERT INTO businesses (id, name, country, currency, time_zone, bookit_version, features)
       VALUES ($1, 'Bench Chain', 'MY', 'myr', $2, 'arabica', $3::text::jsonb)`,
      [bid, ZONE, JSON.stringify(FEATURE_DEFAULTS)],
    );
    let seq = await nextSeq(q, bid, BRANCHES + 1 + STAFF + chain.services.length + chain.products.length);
    await insertMany(q, 'branches', ['business_id', 'id', 'seq', 'name', 'code', 'time_zone'], chain.branchIds.map((id, i) => [bid, id, seq++, `Chain ${i + 1}`, `C${i + 1}`, ZONE]));
    const ownerBranches: MemberBranch[] = chain.branchIds.map((branchId) => ({ branchId, serviceTeam: false }));
    const members: unknown[][] = [
      [bid, chain.ownerId, seq++, 'Chain', 'Owner', chain.email, '#2563eb', 'admin', JSON.stringify(ownerBranches), JSON.stringify(OWNER_PERMISSIONS), JSON.stringify({})],
    ];
    for (let m = 0; m < STAFF; m++) {
      const branchId = chain.branchIds[m % BRANCHES] ?? '';
      const id = r.uuid();
      chain.staffOf.set(branchId, [...(chain.staffOf.get(branchId) ?? []), id]);
      members.push([
        bid, id, seq++, 'Stylist', String(m + 1).padStart(2, '0'), '', '#0891b2', 'member',
        JSON.stringify([{ branchId, serviceTeam: true }]), JSON.stringify({ pos: true, booking_self: 3 }), JSON.stringify({ [branchId]: hours }),
      ]);
    }
    await insertMany(
      q,
      'members',
      ['business_id', 'id', 'seq', 'first_name', 'last_name', 'email', 'color', 'org_access_level', 'branches:jsonb', 'permissions:jsonb', 'working_hours:jsonb'],
      members,
    );
    await insertMany(
      q,
      'services',
      ['business_id', 'id', 'seq', 'name', 'category', 'duration_minutes', 'price', 'currency'],
      chain.services.map((s, i) => [bid, s.id, seq++, s.name, SERVICES[i]?.category ?? '', SERVICES[i]?.durationMinutes ?? 60, s.price, 'myr']),
    );
    await insertMany(
      q,
      'products',
      ['business_id', 'id', 'seq', 'name', 'category', 'sku', 'price', 'currency'],
      chain.products.map((p, i) => [bid, p.id, seq++, p.name, PRODUCTS[i]?.category ?? '', PRODUCTS[i]?.sku ?? '', p.price, 'myr']),
    );
  });

  // History: DAYS days up to yesterday, in chunks of CHUNK_DAYS days, each in its own transaction
  // with the rollups of its facts.
  const klToday = Math.floor((now.getTime() + KL_OFFSET_MS) / DAY_MS) * DAY_MS - KL_OFFSET_MS;
  const parts = DAYS * BRANCHES;
  let k = 0;
  let receipt = 0;
  for (let first = DAYS; first >= 1; first -= CHUNK_DAYS) {
    const saleRows: unknown[][] = [];
    const appointmentRows: unknown[][] = [];
    const deltas: RollupDelta[] = [];
    for (let d = first; d > Math.max(0, first - CHUNK_DAYS); d--) {
      const dayStart = klToday - d * DAY_MS;
      for (const branchId of chain.branchIds) {
        const staff = chain.staffOf.get(branchId) ?? [];
        let lines = quota(SALE_LINES, parts, k);
        while (lines > 0) {
          const n = Math.min(lines, r.int(1, 3));
          lines -= n;
          const soldAt = new Date(dayStart + r.int(10 * 60, 20 * 60 - 1) * 60_000 + r.int(0, 59_999)).toISOString();
          const cart = saleLines(r, chain, staff, n);
          const totals = finalTotals(computeTotals({ lines: cart, cartDiscount: null, tip: 0, rates: RATES }), 0);
          const method = r.pick(METHODS);
          const payments = [{ id: r.uuid(), method, amount: totals.total, tendered: method === 'cash' ? totals.total : null, reference: '' }];
          const soldBy = r.pick(staff);
          receipt += 1;
          saleRows.push([
            bid, r.uuid7(Date.parse(soldAt)), 0, branchId, DEVICE, `CH-${String(receipt).padStart(7, '0')}`, null, soldBy, 'myr',
            JSON.stringify(cart), JSON.stringify(RATES), JSON.stringify(totals), totals.total, JSON.stringify(payments), soldAt,
          ]);
          deltas.push(...saleDeltas({ branchId, soldBy, lines: cart, cartDiscount: null, rates: RATES, totals, payments, soldAt }, ZONE));
        }
        const bookings = quota(APPOINTMENTS, parts, k);
        for (let i = 0; i < bookings; i++) {
          const service = r.pick(chain.services);
          const memberId = r.pick(staff);
          const start = new Date(dayStart + (10 * 60 + r.int(0, 19) * 30) * 60_000).toISOString();
          const end = new Date(Date.parse(start) + 60 * 60_000).toISOString();
          const status = r.chance(0.9) ? 'CONFIRMED' : 'CANCELLED';
          const source = r.chance(0.7) ? 'AdminBooking' : 'CustomerBooking';
          appointmentRows.push([
            bid, r.uuid7(Date.parse(start) - 3 * DAY_MS), 0, branchId, 'Appointment', status, source, null, memberId, service.id, start, end, '',
            JSON.stringify([{ serviceId: service.id, memberId, startAt: start, endAt: end }]),
          ]);
          deltas.push(...appointmentDeltas({ branchId, status, source, startAt: start, kind: 'Appointment' }, ZONE));
        }
        k += 1;
      }
    }
    for (const delta of deltas) {
      if (delta.dim === 'total') chain.salesByDay.set(delta.day, (chain.salesByDay.get(delta.day) ?? 0) + delta.count);
    }
    chain.sales += saleRows.length;
    await stack.db.tx(async (q) => {
      await lockBusiness(q, bid);
      let seq = await nextSeq(q, bid, saleRows.length + appointmentRows.length);
      for (const row of saleRows) row[2] = seq++;
      for (const row of appointmentRows) row[2] = seq++;
      await insertMany(
        q,
        'sales',
        ['business_id', 'id', 'seq', 'branch_id', 'device_id', 'receipt_number', 'customer_id', 'sold_by', 'currency', 'lines:jsonb', 'rates:jsonb', 'totals:jsonb', 'total', 'payments:jsonb', 'sold_at'],
        saleRows,
        1_000,
      );
      await insertMany(
        q,
        'appointments',
        ['business_id', 'id', 'seq', 'branch_id', 'kind', 'status', 'source', 'customer_id', 'member_id', 'service_id', 'start_at', 'end_at', 'notes', 'services:jsonb'],
        appointmentRows,
        1_000,
      );
      await addRollups(q, bid, deltas);
    });
  }
  await ensureUser(cognitoClient(stack.identity.endpoint), stack.identity, { email: chain.email, password: chain.password, businessId: bid, userId: chain.ownerId });
  return chain;
}

/** The rollups against the facts they count: every sale's total and every booking, once. */
async function checkRollups(stack: BenchStack, chain: Chain): Promise<number> {
  const [facts] = await stack.db.query<{ sales: string; total: string; bookings: string }>(
    `SELECT (SELECT count(*) FROM sales WHERE business_id = $1)::text AS sales, (SELECT coalesce(sum(total), 0) FROM sales WHERE business_id = $1)::text AS total,
       (SELECT count(*) FROM appointments WHERE business_id = $1)::text AS bookings`,
    [chain.businessId],
  );
  const [rolled] = await stack.db.query<{ rows: string; sales: string; total: string; bookings: string }>(
    `SELECT count(*)::text AS rows, coalesce(sum(count) FILTER (WHERE dim = 'total'), 0)::text AS sales,
       coalesce(sum(total) FILTER (WHERE dim = 'total'), 0)::text AS total, coalesce(sum(count) FILTER (WHERE dim = 'status'), 0)::text AS bookings
     FROM report_rollups WHERE business_id = $1`,
    [chain.businessId],
  );
  if (facts === undefined || rolled === undefined || facts.sales !== rolled.sales || facts.total !== rolled.total || facts.bookings !== rolled.bookings) {
    throw new Error(`the rollups do not count the facts: ${JSON.stringify({ facts, rolled })}`);
  }
  return Number(rolled.rows);
}

/** The report a range draws: its sale count (as the Sales figure shows it) and its by-period rows. */
function expected(chain: Chain, range: DateRangeValue): { sales: number; rows: number } {
  let sales = 0;
  for (const [day, n] of chain.salesByDay) if (day >= range.start && day <= range.end) sales += n;
  const filter = { start: range.start, end: range.end, branchId: null };
  return { sales, rows: series([], filter, grainFor(range.start, range.end)).length };
}

/** Waits in the page for the sales report of a range: the Sales figure, the chart and the by-period table. */
const SHOWN = `({ sales, rows }) => {
  const text = sales.toLocaleString();
  const figure = document.querySelector('.report-figure[aria-label="Sales"] .report-figure__value');
  return figure !== null && figure.textContent === text && document.querySelector('.ui-chart') !== null
    && document.querySelectorAll('table.report-table tbody tr').length === rows;
}`;

/** Presses Apply in the open picker and times it until the report of the range is drawn. */
const APPLY_AND_TIME = `async (want) => {
  const shown = ${SHOWN};
  const apply = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent.trim() === 'Apply');
  if (apply === undefined) throw new Error('no Apply button in the picker');
  const start = performance.now();
  apply.click();
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the report of the range was not drawn within 60 s')), 60000);
    const check = () => (shown(want) ? (clearTimeout(timer), resolve()) : requestAnimationFrame(check));
    check();
  });
  return performance.now() - start;
}`;

/** The chain's rollup rows in IndexedDB and the JSON length of them, read in batches by key. */
const REPLICA_ROLLUPS = `async ({ businessId }) => {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('bookit');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  let rows = 0;
  let chars = 0;
  let last;
  for (;;) {
    const batch = await new Promise((resolve, reject) => {
      const req = db.transaction('reportRollups').objectStore('reportRollups').getAll(last === undefined ? undefined : IDBKeyRange.lowerBound(last, true), 10000);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    if (batch.length === 0) break;
    for (const row of batch) if (row.businessId === businessId) { rows += 1; chars += JSON.stringify(row).length; }
    last = batch[batch.length - 1].id;
  }
  db.close();
  return { rows, chars };
}`;

async function openPicker(page: Page, tab: 'Absolute' | 'Relative') {
  await page.getByRole('button', { name: /^Period:/ }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('tab', { name: tab }).click();
  return picker;
}

/** Fills the relative range "12 months, current (including today)" in the picker, up to Apply. */
async function fillTwelveMonths(page: Page): Promise<void> {
  const picker = await openPicker(page, 'Relative');
  await picker.getByRole('button', { name: /Period/ }).click();
  await page.getByRole('option', { name: 'Current (including today)' }).click();
  await picker.getByRole('textbox', { name: 'Amount' }).fill('12');
  await picker.getByRole('textbox', { name: 'Amount' }).press('Tab'); // the number is taken on blur
  await picker.getByRole('button', { name: /Unit/ }).click();
  await page.getByRole('option', { name: 'Months' }).click();
}

/** Waits in the page (the app's CSP forbids waitForFunction's string eval) for the report of a range. */
async function waitShown(page: Page, want: { sales: number; rows: number }): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const shown = ${SHOWN};
    const timer = setTimeout(() => reject(new Error('the report of the range was not drawn within 60 s')), 60000);
    const check = () => (shown(${JSON.stringify(want)}) ? (clearTimeout(timer), resolve()) : requestAnimationFrame(check));
    check();
  })`);
}

async function timeReport(page: Page, chain: Chain): Promise<number[]> {
  const today = localDayOf(new Date().toISOString(), ZONE);
  const year = expected(chain, makeRelativeRange(12, 'month', 'current', today));
  const lastMonth = expected(chain, makePresetRange('last_month', today));
  console.error(`12 months: ${year.sales} sales in ${year.rows} months; last month: ${lastMonth.sales} sales over ${lastMonth.rows} days`);
  const times: number[] = [];
  for (let i = 0; i < CHOICES; i++) {
    const picker = await openPicker(page, 'Absolute');
    await picker.getByRole('button', { name: 'Last month', exact: true }).click();
    await waitShown(page, lastMonth);
    await fillTwelveMonths(page);
    times.push((await page.evaluate(`(${APPLY_AND_TIME})(${JSON.stringify(year)})`)) as number);
  }
  return times;
}

/** A new 2-line sale at the first branch, now, as the device sends it. */
function newSale(r: Prng, chain: Chain, n: number): SaleCreateInput {
  const branchId = chain.branchIds[0] ?? '';
  const lines = saleLines(r, chain, chain.staffOf.get(branchId) ?? [], 2);
  const totals = finalTotals(computeTotals({ lines, cartDiscount: null, tip: 0, rates: RATES }), 0);
  return {
    id: crypto.randomUUID(), branchId, deviceId: DEVICE, shiftId: null, receiptNumber: `CH-W${String(n).padStart(5, '0')}`, customerId: null,
    currency: 'myr', lines, cartDiscount: null, rates: RATES, totals, payments: [{ id: r.uuid(), method: 'card', amount: totals.total, tendered: null, reference: '' }],
    note: '', soldAt: new Date().toISOString(),
  };
}

async function timeSaleWrites(stack: BenchStack, page: Page, chain: Chain, r: Prng): Promise<number[]> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'));
    return key === undefined ? '' : (localStorage.getItem(key) ?? '');
  });
  const times: number[] = [];
  // Five first, not counted (the route's first calls compile and cache).
  for (let i = 0; i < WRITES + 5; i++) {
    const body = JSON.stringify(newSale(r, chain, i));
    const sent = performance.now();
    const res = await fetch(`${stack.apiUrl}/b/${chain.businessId}/sales`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body,
    });
    const answer = await res.text();
    if (res.status !== 201) throw new Error(`POST /sales answered ${res.status}: ${answer.slice(0, 300)}`);
    if (i >= 5) times.push(performance.now() - sent);
  }
  return times;
}

class RolledBack extends Error {}

/** addRollups of a new sale's deltas alone, in a transaction that is rolled back, p95 over WRITES. */
async function timeRollupStep(stack: BenchStack, chain: Chain, r: Prng): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WRITES + 5; i++) {
    const sale = newSale(r, chain, 90_000 + i);
    const deltas = saleDeltas({ ...sale, soldBy: chain.ownerId }, ZONE);
    try {
      await stack.db.tx(async (q) => {
        await lockBusiness(q, chain.businessId);
        const start = performance.now();
        await addRollups(q, chain.businessId, deltas);
        if (i >= 5) times.push(performance.now() - start);
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }
  return times;
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const browser = await launchChromium();
  try {
    const r = new Prng(19);
    let started = performance.now();
    const chain = await seedChain(stack, r, new Date());
    const serverRollups = await checkRollups(stack, chain);
    console.error(
      `seeded ${chain.sales} sales (${SALE_LINES} lines), ${APPOINTMENTS} appointments and ${serverRollups} rollup rows in ${((performance.now() - started) / 1000).toFixed(0)} s (scale ${SCALE})`,
    );

    const context = await browser.newContext({ baseURL: stack.appUrl, timezoneId: ZONE, locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`page: ${message.text()}`);
    });
    await page.goto('/auth');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.getByLabel('Email').fill(chain.email);
    await page.getByLabel('Password', { exact: true }).fill(chain.password);
    started = performance.now();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 120_000 });
    await page.goto('/reports/sales');
    await page.getByRole('heading', { name: 'Sales', level: 1 }).waitFor({ timeout: 120_000 });
    // The whole feed (sales, appointments, rollups) lands before the figures are read.
    await page.getByText(/^Last synced/).waitFor({ timeout: 1_800_000 });
    let replica = (await page.evaluate(`(${REPLICA_ROLLUPS})(${JSON.stringify({ businessId: chain.businessId })})`)) as { rows: number; chars: number };
    const deadline = performance.now() + 600_000;
    while (replica.rows < serverRollups) {
      if (performance.now() > deadline) throw new Error(`the replica holds ${replica.rows} of ${serverRollups} rollup rows`);
      await page.waitForTimeout(2_000);
      replica = (await page.evaluate(`(${REPLICA_ROLLUPS})(${JSON.stringify({ businessId: chain.businessId })})`)) as { rows: number; chars: number };
    }
    console.error(`the replica pulled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const storage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    console.error(`origin storage in use (every table): ${(storage / 1e6).toFixed(1)} MB`);

    const times = await timeReport(page, chain);
    console.error(`12 months (ms): ${times.map((v) => v.toFixed(0)).join(' ')}`);
    figure('report_sales_year_ms', percentile(times, 95), 'ms', 1);
    figure('rollup_replica_rows', replica.rows, 'rows', 0);
    figure('rollup_replica_mb', replica.chars / 1e6, 'MB', 1);

    const writes = await timeSaleWrites(stack, page, chain, r);
    console.error(`sale writes (ms): ${writes.map((v) => v.toFixed(0)).join(' ')}`);
    figure('sale_write_with_rollups_ms', percentile(writes, 95), 'ms', 1);
    const step = await timeRollupStep(stack, chain, r);
    console.error(`rollup step alone (ms): ${step.map((v) => v.toFixed(1)).join(' ')}`);
    figure('sale_rollup_step_ms', percentile(step, 95), 'ms', 1);
    await context.close();
  } finally {
    await browser.close();
    await stack.dispose();
  }
}

await main();
