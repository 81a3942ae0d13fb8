import { test, expect, DEMO_BUSINESS_ID, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { CustomersPage } from './pages/CustomersPage';
import { CustomerRecordPage } from './pages/CustomerRecordPage';
import { ShellPage } from './pages/ShellPage';
import type { Page } from '@playwright/test';
import type { StackProcess } from './stack-process';

async function serverRow(stack: StackProcess, id: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${stack.apiUrl}/__rows/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessId: DEMO_BUSINESS_ID, ids: [id] }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows[0];
}

async function signInAsOwner(page: Page): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
}

/** Through the menu (no reload): a fresh device may still be pulling the replica. */
async function openCustomers(page: Page): Promise<CustomersPage> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible({ timeout: 30_000 });
  return new CustomersPage(page);
}

async function createCustomer(page: Page, firstName: string, lastName: string, phone?: string): Promise<string> {
  await (await openCustomers(page)).create({ firstName, lastName, ...(phone ? { phone } : {}) });
  const record = new CustomerRecordPage(page);
  await expect(record.heading(`${firstName} ${lastName}`)).toBeVisible();
  return record.idFromUrl();
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('edits a profile offline, and the change reaches the server once back online', async ({ page, network, stack }) => {
  await signInAsOwner(page);
  const id = await createCustomer(page, 'Aiman', 'bin Hamid');
  const record = new CustomerRecordPage(page);
  await expect(page.getByText('AH', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible({ timeout: 30_000 });
  await new ShellPage(page).waitForServiceWorker();

  await network.unplug();
  await record.profile.getByLabel('Notes').fill('Prefers Saturday mornings');
  await record.profile.getByText('Agrees to marketing on WhatsApp').click();
  await expect(record.profile.getByRole('checkbox', { name: 'Agrees to marketing on WhatsApp' })).toBeChecked();
  await expect(record.profile.getByText(/^Given on /)).toBeVisible();
  // A bad e-mail is refused at the field, before anything is saved.
  await record.profile.getByLabel('Email').fill('aiman@');
  await expect(record.profile.getByText('Enter a valid email address.')).toBeVisible();
  await record.profile.getByLabel('Email').fill('aiman@example.com');
  await record.saveChanges();
  await expect(page.getByText('Waiting to sync', { exact: true })).toBeVisible();
  expect((await serverRow(stack, id))?.notes).toBe('');

  await network.plug();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible({ timeout: 30_000 });
  const row = await serverRow(stack, id);
  expect(row).toMatchObject({ notes: 'Prefers Saturday mornings', email: 'aiman@example.com' });
  expect(row?.whatsapp_consent_at).not.toBeNull();
  await page.reload();
  await expect(record.profile.getByLabel('Notes')).toHaveValue('Prefers Saturday mornings');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.screenshot({ path: `tests/e2e/screenshots/customers-record-${width}.png`, fullPage: true, animations: 'disabled' });
  }
});

test('merges two customers: the kept one opens, the other points to it on the server', async ({ page, stack }) => {
  await signInAsOwner(page);
  const keep = await createCustomer(page, 'Qistina', 'Original', '012-555 0101');
  const dup = await createCustomer(page, 'Qistina', 'Duplicate', '012-555 0102');
  const record = new CustomerRecordPage(page);
  await expect(page.getByText('Synced', { exact: true })).toBeVisible({ timeout: 30_000 });

  await record.action('Merge into another customer…');
  const dialog = page.getByRole('dialog', { name: 'Merge Qistina Duplicate' });
  await dialog.getByRole('searchbox', { name: 'Find the customer to keep' }).fill('original');
  await dialog.getByRole('button', { name: /Qistina Original/ }).click();
  await dialog.getByRole('button', { name: 'Merge into Qistina Original' }).click();
  await expect(record.heading('Qistina Original')).toBeVisible();
  expect(record.idFromUrl()).toBe(keep);

  await expect.poll(async () => (await serverRow(stack, dup))?.merged_into, { timeout: 30_000 }).toBe(keep);
  // The merged record leaves the list and search, and its old link points to the kept one.
  const customers = await openCustomers(page);
  await customers.search('duplicate');
  await expect(page.getByText('No results')).toBeVisible();
  await page.goto(`/customers/details/${dup}`);
  await expect(page.getByText('Qistina Duplicate was merged into another customer')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Open the kept customer' }).click();
  await expect(record.heading('Qistina Original')).toBeVisible();
});

test('filters the list by tag and clears the filters', async ({ page }) => {
  await signInAsOwner(page);
  const customers = await openCustomers(page);
  const all = await page.getByText(/^\d+ customers$/).textContent();
  await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: /Tag$/ }).click();
  await page.getByRole('option', { name: 'Regular' }).click();
  await expect(page.getByText(/^\d+ customers?$/)).not.toHaveText(all ?? '');
  await expect(customers.list.getByText('New', { exact: true })).toHaveCount(0);
  await expect(customers.list.getByText('Regular', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(/^\d+ customers$/)).toHaveText(all ?? '');
});
