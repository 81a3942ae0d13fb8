import type { Locator, Page } from '@playwright/test';
import type { BusinessPublicInfo } from '@/lib/api-types';
import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { axeBlocking } from './pages/Screens';
import { serverRows } from './pages/CheckoutPage';
import { setFeatureFlags } from './pages/feature-flags';
import type { StackProcess } from './stack-process';

// The online booking page (issue 20) against the demo salon's Bangsar branch and Mei Ling, on a
// day 9–13 days out that she works (the seed gives her Wednesdays off). Each test puts the
// branch's rules back as seeded.
test.describe.configure({ mode: 'serial' });
test.beforeEach(() => {
  test.setTimeout(240_000);
});

const BANGSAR = '0195f0a0-0000-7000-8000-0000000000b1';
const KL = 8 * 3_600_000;

/** Days from today (Kuala Lumpur) of the first day from `from` on that is not a Wednesday. */
function workday(from: number): number {
  for (let d = from; ; d++) if (new Date(Date.now() + KL + d * 86_400_000).getUTCDay() !== 3) return d;
}
const DAY = workday(9);
const DAY_DATE = new Date(Date.now() + KL + DAY * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page): Promise<void> {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(OWNER, DEMO_PASSWORD);
  await signInPage.expectSignedIn();
}

