import type { Page } from '@playwright/test';
import { formatDate } from '@/lib/format-date';
import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { BookingPage } from './pages/BookingPage';
import { CustomerRecordPage } from './pages/CustomerRecordPage';
import { CustomersPage } from './pages/CustomersPage';
import { SignInPage } from './pages/SignInPage';

// Messages to customers (issue 21) against the demo salon, whose Bangsar branch is connected to
// the local WhatsApp Cloud API that `npm start` runs. Rows made here carry a unique name.
test.describe.configure({ mode: 'serial' });
test.beforeEach(() => {
  test.setTimeout(180_000);
});

const MEI_LING = '0195f0a0-0000-7000-8000-0000000000a3';
const BANGSAR = '0195f0a0-0000-7000-8000-0000000000b1';

/** ISO instant of `hh:mm` Kuala Lumpur time, `days` from today. */
function klAt(days: number, hh: number, mm = 0): string {
  const klNow = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(klNow.getUTCFullYear(), klNow.getUTCMonth(), klNow.getUTCDate() + days, hh - 8, mm)).toISOString();
}

/** A day three weeks out that is not Mei Ling's day off (Wednesday) and not used by the booking spec. */
function workday(from: number): number {
  for (let days = from; ; days++) if (new Date(Date.parse(klAt(days, 12)) + 8 * 3_600_000).getUTCDay() !== 3) return days;
}

async function signIn(page: Page) {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signIn(OWNER, DEMO_PASSWORD);
  await signInPage.expectSignedIn();
  // The first pull of the demo salon can take a while on a busy machine.
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText(/Last synced|Synced/, { timeout: 120_000 });
}

test('a template written in Malay confirms a booking: the branch sent log shows the message with the right text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const unique = `${Date.now().toString(36)}`;
  const lastName = `Pesanan ${unique}`;

  // A customer who agrees to WhatsApp.
  const customers = new CustomersPage(page);
  // A full load re-opens the replica; on a busy machine the list takes longer than the page object's wait.
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible({ timeout: 60_000 });
  await customers.create({ firstName: 'Nurul', lastName, phone: '0127654321' });
  const record = new CustomerRecordPage(page);
  await expect(record.heading(`Nurul ${lastName}`)).toBeVisible();
  const customerId = record.idFromUrl();
  await record.profile.getByText('Agrees to marketing on WhatsApp').click();
  await record.saveChanges();

  // The template, in Malay only, with a live preview; an unknown placeholder is refused at the field.
  await page.goto(`/settings/communications/messageTemplate/${BANGSAR}`);
  await page.getByRole('link', { name: 'New template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New template' })).toBeVisible();
  await page.getByLabel('Name').fill(`Pengesahan ${unique}`);
  const malay = page.getByLabel('Malay (Bahasa Melayu)');
  await malay.fill('Hai {{nama}}');
  await expect(page.getByText('Unknown placeholder: {{nama}}')).toBeVisible();
  await malay.fill(`Hai {{customerName}}, temujanji {{service}} anda pada {{date}} jam {{time}} disahkan. Ref ${unique}`);
  await expect(page.getByTestId('preview-ms-MY')).toHaveText(`Hai Nur Aisyah, temujanji Haircut & Blow Dry anda pada Khamis, 12 Mac 2026 jam 3:30 PM disahkan. Ref ${unique}`);
  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/messageTemplate\/details\/[0-9a-f-]{36}$/);

  // A booking for the customer at Bangsar.
  const day = workday(21);
  const booking = new BookingPage(page);
  await booking.gotoCreate(`memberId=${MEI_LING}&startAt=${encodeURIComponent(klAt(day, 15))}&customerId=${customerId}`);
  await booking.choose('Service 1', /Men's Haircut/);
  await booking.save();

  // The confirmation in the sent log, sent by the server through the local Cloud API.
  const date = formatDate(klAt(day, 15), 'dateLong', { locale: 'ms-MY', timeZone: 'Asia/Kuala_Lumpur' });
  await page.goto(`/settings/communications/whatsapp/${BANGSAR}`);
  const log = page.getByRole('region', { name: 'Sent messages' });
  const text = `Hai Nurul ${lastName}, temujanji Men's Haircut anda pada ${date} jam 3:00 PM disahkan. Ref ${unique}`;
  const entry = log.getByRole('listitem').filter({ hasText: text });
  await expect(entry).toBeVisible({ timeout: 60_000 });
  await expect(entry.getByText('Sent', { exact: true })).toBeVisible();
  await expect(entry.getByText('+60127654321')).toBeVisible();
  await expect(log.getByText('Messages this month')).toBeVisible();
});

test('a campaign to a segment reaches the customers with consent it counted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const name = `Regulars ${Date.now().toString(36)}`;
  await page.goto('/marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Campaign name').fill(name);
  const booking = new BookingPage(page);
  await booking.choose('Template', /Birthday treat/);
  await booking.choose('Tag', 'Regular');
  await booking.choose('Last visit', 'In the last 90 days');
  const reach = form.getByRole('status');
  await expect(reach).toHaveText(/^Reaches \d+ customers? with WhatsApp consent$/);
  const count = Number(/\d+/.exec((await reach.textContent()) ?? '')?.[0]);
  expect(count).toBeGreaterThan(0);
  await form.getByRole('button', { name: 'Send now' }).click();

  const entry = page.getByRole('region', { name: 'Campaigns' }).getByRole('listitem').filter({ hasText: name });
  await expect(entry).toContainText(`${count} recipients`);
  // The server sends each message and the device pulls them: every recipient's shows as sent.
  await expect(entry).toContainText(`${count} sent`, { timeout: 120_000 });
});
