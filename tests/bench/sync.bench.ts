// Sync benchmarks (issue #3), run by `npm run bench` (scripts/bench.mjs). Prints:
// - replicate_50k_rows_s, raw_idb_50k_s, replicate_ratio, replicate_after_signin_s,
//   first_screen_after_signin_s: a cold device signs in to a business with 50,000 rows
//   (customers and appointments) on the server; replication is timed from the feed's first
//   request, and from the click on Log in (replicate_after_signin_s);
// - write_to_dom_p50_ms, write_to_dom_p95_ms: a mutation until the customers list shows it, with
//   10,000 customers, over 200 writes;
// - flush_1000_s: 1,000 writes queued offline, until the server holds them all after reconnecting
//   (and queue_1000_offline_s: the time to queue them, on the customers screen).
// Diagnostics go to stderr (the runner's log file). Env: BENCH_ONLY=replicate|writes runs one part;
// BENCH_TRACE=1 logs when each request (API and app host) finishes after the click on Log in;
// BENCH_CHROME_TRACE=<file> writes a Chromium trace of the replication (which thread is busy).
import type { BrowserContext, Page, Request } from '@playwright/test';
import { startBenchStack, launchChromium, figure, percentile, type BenchStack } from './bench-stack';
import { seedBenchBusiness, type BenchBusiness } from './seed-bench';

const PASSWORD = 'Bench!2345';
const REPLICA: BenchBusiness = {
  businessId: '0195f0b0-0000-7000-8000-000000050000',
  ownerId: '0195f0b0-0000-7000-8000-0000000500a1',
  email: 'bench50k@bench.test',
  password: PASSWORD,
  customers: 25_000,
  appointments: 25_000,
};
const WRITES: BenchBusiness = {
  businessId: '0195f0b0-0000-7000-8000-000000010000',
  ownerId: '0195f0b0-0000-7000-8000-0000000100a1',
  email: 'bench10k@bench.test',
  password: PASSWORD,
  customers: 10_000,
  appointments: 0,
};
const DOM_WRITES = 200;
const FLUSH_WRITES = 1_000;
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/**
 * In-page: copies the replica's customers and appointments into a new database with the same
 * stores and indexes, in one readwrite transaction with relaxed durability; returns the write
 * time in ms. Source text, because tsx's name helpers (__name) do not exist in the page.
 */
const RAW_IDB_WRITE = `(async () => {
  const tables = ['customers', 'appointments'];
  const source = await new Promise((resolve, reject) => {
    const r = indexedDB.open('bookit');
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  const read = source.transaction(tables, 'readonly');
  const shapes = tables.map((name) => {
    const store = read.objectStore(name);
    const indexes = Array.from(store.indexNames).map((n) => {
      const index = store.index(n);
      return { name: n, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
    });
    return { name, keyPath: store.keyPath, indexes };
  });
  const rows = await Promise.all(tables.map((name) => new Promise((resolve, reject) => {
    const r = read.objectStore(name).getAll();
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  })));
  source.close();
  await new Promise((resolve) => { indexedDB.deleteDatabase('bench-raw').onsuccess = resolve; });
  const raw = await new Promise((resolve, reject) => {
    const open = indexedDB.open('bench-raw', 1);
    open.onupgradeneeded = () => {
      for (const shape of shapes) {
        const store = open.result.createObjectStore(shape.name, { keyPath: shape.keyPath });
        for (const i of shape.indexes) store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
      }
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const started = performance.now();
  await new Promise((resolve, reject) => {
    const tx = raw.transaction(tables, 'readwrite', { durability: 'relaxed' });
    tables.forEach((name, i) => {
      const store = tx.objectStore(name);
      for (const row of rows[i]) store.put(row);
    });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  const elapsed = performance.now() - started;
  raw.close();
  await new Promise((resolve) => { indexedDB.deleteDatabase('bench-raw').onsuccess = resolve; });
  return elapsed;
})()`;

async function signIn(page: Page, b: BenchBusiness): Promise<number> {
  await page.goto('/auth');
  // The app as a counter tablet has it: installed (its service worker has cached the app) before
  // anyone signs in. Without this wait the worker's first install, fetching every file of the
  // app, would run during the replication it measures.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByLabel('Email').fill(b.email);
  await page.getByLabel('Password', { exact: true }).fill(b.password);
  const started = performance.now();
  await page.getByRole('button', { name: 'Log in' }).click();
  return started;
}

