import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { BookingPage } from './pages/BookingPage';
import { replicaRows, serverRows } from './pages/CheckoutPage';
import { signInSynced } from './pages/SignInPage';
import { TeamPage } from './pages/TeamPage';

// The services a member performs (issue 17, set on the member's page) decide whom the booking form
// offers for a service (issue 13). Gel Manicure is a demo service no other spec books.
const MEI_LING = '0195f0a0-0000-7000-8000-0000000000a3';
const SERVICE = 'Gel Manicure';

test('a member taken off a service is no longer offered for it when booking, and the change reaches the server', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInSynced(page, OWNER, DEMO_PASSWORD);

  // Before: anyone on the team performs it, Mei Ling included.
  const booking = new BookingPage(page);
  await booking.gotoCreate('type=Appointment');
  await booking.choose('Service 1', new RegExp(SERVICE));
  await page.getByRole('button', { name: /Staff for service 1/ }).click();
  await expect(page.getByRole('option', { name: 'Mei Ling Wong' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The owner unticks the service on Mei Ling's page.
  await page.goto(`/team/details/${MEI_LING}`);
  await expect(page.getByRole('heading', { level: 1, name: /Mei Ling Wong/ })).toBeVisible({ timeout: 30_000 });
  const services = await new TeamPage(page).tab('Services');
  const tick = services.getByRole('checkbox', { name: SERVICE });
  await expect(tick).toBeChecked();
  // The kit's checkbox keeps its input visually hidden: the user presses the label.
  await services.getByText(SERVICE, { exact: true }).click();
  await expect(tick).not.toBeChecked();

  // After: the form offers the rest of the team for it, not her; another service still offers her.
  await booking.gotoCreate('type=Appointment');
  await booking.choose('Service 1', new RegExp(SERVICE));
  await page.getByRole('button', { name: /Staff for service 1/ }).click();
  await expect(page.getByRole('option', { name: 'Priya Subramaniam' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Mei Ling Wong' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await booking.choose('Service 1', /Classic Manicure/);
  await page.getByRole('button', { name: /Staff for service 1/ }).click();
  await expect(page.getByRole('option', { name: 'Mei Ling Wong' })).toBeVisible();
  await page.keyboard.press('Escape');

  const service = (await replicaRows<{ id: string; name: string }>(page, 'services')).find((s) => s.name === SERVICE);
  expect(service).toBeDefined();
  await expect
    .poll(async () => {
      const [row] = await serverRows(stack, 'services', [service?.id ?? '']);
      const members = (row?.member_ids ?? []) as string[];
      return members.length > 0 && !members.includes(MEI_LING);
    }, { timeout: 30_000 })
    .toBe(true);
});