/** Opens Bangsar's booking settings; answers the booking page's path. */
async function openSettings(page: Page): Promise<string> {
  await page.goto(`/settings/bookings/${BANGSAR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible({ timeout: 60_000 });
  const link = (await page.getByText(/\/book\/[a-z0-9-]+$/).textContent()) ?? '';
  return new URL(link).pathname;
}

/** A switch's visible label, which takes the click (its input is visually hidden under the track). */
function switchLabel(page: Page, input: Locator): Locator {
  return page.locator('label', { has: input });
}

/** Saves through the unsaved-changes banner; the banner goes once the replica holds the change. */
async function save(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Save changes' });
  await button.click();
  await expect(button).toBeHidden();
}

async function setInterval(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /Slot interval/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await save(page);
}

/** Waits until the server answers the branch's rules as saved (the outbox has pushed them). */
async function serverRules(stack: StackProcess, path: string, check: (menu: { slotIntervalMinutes: number; requireApproval: boolean }) => boolean): Promise<void> {
  await expect
    .poll(async () => {
      const res = await fetch(`${stack.apiUrl}/public${path}/branches/${BANGSAR}`);
      return res.ok ? check((await res.json()) as { slotIntervalMinutes: number; requireApproval: boolean }) : false;
    }, { timeout: 30_000 })
    .toBe(true);
}

/** On the booking page: Bangsar, a men's haircut with Mei Ling, the chosen day; answers the times offered. */
async function chooseDay(phone: Page, path: string): Promise<string[]> {
  await phone.goto(path);
  await phone.getByRole('radio', { name: /Bangsar/ }).check();
  await phone.getByRole('checkbox', { name: /Men's Haircut/ }).check();
  await phone.getByRole('radio', { name: /Mei Ling/ }).check();
  await phone.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(DAY).click();
  const times = phone.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  return times.allTextContents();
}

test('the booking page follows the slot interval set in the back office', async ({ page, network, stack }) => {
  await signIn(page);
  const path = await openSettings(page);
  await setInterval(page, '60 minutes');
  await serverRules(stack, path, (m) => m.slotIntervalMinutes === 60);

  const customer = await network.newDevice({ viewport: { width: 390, height: 844 } });
  const phone = await customer.context.newPage();
  const hourly = await chooseDay(phone, path);
  expect(hourly.length).toBeGreaterThan(0);
  for (const time of hourly) expect(time).toMatch(/:00/);
  await phone.screenshot({ path: 'tests/e2e/screenshots/booking-page-phone.png', fullPage: true });

  await setInterval(page, '15 minutes');
  await serverRules(stack, path, (m) => m.slotIntervalMinutes === 15);
  const quarterly = await chooseDay(phone, path);
  expect(quarterly.some((time) => /:(15|30|45)/.test(time))).toBe(true);
});

test('book online, approve in the back office, see it on the calendar, cancel from the manage link', async ({ page, network, stack }) => {
  await signIn(page);
  const path = await openSettings(page);
  const approval = page.getByRole('switch', { name: 'Online bookings need approval' });
  await expect(approval).not.toBeChecked();
  await switchLabel(page, approval).click();
  await save(page);
  await serverRules(stack, path, (m) => m.requireApproval);

  const name = `Online ${Date.now().toString(36)}`;
  const customer = await network.newDevice({ viewport: { width: 390, height: 844 } });
  const phone = await customer.context.newPage();
  await chooseDay(phone, path);
  await phone.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().click();
  await phone.getByLabel('Mobile phone').fill(`012-${String(Date.now() % 10_000_000).padStart(7, '0')}`);
  await phone.getByLabel('First name').fill(name);
  await phone.getByRole('checkbox', { name: /I agree/ }).check();
  await phone.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(phone.getByRole('heading', { name: 'Your booking is waiting for the salon’s approval' })).toBeVisible();
  await expect(phone.getByRole('img', { name: 'QR code of the link to manage this booking' })).toBeVisible();
  const manage = (await phone.getByRole('link', { name: 'Manage my booking' }).getAttribute('href')) ?? '';
  const id = new URL(manage).searchParams.get('bookingId')?.split('|')[1] ?? '';
  expect(id).not.toBe('');

  await page.goto(`/appointments/${id}/details`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(async () => (await serverRows(stack, 'appointments', [id]))[0]?.status, { timeout: 30_000 }).toBe('CONFIRMED');
  await page.goto(`/appointments/calendar?date=${DAY_DATE}`);
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 30_000 });

  await phone.goto(manage);
  await expect(phone.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await phone.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(phone.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
  await expect.poll(async () => (await serverRows(stack, 'appointments', [id]))[0]?.status, { timeout: 30_000 }).toBe('CANCELLED');

  await page.goto(`/settings/bookings/${BANGSAR}`);
  const saved = page.getByRole('switch', { name: 'Online bookings need approval' });
  await expect(saved).toBeChecked({ timeout: 30_000 }); // the form shows the replica's rules before it is changed
  await switchLabel(page, saved).click();
  await save(page);
  await serverRules(stack, path, (m) => !m.requireApproval);
});

test('a deposit asked online: the customer pays it at the gateway, and the booking is confirmed', async ({ page, network, stack }) => {
  await setFeatureFlags(stack, { onlineDeposit: true });
  try {
    await signIn(page);
    const path = await openSettings(page);
    await page.goto('/settings/website/bookingPolicy');
    const ask = page.getByRole('switch', { name: 'Ask for a deposit when booking online' });
    await switchLabel(page, ask).click({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Deposit (% of the price)' }).fill('20');
    await page.getByRole('textbox', { name: 'Deposit (% of the price)' }).press('Tab');
    const banner = page.getByRole('region', { name: 'Unsaved changes' });
    await banner.getByRole('button', { name: 'Save' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => ((await (await fetch(`${stack.apiUrl}/b/shortcode/${path.split('/')[2] ?? ''}`)).json()) as BusinessPublicInfo).website.deposit?.percent, { timeout: 30_000 })
      .toBe(20);

    const customer = await network.newDevice({ viewport: { width: 390, height: 844 } });
    const phone = await customer.context.newPage();
    await chooseDay(phone, path);
    await phone.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().click();
    await expect(phone.getByText('A deposit of 20% of the price holds this booking.', { exact: false })).toBeVisible();
    await phone.getByLabel('Mobile phone').fill(`013-${String(Date.now() % 10_000_000).padStart(7, '0')}`);
    await phone.getByLabel('First name').fill(`Deposit ${Date.now().toString(36)}`);
    await phone.getByRole('checkbox', { name: /I agree/ }).check();
    await phone.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(phone.getByRole('heading', { name: 'Your booking waits for its deposit' })).toBeVisible();
    const manage = (await phone.getByRole('link', { name: 'Manage my booking' }).getAttribute('href')) ?? '';
    const id = new URL(manage).searchParams.get('bookingId')?.split('|')[1] ?? '';
    expect((await serverRows(stack, 'appointments', [id]))[0]?.status).toBe('PENDING_BILLPLZ_PAYMENT');
    await phone.screenshot({ path: 'tests/e2e/screenshots/booking-page-deposit-phone.png', fullPage: true });

    // The local Billplz gateway's page, then back to the booking with the gateway's signed answer.
    await phone.getByRole('button', { name: /^Pay deposit RM/ }).click();
    await expect(phone.getByRole('heading', { name: 'Local Billplz gateway' })).toBeVisible({ timeout: 30_000 });
    await phone.getByRole('button', { name: /^Pay RM/ }).click();
    await expect(phone.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({ timeout: 30_000 });
    await expect(phone.getByRole('group', { name: 'Deposit' })).toContainText(/Deposit of RM\s?[\d.]+ paid/);
    expect(new URL(phone.url()).search).not.toContain('billplz');
    await expect.poll(async () => (await serverRows(stack, 'appointments', [id]))[0]?.status, { timeout: 30_000 }).toBe('CONFIRMED');
  } finally {
    await setFeatureFlags(stack, { onlineDeposit: false });
  }
});

/** The website settings' staff choice as the server answers it to the booking page. */
async function serverStaffChoice(stack: StackProcess, path: string): Promise<string> {
  const res = await fetch(`${stack.apiUrl}/b/shortcode/${path.split('/')[2] ?? ''}`);
  return res.ok ? ((await res.json()) as BusinessPublicInfo).website.staffChoice : '';
}

async function setStaffChoice(page: Page, label: string): Promise<void> {
  await page.goto('/settings/website/bookingExperience');
  await page.getByRole('button', { name: /Choosing a staff member/ }).click({ timeout: 60_000 });
  await page.getByRole('option', { name: label, exact: true }).click();
  const banner = page.getByRole('region', { name: 'Unsaved changes' });
  await banner.getByRole('button', { name: 'Save' }).click();
  await expect(banner).toBeHidden();
}

test('the booking page follows the website settings: the salon assigns staff; its policies, consent wording, links and dark look show', async ({ page, network, stack }) => {
  await signIn(page);
  const path = await openSettings(page);
  await setStaffChoice(page, 'The salon assigns anyone free');
  await expect(page.getByRole('link', { name: 'Preview the booking page' })).toHaveAttribute('href', path);
  await expect.poll(() => serverStaffChoice(stack, path), { timeout: 30_000 }).toBe('any');

  // The demo's website settings: theme "system", so a phone in dark mode gets the dark look.
  const customer = await network.newDevice({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const phone = await customer.context.newPage();
  await phone.goto(path);
  await phone.getByRole('radio', { name: /Bangsar/ }).check();
  await phone.getByRole('checkbox', { name: /Men's Haircut/ }).check();
  await expect(phone.getByRole('group', { name: 'Date and time' })).toBeVisible();
  await expect(phone.getByRole('group', { name: 'Staff' })).toHaveCount(0);
  await phone.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(DAY).click();
  await phone.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().click();
  await expect(phone.getByRole('checkbox', { name: 'I agree to be contacted about my bookings by WhatsApp or e-mail.' })).toBeVisible();
  await expect(phone.getByText(/Free cancellation up to 24 hours/)).toBeVisible();
  await expect(phone.getByText(/After two missed appointments/)).toBeVisible();
  await phone.getByText('Privacy notice', { exact: true }).click();
  await expect(phone.getByText(/as required by the PDPA 2010/)).toBeVisible();
  const links = phone.getByRole('navigation', { name: 'Find us online' });
  await expect(links.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/demosalon.kl');
  await expect(links.getByRole('link')).toHaveCount(3);
  expect(await phone.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeBlocking(phone, 'booking page, dark')).toEqual([]);
  await phone.screenshot({ path: 'tests/e2e/screenshots/booking-page-phone-dark.png', fullPage: true });

  await setStaffChoice(page, 'Customers pick someone or "any"');
  await expect.poll(() => serverStaffChoice(stack, path), { timeout: 30_000 }).toBe('both');
});