async function replicaCount(page: Page, table: 'customers' | 'appointments'): Promise<number> {
  return page.evaluate((t) => window.__bookit?.replicaCount(t) ?? -1, table);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Today's appointments of the first branch by name, as the dashboard shows them. */
async function todaysAppointments(stack: BenchStack, b: BenchBusiness): Promise<number> {
  const start = Math.floor((Date.now() + KL_OFFSET_MS) / DAY_MS) * DAY_MS - KL_OFFSET_MS;
  const rows = await stack.db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM appointments a
     WHERE a.business_id = $1 AND a.deleted_at IS NULL AND a.start_at >= $2 AND a.start_at < $3
       AND a.branch_id = (SELECT id FROM branches WHERE business_id = $1 AND deleted_at IS NULL ORDER BY name LIMIT 1)`,
    [b.businessId, new Date(start).toISOString(), new Date(start + DAY_MS).toISOString()],
  );
  return Number(rows[0]?.n ?? 0);
}

async function benchReplication(stack: BenchStack, context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  const today = await todaysAppointments(stack, REPLICA);
  // BENCH_TRACE=1: log when each request of the sign-in and pull finishes (ms after the click).
  let clicked = 0;
  if (process.env.BENCH_TRACE === '1') {
    context.on('requestfinished', (r) => {
      if (clicked === 0) return;
      const api = r.url().startsWith(stack.apiUrl);
      const path = r.url().slice((api ? stack.apiUrl : stack.appUrl).length, 120);
      const t = r.timing();
      const server = t.responseStart >= 0 && t.requestStart >= 0 ? ` (server ${(t.responseStart - t.requestStart).toFixed(0)} ms)` : '';
      console.error(`trace +${(performance.now() - clicked).toFixed(0)} ms ${api ? 'api' : 'app'} ${r.method()} ${path}${server}`);
    });
  }
  // BENCH_CHROME_TRACE=<file>: a Chromium trace of the replication (every thread, IndexedDB's too).
  const chromeTrace = process.env.BENCH_CHROME_TRACE;
  if (chromeTrace) await context.browser()?.startTracing(page, { path: chromeTrace, categories: ['toplevel', 'IndexedDB'] });
  let firstFeedRequest = Number.NaN;
  context.on('request', (r) => {
    if (Number.isNaN(firstFeedRequest) && r.url().includes('/changes?')) firstFeedRequest = performance.now();
  });
  const started = await signIn(page, REPLICA);
  clicked = started;
  // Diagnostics (the log only): when the shell and the dashboard appear.
  void page
    .getByRole('navigation', { name: 'Main' })
    .waitFor({ timeout: 600_000 })
    .then(() => console.error(`first screen: shell after ${((performance.now() - started) / 1000).toFixed(2)} s`));
  void page
    .locator('.stat-card', { hasText: 'Appointments today' })
    .locator('.stat-card__value', { hasText: /\d/ })
    .waitFor({ timeout: 600_000 })
    .then(async () => {
      const shown = await page.locator('.stat-card', { hasText: 'Appointments today' }).locator('.stat-card__value').textContent();
      console.error(`first screen: today's count (${shown ?? ''} of ${today}) after ${((performance.now() - started) / 1000).toFixed(2)} s`);
    });
  // First screen: the dashboard with today's appointments of the first branch listed.
  await page
    .locator('.stat-card', { hasText: 'Appointments today' })
    .locator('.stat-card__value', { hasText: new RegExp(`^${today.toLocaleString('en-GB')}$`) })
    .waitFor({ timeout: 600_000 });
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  const firstScreen = performance.now() - started;
  await waitFor(
    async () =>
      (await replicaCount(page, 'customers')) >= REPLICA.customers && (await replicaCount(page, 'appointments')) >= REPLICA.appointments,
    600_000,
    'the replica to hold every row',
  );
  const done = performance.now();
  // From the feed's first request (the app asking the server for rows) until IndexedDB holds
  // every row: the pipeline (HTTP, JSON, worker, Dexie) the ratio is about. Sign-in before it
  // (identity round trips, /initial, the worker starting) is printed on its own.
  if (Number.isNaN(firstFeedRequest)) throw new Error('the app never asked for the delta feed');
  const replicate = done - firstFeedRequest;
  if (chromeTrace) await context.browser()?.stopTracing();

  // The limit: the same rows, written with raw IndexedDB into stores with the same indexes;
  // twice, and the mean (a single write moves ±10% from run to run on this machine).
  const rawRuns: number[] = [];
  for (let i = 0; i < 2; i++) rawRuns.push((await page.evaluate(RAW_IDB_WRITE)) as number);
  const rawMs = rawRuns.reduce((a, b) => a + b, 0) / rawRuns.length;
  console.error(`raw: ${rawRuns.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s`);

  figure('replicate_50k_rows_s', replicate / 1000, 's');
  figure('raw_idb_50k_s', rawMs / 1000, 's');
  figure('replicate_ratio', replicate / rawMs, 'x');
  figure('replicate_after_signin_s', (done - started) / 1000, 's');
  figure('first_screen_after_signin_s', firstScreen / 1000, 's');
  await page.close();
}

