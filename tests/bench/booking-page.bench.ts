// booking_page_slots_ms: on the public booking page (/book/{shortcode}), with the demo salon's
// Bangsar branch grown to 20 staff and a busy fortnight (about 70% of every stylist's hours
// booked), the time from choosing a day (a press on its chip) to that day's free times shown, for
// "Anyone available", p95 over 30 choices (goal ≤ 150 ms). The free times are computed by the API
// (src/lib/booking/slots.ts over the day's appointments of every able member), so the figure is the
// request, the computation and the drawing together.
// Run on its own: `npm run build && npx tsx tests/bench/booking-page.bench.ts`.
import type { PublicBranchMenu } from '@/lib/booking/public-types';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { Prng } from '@server/seed/prng';
import { figure, launchChromium, percentile, startBenchStack, type BenchStack } from './bench-stack';

const BUSINESS = '0195f0a0-0000-7000-8000-000000000001';
const BANGSAR = '0195f0a0-0000-7000-8000-0000000000b1';
const STAFF = 20;
const DAYS = 14;
const CHOICES = 30;
const KL_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Bangsar's service team grown to STAFF members working 10:00–20:00 every day; answers their ids. */
async function growTeam(stack: BenchStack, r: Prng): Promise<string[]> {
  const hours = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { active: true, slots: [{ start: '10:00', end: '20:00' }] }]));
  return stack.db.tx(async (q) => {
    await lockBusiness(q, BUSINESS);
    const team = await q.query<{ id: string }>(
      `SELECT id::text AS id FROM members WHERE business_id = $1 AND deleted_at IS NULL AND deactivated_at IS NULL
         AND branches @> $2::jsonb`,
      [BUSINESS, JSON.stringify([{ branchId: BANGSAR, serviceTeam: true }])],
    );
    const extra = Math.max(0, STAFF - team.length);
    let seq = await nextSeq(q, BUSINESS, extra);
    const rows = Array.from({ length: extra }, (_, i) => [
      BUSINESS, r.uuid(), seq++, 'Bench', `Stylist ${String(i + 1).padStart(2, '0')}`, '#2563eb', 'member',
      JSON.stringify([{ branchId: BANGSAR, serviceTeam: true }]), JSON.stringify({ booking_self: 3 }), JSON.stringify({ [BANGSAR]: hours }),
    ]);
    await insertMany(
      q,
      'members',
      ['business_id', 'id', 'seq', 'first_name', 'last_name', 'color', 'org_access_level', 'branches:jsonb', 'permissions:jsonb', 'working_hours:jsonb'],
      rows,
    );
    return [...team.map((m) => m.id), ...rows.map((row) => String(row[1]))];
  });
}

/** A busy fortnight from today: each member's hours in 45-minute bookings on the hour, about 70% taken. */
async function bookFortnight(stack: BenchStack, r: Prng, memberIds: readonly string[], serviceId: string): Promise<number> {
  const klToday = Math.floor((Date.now() + KL_OFFSET_MS) / DAY_MS) * DAY_MS - KL_OFFSET_MS;
  return stack.db.tx(async (q) => {
    await lockBusiness(q, BUSINESS);
    const starts: { memberId: string; start: number }[] = [];
    for (let day = 0; day < DAYS; day++)
      for (const memberId of memberIds)
        for (let hour = 10; hour < 20; hour++) if (r.chance(0.7)) starts.push({ memberId, start: klToday + day * DAY_MS + hour * 3_600_000 });
    let seq = await nextSeq(q, BUSINESS, starts.length);
    await insertMany(
      q,
      'appointments',
      ['business_id', 'id', 'seq', 'branch_id', 'kind', 'status', 'source', 'customer_id', 'member_id', 'service_id', 'start_at', 'end_at', 'notes'],
      starts.map(({ memberId, start }) => [
        BUSINESS, r.uuid(), seq++, BANGSAR, 'Appointment', 'CONFIRMED', 'AdminBooking', null, memberId, serviceId,
        new Date(start).toISOString(), new Date(start + 45 * 60_000).toISOString(), '',
      ]),
      1_000,
    );
    return starts.length;
  });
}

