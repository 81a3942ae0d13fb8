import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { BookingPage } from './pages/BookingPage';
import { serverRows } from './pages/CheckoutPage';
import { signInSynced } from './pages/SignInPage';
import { SyncIssuesPage } from './pages/SyncIssuesPage';

// "Never two bookings in one chair" across devices (issue 13): two front desks book the same
// member at the same time while both are offline. The first to come back lands; the other's
// booking is refused on sync and waits in Sync issues with its ways out.

const MEI_LING = '0195f0a0-0000-7000-8000-0000000000a3';
/** Mei Ling's day off in the seed: Wednesday. */
const MEI_LING_DAY_OFF = 3;

/** ISO instant of `hh:mm` Kuala Lumpur time, `days` from today. */
function klAt(days: number, hh: number, mm = 0): string {
  const klNow = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(klNow.getUTCFullYear(), klNow.getUTCMonth(), klNow.getUTCDate() + days, hh - 8, mm)).toISOString();
}

/** A day Mei Ling works, a month out: past every seeded booking and the other specs' days. */
function clashDay(): number {
  for (let days = 30; ; days++) {
    if (new Date(Date.parse(klAt(days, 12)) + 8 * 3_600_000).getUTCDay() !== MEI_LING_DAY_OFF) return days;
  }
}

test('two devices book one slot offline: one lands, the other is a sync issue, moved to a suggested free time it lands once', async ({ page, network, stack }) => {
  // Two first pulls of the demo salon on a shared machine.
  test.setTimeout(420_000);
  const startAt = klAt(clashDay(), 13);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInSynced(page, OWNER, DEMO_PASSWORD);
  const other = await network.newDevice({ viewport: { width: 1280, height: 900 } });
  const otherPage = await other.context.newPage();
  await signInSynced(otherPage, OWNER, DEMO_PASSWORD);

  // After a sign-in the app preloads every screen's chunk; on a busy machine the create screen
  // can wait behind them for a while.
  const query = `memberId=${MEI_LING}&startAt=${encodeURIComponent(startAt)}`;
  for (const p of [page, otherPage]) {
    await p.goto(`/appointments/create?${query}`);
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('New appointment', { timeout: 120_000 });
  }
  const mine = new BookingPage(page);
  const theirs = new BookingPage(otherPage);
  await network.unplug();
  await other.unplug();
  await mine.choose('Service 1', /Men's Haircut/);
  const myId = await mine.save();
  await theirs.choose('Service 1', /Men's Haircut/);
  const theirId = await theirs.save();

  // The other desk is back first: its booking lands.
  await other.plug();
  await expect.poll(async () => (await serverRows(stack, 'appointments', [theirId]))[0]?.start_at, { timeout: 60_000 }).toBeTruthy();
  await network.plug();

  // Mine is refused for the clash and waits in Sync issues with its ways out (the branch does
  // not allow double bookings, so no "book anyway").
  await expect(page.getByText('1 change needs attention')).toBeVisible({ timeout: 60_000 });
  const issues = new SyncIssuesPage(page);
  await page.goto('/sync-issues');
  await expect(page.getByRole('heading', { name: 'Sync issues', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(issues.issue('New booking')).toBeVisible({ timeout: 60_000 });
  const ways = page.getByRole('group', { name: 'Ways out of the clash' });
  await expect(ways).toBeVisible({ timeout: 60_000 });
  await expect(ways.getByRole('button', { name: 'Cancel this booking' })).toBeVisible();
  await expect(ways.getByRole('button', { name: /Book anyway/ })).toHaveCount(0);
  const move = ways.getByRole('button', { name: /^Move to / }).first();
  await expect(move).toBeVisible({ timeout: 30_000 });
  expect(await serverRows(stack, 'appointments', [myId])).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'tests/e2e/screenshots/appointments-sync-clash-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await move.click();

  // Resent at the suggested time, it lands once, clear of the other booking (45 min with its extra time).
  await expect.poll(async () => (await serverRows(stack, 'appointments', [myId]))[0]?.start_at, { timeout: 60_000 }).toBeTruthy();
  await issues.expectNone();
  const [landed] = await serverRows(stack, 'appointments', [myId]);
  const [first] = await serverRows(stack, 'appointments', [theirId]);
  const landedStart = Date.parse(String(landed?.start_at));
  expect(landedStart).not.toBe(Date.parse(startAt));
  const overlaps = landedStart < Date.parse(String(first?.end_at)) && Date.parse(String(landed?.end_at)) > Date.parse(String(first?.start_at));
  expect(overlaps).toBe(false);
  expect(landed?.member_id).toBe(MEI_LING);
});
