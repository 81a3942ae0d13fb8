import { test, expect, DEMO_BUSINESS_ID, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { CustomersPage } from './pages/CustomersPage';
import { ShellPage } from './pages/ShellPage';
import type { Page } from '@playwright/test';
import type { StackProcess } from './stack-process';

/** Rows of a table on the server, counted through the test-only hook of the API. */
async function serverCount(stack: StackProcess, table: string): Promise<number> {
  const response = await fetch(`${stack.apiUrl}/__count/${table}?businessId=${DEMO_BUSINESS_ID}`);
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { count: number };
  return body.count;
}

async function signInAsOwner(page: Page): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
}

test.describe.configure({ mode: 'serial' });

test('signs in through the identity service and shows the shell and dashboard from the replica', async ({ page, stack }) => {
  // Other suites share this stack and add customers: compare with what the server holds.
  const total = await serverCount(stack, 'customers');
  await signInAsOwner(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Demo Salon')).toBeVisible();
  // The replica holds every customer once the first pull lands.
  await expect(page.locator('.stat-card', { hasText: 'Customers' })).toContainText(total.toLocaleString('en-GB'));
});

test('a wrong password shows the message at the password field', async ({ page }) => {
  await page.goto('/auth');
  await new SignInPage(page).signIn(OWNER, 'Wrong!2345');
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(OWNER);
});

test('lists and searches customers from the replica', async ({ page, stack }) => {
  const total = await serverCount(stack, 'customers');
  await signInAsOwner(page);
  const customers = new CustomersPage(page);
  await customers.goto();
  await expect(page.getByText(`${total} customers`)).toBeVisible();
  await customers.search('ZZZ-NOBODY');
  await expect(page.getByText('No results')).toBeVisible();
  const first = await firstListedName(page);
  await customers.search(first.toUpperCase());
  await expect(customers.list.getByRole('link').first()).toContainText(first, { ignoreCase: true });
});

async function firstListedName(page: Page): Promise<string> {
  await page.getByRole('searchbox', { name: 'Search customers' }).clear();
  const firstRow = page.getByRole('list', { name: 'Customers' }).getByRole('link').first();
  const name = (await firstRow.locator('.customer-row__name').textContent()) ?? '';
  return name.split(' ')[0] ?? '';
}

test('creates a customer offline, and it reaches the server exactly once after reconnecting', async ({ page, network, stack }) => {
  await signInAsOwner(page);
  const customers = new CustomersPage(page);
  await customers.goto();
  const before = await serverCount(stack, 'customers');
  // Offline navigation needs the service worker that the first visit installs.
  await new ShellPage(page).waitForServiceWorker();

  await network.unplug();
  await customers.create({ firstName: 'Offline', lastName: 'Walker', email: 'Offline.Walker@Example.com', phone: '012-345 6789' });
  await expect(page.getByRole('heading', { name: 'Offline Walker', level: 1 })).toBeVisible();
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  await customers.goto();
  await customers.search('walker');
  await expect(customers.list).toContainText('Offline Walker');
  expect(await serverCount(stack, 'customers')).toBe(before);

  await network.plug();
  await expect.poll(() => serverCount(stack, 'customers'), { timeout: 30_000 }).toBe(before + 1);
  await page.getByRole('link', { name: /Offline Walker/ }).click();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The server's canonical row replaced the optimistic one: email lowercased, phone in E.164.
  await page.reload();
  // The record's profile is a form now: the canonical values are its fields' values.
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('offline.walker@example.com');
  await expect(page.getByRole('button', { name: /Country code/ })).toContainText('+60');
  await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue('012-345 6789');
  // Still exactly one more than before: no retry doubled it.
  expect(await serverCount(stack, 'customers')).toBe(before + 1);
});

test('after the first visit the app loads offline with the server stopped', async ({ page, network, stack }) => {
  await signInAsOwner(page);
  const customers = new CustomersPage(page);
  await customers.goto();
  await expect(page.getByText(/\d+ customers/)).toBeVisible();
  await new ShellPage(page).waitForServiceWorker();
  await stack.stop();
  await network.unplug();
  try {
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await expect(page.getByText(/\d+ customers/)).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText('Demo Salon')).toBeVisible();
  } finally {
    await network.plug();
    await stack.start();
  }
});