/**
 * In the page: presses the day chips 1, 2, … in turn (wrapping, today left out) and times each
 * press until the chosen day's times are in the document (a times list made after the press;
 * the one before it is marked stale first).
 */
const CHOOSE_DAYS = `async ({ choices }) => {
  const chips = [...document.querySelectorAll('[role="radiogroup"][aria-label="Day"] [role="radio"]')];
  const out = [];
  for (let i = 0; i < choices; i++) {
    const chip = chips[1 + (i % (chips.length - 1))];
    document.querySelector('.bk-times')?.setAttribute('data-stale', '');
    const shown = new Promise((resolve, reject) => {
      const fresh = () => document.querySelector('.bk-times:not([data-stale])');
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no times shown for ' + chip.textContent)); }, 10000);
      const observer = new MutationObserver(() => {
        if (fresh()) { observer.disconnect(); clearTimeout(timer); resolve(performance.now()); }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const start = performance.now();
    chip.click();
    out.push((await shown) - start);
  }
  return out;
}`;

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const browser = await launchChromium();
  try {
    const r = new Prng(20);
    const memberIds = await growTeam(stack, r);
    const code = (await stack.db.query<{ short_code: string }>('SELECT short_code FROM businesses WHERE id = $1', [BUSINESS]))[0]?.short_code ?? '';
    const menuRes = await fetch(`${stack.apiUrl}/public/book/${code}/branches/${BANGSAR}`);
    if (!menuRes.ok) throw new Error(`the branch menu answered ${menuRes.status}`);
    const menu = (await menuRes.json()) as PublicBranchMenu;
    // The service the most members perform, so "Anyone available" weighs the whole team.
    const able = (id: string) => menu.staff.filter((m) => m.serviceIds.includes(id)).length;
    const service = [...menu.services].sort((a, b) => able(b.id) - able(a.id))[0];
    if (service === undefined) throw new Error('Bangsar offers no service online');
    const booked = await bookFortnight(stack, r, memberIds, service.id);
    console.error(`${memberIds.length} staff, ${able(service.id)} perform ${service.name}; ${booked} bookings over ${DAYS} days`);

    // For the log: the API's part alone (the same requests straight from here).
    const apiTimes: number[] = [];
    for (let day = 1; day <= 10; day++) {
      const date = new Date(Date.now() + KL_OFFSET_MS + day * DAY_MS).toISOString().slice(0, 10);
      const start = performance.now();
      const res = await fetch(`${stack.apiUrl}/public/book/${code}/branches/${BANGSAR}/slots?date=${date}&services=${service.id}`);
      await res.json();
      apiTimes.push(performance.now() - start);
    }
    console.error(`the slots request alone (ms): ${apiTimes.map((v) => v.toFixed(0)).join(' ')}`);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`page: ${message.text()}`);
    });
    await page.goto(`${stack.appUrl}/book/${code}`);
    await page.getByRole('radio', { name: /Bangsar/ }).check({ timeout: 60_000 });
    await page.getByRole('checkbox', { name: service.name }).check();
    await page.getByRole('radio', { name: 'Anyone available' }).check();
    await page.getByRole('radiogroup', { name: 'Time' }).or(page.getByText('No free times')).first().waitFor({ timeout: 30_000 });
    const times = (await page.evaluate(`(${CHOOSE_DAYS})(${JSON.stringify({ choices: CHOICES })})`)) as number[];
    console.error(`day choices (ms): ${times.map((v) => v.toFixed(0)).join(' ')}`);
    figure('booking_page_slots_ms', percentile(times, 95), 'ms', 1);
  } finally {
    await browser.close();
    await stack.dispose();
  }
}

await main();