async function benchWrites(stack: BenchStack, context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await signIn(page, WRITES);
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 120_000 });
  await waitFor(async () => (await replicaCount(page, 'customers')) >= WRITES.customers, 300_000, 'the 10,000 customers');
  await page.goto('/customers');
  await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().waitFor();

  // From calling the mutation to the list showing the new row (each sorts first by name).
  const latencies = await page.evaluate(async (n) => {
    const hooks = window.__bookit;
    if (!hooks) throw new Error('test hooks missing: build with VITE_TEST_HOOKS=1');
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const lastName = `Dom${String(n - i).padStart(4, '0')}`;
      const shown = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          for (const el of document.querySelectorAll('.customer-row__name')) {
            if (el.textContent?.includes(lastName)) {
              observer.disconnect();
              resolve(performance.now());
              return;
            }
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      const started = performance.now();
      await hooks.createCustomer({ firstName: 'Aaaa', lastName });
      const saved = performance.now();
      out.push((await shown) - started, saved - started);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
    return out;
  }, DOM_WRITES);
  const toDom = latencies.filter((_, i) => i % 2 === 0);
  const toSaved = latencies.filter((_, i) => i % 2 === 1);
  figure('write_to_dom_p50_ms', percentile(toDom, 50), 'ms', 1);
  figure('write_to_dom_p95_ms', percentile(toDom, 95), 'ms', 1);
  // Diagnostics (the log only): how much of it is the mutation's own transaction.
  console.error(`write_to_dom: mutation saved p50 ${percentile(toSaved, 50).toFixed(1)} ms, p95 ${percentile(toSaved, 95).toFixed(1)} ms`);

  // Let the 200 reach the server, then queue 1,000 offline and time their delivery.
  const count = async () => {
    const r = await fetch(`${stack.apiUrl}/__count/customers?businessId=${WRITES.businessId}`);
    return ((await r.json()) as { count: number }).count;
  };
  await waitFor(async () => (await count()) === WRITES.customers + DOM_WRITES, 300_000, 'the 200 writes to land');
  await context.setOffline(true);
  const queuedMs = await page.evaluate(async (n) => {
    const started = performance.now();
    for (let i = 0; i < n; i++) await window.__bookit?.createCustomer({ firstName: 'Flush', lastName: `F${i}` });
    return performance.now() - started;
  }, FLUSH_WRITES);
  // Diagnostics (the log only): how much of the flush the server spends answering batches.
  const batches: number[] = [];
  const onBatch = (r: Request) => {
    if (r.url().endsWith('/batch')) batches.push(r.timing().responseEnd);
  };
  page.on('requestfinished', onBatch);
  const reconnected = performance.now();
  await context.setOffline(false);
  await waitFor(async () => (await count()) === WRITES.customers + DOM_WRITES + FLUSH_WRITES, 600_000, 'the 1,000 writes to land');
  const flushMs = performance.now() - reconnected;
  page.off('requestfinished', onBatch);
  figure('flush_1000_s', flushMs / 1000, 's');
  console.error(`flush: ${batches.length} batch requests, ${(batches.reduce((a, b) => a + b, 0) / 1000).toFixed(2)} s waiting for their answers`);
  figure('queue_1000_offline_s', queuedMs / 1000, 's');

  // Diagnostics (the log only): the server's own share, 200 creates sent one by one from here.
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'));
    return key === undefined ? '' : (localStorage.getItem(key) ?? '');
  });
  const direct: number[] = [];
  for (let i = 0; i < 200; i++) {
    const sent = performance.now();
    const r = await fetch(`${stack.apiUrl}/b/${WRITES.businessId}/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ id: crypto.randomUUID(), firstName: 'Direct', lastName: `D${i}` }),
    });
    if (r.status !== 201) throw new Error(`direct create answered ${r.status}`);
    direct.push(performance.now() - sent);
  }
  console.error(`flush: a create straight to the API takes p50 ${percentile(direct, 50).toFixed(1)} ms (x1000 = ${(percentile(direct, 50)).toFixed(1)} s)`);
  await page.close();
}

const stack = await startBenchStack();
const browser = await launchChromium();
try {
  await seedBenchBusiness(stack.db, stack.identity, REPLICA);
  await seedBenchBusiness(stack.db, stack.identity, WRITES);
  const only = process.env.BENCH_ONLY ?? '';
  if (only === '' || only === 'replicate') {
    const context = await browser.newContext({ baseURL: stack.appUrl, timezoneId: 'Asia/Kuala_Lumpur', locale: 'en-GB' });
    await benchReplication(stack, context);
    await context.close();
  }
  if (only === '' || only === 'writes') {
    const context = await browser.newContext({ baseURL: stack.appUrl, timezoneId: 'Asia/Kuala_Lumpur', locale: 'en-GB' });
    await benchWrites(stack, context);
    await context.close();
  }
} finally {
  await browser.close();
  await stack.dispose();
}
