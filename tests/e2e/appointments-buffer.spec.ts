import type { Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { BookingPage } from './pages/BookingPage';
import { signInSynced } from './pages/SignInPage';

// A service's buffer keeps its member busy after it (issue 13). The day used is over three weeks
// out, past the days the other booking specs use and where the seed leaves the calendar empty.
test.describe.configure({ timeout: 300_000 });

const MEI_LING = '0195f0a0-0000-7000-8000-0000000000a3';
/** Mei Ling's day off in the seed: Wednesday. */
const MEI_LING_DAY_OFF = 3;

function klAt(days: number, hh: number, mm = 0): string {
  const klNow = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(klNow.getUTCFullYear(), klNow.getUTCMonth(), klNow.getUTCDate() + days, hh - 8, mm)).toISOString();
}

function workday(from: number): number {
  for (let days = from; ; days++) {
    if (new Date(Date.parse(klAt(days, 12)) + 8 * 3_600_000).getUTCDay() !== MEI_LING_DAY_OFF) return days;
  }
}
const DAY = workday(24);

/** The create page, given the time a loaded shared machine may take to open it. */
async function gotoCreate(page: Page, memberId: string, startAt: string) {
  await page.goto(`/appointments/create?memberId=${memberId}&startAt=${encodeURIComponent(startAt)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New appointment', { timeout: 120_000 });
}

async function signIn(page: Page) {
  await signInSynced(page, OWNER, DEMO_PASSWORD);
}

test("a service's buffer makes the slot right after it clash; the nearest free time is after the buffer", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const booking = new BookingPage(page);
  // Scalp Treatment: an hour, then 15 minutes of buffer (the demo catalogue).
  await gotoCreate(page, MEI_LING, klAt(DAY, 10));
  await booking.newCustomer(`Buffer ${Date.now().toString(36)}`, '0123456781');
  await booking.choose('Service 1', /Scalp Treatment/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}\/details$/, { timeout: 90_000 });
  await expect(page.getByText(/Scalp Treatment · Mei Ling Wong/)).toBeVisible();

  // 11:00 is free by the service's own hour, but inside its buffer.
  await gotoCreate(page, MEI_LING, klAt(DAY, 11));
  await booking.choose('Service 1', /Men's Haircut/);
  await expect(page.getByText('This time clashes with another booking')).toBeVisible({ timeout: 15_000 });
  const nearest = page.getByRole('group', { name: 'Nearest free times:' }).getByRole('button').first();
  await expect(nearest).toHaveText(/11:15/);
  await nearest.click();
  await expect(page.getByText('This time clashes with another booking')).toBeHidden();
});
