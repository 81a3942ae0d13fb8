import { test, expect, DEMO_BUSINESS_ID, DEMO_PASSWORD } from './fixtures';
import { CustomersPage } from './pages/CustomersPage';
import { OverrideTools } from './pages/OverrideTools';
import { ShellPage } from './pages/ShellPage';
import { SyncServer } from './pages/SyncServer';

// Spec §6 business override, end to end: the platform admin applies a token for the second demo
// business (server/seed/second-business.ts), the app shows and syncs that business, a customer
// created there lands in it on the server, and removing the override brings the own one back.
const ADMIN = { email: 'admin@demo.test', password: DEMO_PASSWORD };
const SECOND = { id: '0195f0a0-0000-7000-8000-000000000002', name: 'Harbour Barbers', customer: 'Adrian Foo' };
const OWN = { name: 'Demo Salon' };

test('a provider admin views another business by override, writes to it, and comes back', async ({ page, stack, consoleErrors }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const token = await OverrideTools.issueToken(stack, ADMIN, SECOND.id);
  const second = new SyncServer(stack, SECOND.id);
  const own = new SyncServer(stack, DEMO_BUSINESS_ID);
  const shell = new ShellPage(page);
  const tools = new OverrideTools(page);
  const customers = new CustomersPage(page);

  await shell.signInAs(ADMIN.email, ADMIN.password);
  await expect(tools.businessName(OWN.name)).toBeVisible();

  await tools.apply(token);
  await expect(tools.businessName(SECOND.name)).toBeVisible({ timeout: 30_000 });
  await expect(tools.businessName(OWN.name)).toHaveCount(0);
  // The modal stays open over the switched app, naming the business; the token field is locked.
  const modal = await tools.open();
  await expect(modal.getByText(`Viewing business ${SECOND.name}`)).toBeVisible();
  await expect(modal.getByLabel('Override token')).toBeDisabled();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.screenshot({ path: `tests/e2e/screenshots/override-modal-1024-${theme}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  await expect(tools.modal).toHaveCount(0);

  // The other business's customers, after a reload too (the override is kept on the device).
  await customers.goto();
  await expect(tools.businessName(SECOND.name)).toBeVisible();
  await expect(customers.list.getByText(SECOND.customer)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('6 customers', { exact: true })).toBeVisible();

  const before = { second: await second.count('customers'), own: await own.count('customers') };
  const lastName = `Visitor ${Date.now()}`;
  await customers.create({ firstName: 'Override', lastName });
  await expect.poll(() => second.count('customers'), { timeout: 30_000 }).toBe(before.second + 1);
  expect(await own.count('customers')).toBe(before.own);
  await customers.goto();
  await customers.search(lastName);
  await expect(customers.list.getByText(`Override ${lastName}`)).toBeVisible();

  // Removing the override: the own business, its customers, and none of the other's.
  await tools.remove();
  await expect(tools.businessName(OWN.name)).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await customers.goto();
  await expect(page.getByText(`${before.own} customers`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await customers.search(SECOND.customer);
  await expect(page.getByText('0 customers', { exact: true })).toBeVisible();
  await expect(customers.list.getByText(SECOND.customer)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the override modal at phone width, light and dark', async ({ page, stack }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await OverrideTools.issueToken(stack, ADMIN, SECOND.id);
  const shell = new ShellPage(page);
  const tools = new OverrideTools(page);
  await shell.signInAs(ADMIN.email, ADMIN.password);
  await tools.apply(token);
  await expect(tools.businessName(SECOND.name)).toBeVisible({ timeout: 30_000 });
  const modal = await tools.open();
  await expect(modal.getByRole('button', { name: 'Remove override' })).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.screenshot({ path: `tests/e2e/screenshots/override-modal-390-${theme}.png`, animations: 'disabled' });
  }
  await modal.getByRole('button', { name: 'Remove override' }).click();
  await expect(tools.businessName(OWN.name)).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByLabel('Override token')).toBeEnabled();
});

test('changes made while overriding wait for that business when the override ends, and are sent once it is back', async ({ page, network, stack }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const token = await OverrideTools.issueToken(stack, ADMIN, SECOND.id);
  const second = new SyncServer(stack, SECOND.id);
  const shell = new ShellPage(page);
  const tools = new OverrideTools(page);
  const customers = new CustomersPage(page);
  await shell.signInAs(ADMIN.email, ADMIN.password);
  await tools.apply(token);
  await expect(tools.businessName(SECOND.name)).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await customers.goto();
  await expect(customers.list.getByText(SECOND.customer)).toBeVisible({ timeout: 30_000 });
  const before = await second.count('customers');

  await network.unplug();
  await customers.create({ firstName: 'Pending', lastName: 'Visitor' });
  await expect(page.getByText('Pending Visitor').first()).toBeVisible();
  const modal = await tools.open();
  await expect(modal.getByText(/1 change made here is waiting to be sent/)).toBeVisible();
  await modal.getByRole('button', { name: 'Remove override' }).click();
  await expect(tools.businessName(OWN.name)).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText('1 change made while viewing another business is waiting on this device')).toBeVisible();
  await expect(modal.getByText(SECOND.name)).toBeVisible();

  await page.keyboard.press('Escape');

  // Back online on the own business: the entry stays on the device, keyed to the other business.
  await network.plug();
  await page.getByRole('banner').getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('banner').getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  expect(await second.count('customers')).toBe(before);

  // The same business again: the waiting entry goes out, once.
  await tools.apply(token);
  await expect(tools.businessName(SECOND.name)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => second.count('customers'), { timeout: 30_000 }).toBe(before + 1);
  await expect(page.getByRole('banner').getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  expect(await second.count('customers')).toBe(before + 1);
});
