import { test, expect } from './fixtures';
import { serverCount, signInAtTill, TillPage } from './pages/CheckoutPage';
import { CustomersPage } from './pages/CustomersPage';
import { CustomerRecordPage } from './pages/CustomerRecordPage';

test.describe.configure({ timeout: 180_000 });

test('a credit top-up sold at checkout appears in the customer’s ledger with the balance after it', async ({ page, stack }) => {
  await signInAtTill(page);
  const token = `Credit${Date.now().toString(36)}`;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible({ timeout: 30_000 });
  // "Aaliyah" sorts first, so the till's customer picker lists her among its first rows.
  await new CustomersPage(page).create({ firstName: 'Aaliyah', lastName: token });
  const record = new CustomerRecordPage(page);
  await expect(record.heading(`Aaliyah ${token}`)).toBeVisible();
  const id = record.idFromUrl();
  await page.getByRole('tab', { name: 'Credits' }).click();
  await expect(page.getByText('No credit movements yet')).toBeVisible();
  const before = await serverCount(stack, 'credit_movements', 'delta');

  const till = new TillPage(page);
  await till.gotoMenu();
  await page.getByRole('button', { name: 'Top up credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up customer credit' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('50');
  await dialog.getByRole('textbox', { name: 'Amount' }).press('Tab'); // the number is taken on blur
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(till.cartLines()).toContainText('Credit top-up');
  await till.toPaymentFor(token, `Aaliyah ${token}`);
  await till.payCash('50');
  await expect.poll(() => serverCount(stack, 'credit_movements', 'delta'), { timeout: 30_000 }).toEqual({ count: before.count + 1, sum: before.sum + 5000 });

  // The movement comes back on the delta feed: the record's ledger shows it, offline-readable.
  await page.goto(`/customers/details/${id}/redeemable/credits`);
  await expect(page.getByTestId('credit-balance')).toHaveText('RM 50.00', { timeout: 30_000 });
  const ledger = page.getByRole('list', { name: 'Credit movements' });
  await expect(ledger.getByRole('listitem')).toHaveCount(1);
  await expect(ledger).toContainText('Top-up · +RM 50.00');
  await expect(ledger).toContainText('Balance RM 50.00');
  await ledger.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/customers/details/${id}/redeemable/credits/details/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Top-up', level: 2 })).toBeVisible();
  await expect(page.getByTestId('credit-movement-amount')).toHaveText('+RM 50.00');
  await expect(page.getByRole('link', { name: 'Open the receipt' })).toBeVisible();
});
