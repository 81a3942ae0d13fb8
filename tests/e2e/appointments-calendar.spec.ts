import type { Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { AppointmentsCalendarPage } from './pages/AppointmentsCalendarPage';

// The calendar of issue 13 against the seeded demo salon (Bangsar): five members, a packed day
// from 10:00, so the early morning is free to move into; stylists work 10:00–14:00 and
// 15:00–20:00 with a rotating day off (Mei Ling: Wednesdays).
test.describe.configure({ mode: 'serial' });

const STAFF_ID = '0195f0a0-0000-7000-8000-0000000000a3';
const MEI_LING_DAY_OFF = 3;

/** The Kuala Lumpur date ('yyyy-MM-dd') `days` from today. */
function klDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first date at least `from` days out that Mei Ling works and the seed leaves empty (past its busy mornings). */
function meiLingWorkday(from: number): string {
  for (let days = from; ; days++) {
    const date = klDate(days);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== MEI_LING_DAY_OFF) return date;
  }
}

async function signIn(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(email, DEMO_PASSWORD);
  await signInPage.expectSignedIn();
}

test('book by clicking an empty slot, or with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, OWNER);
  const calendar = new AppointmentsCalendarPage(page);
  await calendar.goto(`?date=${meiLingWorkday(11)}`);
  await expect(calendar.column('Mei Ling Wong')).toBeVisible();
  // Her hours: off-hours before 10:00 and after 20:00 shaded, and the 14:00 break.
  const shades = calendar.body('Mei Ling Wong').locator('[data-shade]');
  await expect(shades).toHaveCount(3);
  await expect(calendar.body('Mei Ling Wong').locator('[data-shade="break"]')).toHaveCount(1);
  expect(await calendar.minuteOf(calendar.body('Mei Ling Wong').locator('[data-shade="break"]'))).toBe(14 * 60);
  await calendar.clickSlot('Mei Ling Wong', 11 * 60);
  await expect(page).toHaveURL(new RegExp(`/appointments/create\\?memberId=${STAFF_ID}&startAt=`));
  const startAt = new URL(page.url()).searchParams.get('startAt') ?? '';
  expect(new Date(startAt).toISOString().slice(11, 16)).toBe('03:00'); // 11:00 in Kuala Lumpur

  // The keyboard on the same empty day: today's slots may hold the seed's (or earlier tests')
  // bookings, and an arrow onto a booking focuses the booking, whose Enter opens its details.
  await calendar.goto(`?date=${meiLingWorkday(11)}`);
  const cursor = calendar.slotCursor();
  await cursor.focus();
  const first = (await cursor.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('ArrowDown');
  await expect(cursor).not.toHaveAttribute('aria-label', first);
  await expect(cursor).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/appointments\/create\?memberId=/);
});

test('drag a block to another member and resize it, with the mouse and with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await signIn(page, OWNER);
  const calendar = new AppointmentsCalendarPage(page);
  await calendar.goto();
  const source = calendar.blocks('Daniel Tan').and(page.locator('[data-kind="Appointment"]')).first();
  await expect(source).toBeVisible({ timeout: 30_000 });
  const id = (await source.getAttribute('data-block-id')) ?? '';
  await calendar.scrollToMinute(6 * 60);
  const start = await calendar.minuteOf(source);
  const block = calendar.block(id);

  // Mouse: one column left (Aisyah Rahman) and up to 07:30.
  await calendar.dragBy(source, -1, -(start - (7 * 60 + 30)) / 15);
  await expect(calendar.body('Aisyah Rahman').locator(`[data-block-id="${id}"]`)).toBeVisible();
  expect(await calendar.minuteOf(block)).toBe(7 * 60 + 30);
  await expect(calendar.announcement()).toContainText('Aisyah Rahman');

  // Mouse: the lower edge two slots down.
  const height = await calendar.heightOf(block);
  await calendar.dragBy(calendar.resizeHandle(block), 0, 2);
  await expect.poll(() => calendar.heightOf(block)).toBe(height + 48);

  // Keyboard: Space picks it up, the arrows move it a column right and a slot down, Space drops.
  await block.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(calendar.announcement()).toContainText('Daniel Tan, 7:45 AM');
  await page.keyboard.press('Space');
  await expect(calendar.body('Daniel Tan').locator(`[data-block-id="${id}"]`)).toBeVisible();
  expect(await calendar.minuteOf(block)).toBe(7 * 60 + 45);

  // Keyboard: the lower edge one slot up.
  await calendar.resizeHandle(block).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await expect(calendar.announcement()).toContainText('Ends at');
  await page.keyboard.press('Space');
  await expect.poll(() => calendar.heightOf(block)).toBe(height + 24);
  await page.screenshot({ path: 'tests/e2e/screenshots/appointments-calendar-moved-1280-light.png', animations: 'disabled' });
});

test('a staff member with booking_self only sees their own column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'staff@demo.test');
  const calendar = new AppointmentsCalendarPage(page);
  await calendar.goto();
  await expect(calendar.columns()).toHaveCount(1);
  await expect(calendar.column('Mei Ling Wong')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots at phone, tablet and desktop widths, ${theme}`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.addInitScript((t) => localStorage.setItem('arabica-theme', t), theme);
    await signIn(page, OWNER);
    const calendar = new AppointmentsCalendarPage(page);
    for (const [width, height] of [[390, 844], [820, 1180], [1280, 900]] as const) {
      await page.setViewportSize({ width, height });
      await calendar.goto();
      await expect(calendar.blocks('Daniel Tan').first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `tests/e2e/screenshots/appointments-calendar-${width}-${theme}.png`, animations: 'disabled' });
    }
  });
}

test('check a client in from the front desk list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, OWNER);
  await page.goto('/attendance');
  const list = page.getByRole('list', { name: "Today's arrivals" });
  // A named client's booking: until the pull brings the customers, every row reads "Walk-in".
  const first = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Check in / }), hasNot: page.getByRole('link', { name: 'Walk-in', exact: true }) })
    .first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  // By name from here: the list may still gain rows from the pull, and `first` would follow them.
  const row = list.getByRole('listitem', { name, exact: true }).first();
  await row.getByRole('button', { name: /^Check in / }).click();
  await expect(row.getByText('Arrived')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/appointments-attendance-1280-light.png', animations: 'disabled' });
});

test('the table lists the week, filters by kind and exports CSV; the summary counts it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, OWNER);
  await page.goto('/appointments/table');
  const table = page.getByRole('table', { name: 'Appointments' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /Kind$/ }).click();
  await page.getByRole('option', { name: 'Blocker' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Personal blocker');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv.replace(/^\uFEFF/, '').split('\n')[0]?.trim()).toBe('id,start,end,customer,member,services,status,attendance,source,kind,notes');
  expect(csv).toContain('PersonalBlocker');
  await page.screenshot({ path: 'tests/e2e/screenshots/appointments-table-1280-light.png', animations: 'disabled' });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Summary' }).click();
  await expect(page.getByRole('heading', { name: 'Staff utilisation' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Mei Ling Wong' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('definition').first()).not.toHaveText('0');
  await page.screenshot({ path: 'tests/e2e/screenshots/appointments-summary-1280-light.png', animations: 'disabled' });
});
