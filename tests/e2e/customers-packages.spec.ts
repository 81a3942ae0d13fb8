import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeBlocking, screenshotAll } from './pages/Screens';
import { serverCount, signInAtTill, TillPage } from './pages/CheckoutPage';
import { CustomersPage } from './pages/CustomersPage';
import { CustomerRecordPage } from './pages/CustomerRecordPage';
import type { StackProcess } from './stack-process';

test.describe.configure({ timeout: 180_000 });

// Not the package the packages report's spec counts (it reads the seed's sales of Men's Haircut x5).
const PACKAGE = 'Blow Dry Club x10';
const SERVICE = 'Wash & Blow Dry';

/** A new customer (first name and a unique last name) who has bought the package at the till; answers who, and the server's redemptions so far. */
async function customerWithPackage(page: Page, stack: StackProcess, firstName: string, prefix: string) {
  await signInAtTill(page);
  const token = `${prefix}${Date.now().toString(36)}`;
  const name = `${firstName} ${token}`;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible({ timeout: 30_000 });
  await new CustomersPage(page).create({ firstName, lastName: token });
  const record = new CustomerRecordPage(page);
  await expect(record.heading(name)).toBeVisible();
  const customerId = record.idFromUrl();
  const till = new TillPage(page);
  await till.gotoMenu();
  await till.add(PACKAGE);
  await till.toPaymentFor(token, name);
  await till.payCash('400');
  return { token, name, customerId, record, till, redeemedBefore: await serverCount(stack, 'package_redemptions') };
}

test('a package sold to a customer pays a session of the next sale; the receipt, the sale and the record show what is left', async ({ page, stack }) => {
  const { token, name, customerId, record, till, redeemedBefore } = await customerWithPackage(page, stack, 'Aaliyah', 'Pkg');

  // The next sale: the blow-dry is offered a session of the package, and costs nothing.
  await till.gotoMenu();
  await till.add(SERVICE);
  await page.getByRole('link', { name: 'Check out' }).click();
  await till.chooseCustomer(token, name);
  await expect(page.getByText(`${PACKAGE}: 10 sessions left`)).toBeVisible();
  await page.getByRole('button', { name: 'Use package session' }).click();
  await expect(page.getByText(`Paid by package: ${PACKAGE}`)).toBeVisible();
  await expect(page.getByText('9 sessions left after this sale')).toBeVisible();
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByTestId('total-due')).toHaveText('RM 0.00');
  await page.getByRole('link', { name: 'Take payment' }).click();
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Receipt' })).toContainText(/Package: Blow Dry Club x10,\s*9\s*of\s*10\s*left/);
  const saleId = till.saleIdFromUrl();
  // Exactly one session taken on the server.
  await expect.poll(() => serverCount(stack, 'package_redemptions'), { timeout: 30_000 }).toEqual({ count: redeemedBefore.count + 1, sum: 0 });

  // The sale's details name the package and link to the customer.
  await page.goto(`/transactions/payments/details/${saleId}`);
  await expect(page.getByRole('link', { name: `Package: ${PACKAGE}, 9 of 10 left` })).toHaveAttribute('href', `/customers/details/${customerId}`);

  // The record's Packages tab: sessions left and the history of the session used.
  await page.goto(`/customers/details/${customerId}`);
  await record.openTab('Packages');
  const card = page.getByRole('region', { name: PACKAGE });
  await expect(card.getByRole('list', { name: 'Sessions left' })).toHaveText(`${SERVICE}: 9 of 10 left`);
  await expect(card.getByText('Active')).toBeVisible();
  const history = card.getByRole('list', { name: `History of ${PACKAGE}` });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(`${SERVICE}: 1 session used`);
  await expect(history.getByRole('link')).toHaveAttribute('href', `/checkout/receipt?sale=${saleId}`);
  expect(await axeBlocking(page, 'customer packages tab')).toEqual([]);
  await screenshotAll(page, 'customers-packages-tab');
});

test('the cart beside the menu pays a line by a session; the sale, paid wholly by sessions, is refunded with 0 and the session comes back', async ({ page, stack }) => {
  const { token, name, customerId, record, till, redeemedBefore: before } = await customerWithPackage(page, stack, 'Mei Ling', 'Pkr');

  // The next cart: the customer is chosen on the preview, then the cart beside the menu offers the session.
  await till.gotoMenu();
  await till.add(SERVICE);
  await page.getByRole('link', { name: 'Check out' }).click();
  await till.chooseCustomer(token, name);
  await till.gotoMenu();
  const cart = page.getByRole('complementary', { name: 'Cart', exact: true });
  const cartLine = cart.getByRole('list', { name: 'Items in the cart' }).getByRole('listitem').filter({ hasText: SERVICE });
  await expect(cartLine.getByText(`${PACKAGE}: 10 sessions left`)).toBeVisible();
  await expect(cart.getByTestId('cart-due')).not.toHaveText('RM 0.00');
  // It fits a 320 px phone, where the cart stacks under the menu.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(cartLine.getByRole('button', { name: 'Use package session' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await cartLine.getByRole('button', { name: 'Use package session' }).click();
  await expect(cartLine.getByText(`Paid by package: ${PACKAGE}`)).toBeVisible();
  await expect(cartLine.getByText('9 sessions left after this sale')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/screens/cart-package-session-320.png`, fullPage: true, animations: 'disabled' });
  if (desktop) await page.setViewportSize(desktop);
  await expect(cartLine).toContainText('RM 0.00');
  await expect(cart.getByTestId('cart-due')).toHaveText('RM 0.00');
  expect(await axeBlocking(page, 'cart with a package session')).toEqual([]);

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByText(`Paid by package: ${PACKAGE}`)).toBeVisible();
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByTestId('total-due')).toHaveText('RM 0.00');
  await page.getByRole('link', { name: 'Take payment' }).click();
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  const saleId = till.saleIdFromUrl();

  // Refund the sale: nothing to pay back, the session comes back.
  await page.goto(`/transactions/payments/details/${saleId}`);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.00');
  await expect(dialog.getByText('The package sessions this sale used go back to the customer')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer was not happy');
  await dialog.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(dialog).toBeHidden();
  const refunds = page.getByRole('region', { name: 'Refunds and voids' });
  await expect(refunds).toContainText('Refund: Customer was not happy');
  await expect(refunds).toContainText('RM 0.00');
  // Its sessions are back: a second refund has nothing to give.
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  // On the server: the session used and given back once, whatever the retries.
  await expect.poll(() => serverCount(stack, 'package_redemptions'), { timeout: 30_000 }).toEqual({ count: before.count + 2, sum: 0 });

  await page.goto(`/customers/details/${customerId}`);
  await record.openTab('Packages');
  const card = page.getByRole('region', { name: PACKAGE });
  await expect(card.getByRole('list', { name: 'Sessions left' })).toHaveText(`${SERVICE}: 10 of 10 left`);
  const history = card.getByRole('list', { name: `History of ${PACKAGE}` });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText(`${SERVICE}: 1 session given back (refund)`);
  await expect(history).toContainText(`${SERVICE}: 1 session used`);
});
