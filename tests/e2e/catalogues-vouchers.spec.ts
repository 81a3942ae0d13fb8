import { test, expect } from './fixtures';
import { serverCount, serverRows, signInAtTill, TillPage } from './pages/CheckoutPage';
import { CataloguePage } from './pages/CataloguePage';
import { CustomersPage } from './pages/CustomersPage';
import { CustomerRecordPage } from './pages/CustomerRecordPage';
import { screenshotAll } from './pages/Screens';

test('an owner creates a voucher type, sells it at checkout to a customer, and it shows on the customer’s vouchers', async ({ page, stack }) => {
  test.setTimeout(400_000);
  await signInAtTill(page);
  const token = `Voucher${Date.now().toString(36)}`;
  const name = `Spa Day ${token}`;

  // A customer to sell to ("Aaliyah" sorts first in the till's customer picker).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible({ timeout: 30_000 });
  await new CustomersPage(page).create({ firstName: 'Aaliyah', lastName: token });
  const record = new CustomerRecordPage(page);
  await expect(record.heading(`Aaliyah ${token}`)).toBeVisible();
  const customerId = record.idFromUrl();

  // The list: the demo's voucher types, filtered by kind (the catalogue's menu opens with its first list).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalogues' }).click();
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vouchers', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible({ timeout: 60_000 });
  const list = page.getByRole('list', { name: 'Vouchers' });
  await expect(list).toContainText('RM 100 Gift Card');
  await expect(list).toContainText('Worth RM 50.00');
  const catalogue = new CataloguePage(page);
  await catalogue.choose('Kind', 'Service voucher');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Free Blow-dry');
  await catalogue.choose('Kind', 'All kinds');
  await screenshotAll(page, 'catalogues-vouchers-list');

  // Create: the reasons show at the fields.
  await page.getByRole('link', { name: 'New voucher type' }).first().click();
  await expect(page.getByRole('heading', { name: 'New voucher type', level: 1 })).toBeVisible();
  await catalogue.save();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await catalogue.fill('Name', name);
  await catalogue.fill('Value', '80');
  await catalogue.fill('Price', '90');
  await catalogue.save();
  await expect(page.getByText('The price cannot be above the value.')).toBeVisible();
  await catalogue.fill('Price', '70');
  await expect(page.getByText('The price cannot be above the value.')).toHaveCount(0);
  await screenshotAll(page, 'catalogues-vouchers-create');
  await catalogue.save();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // An edit shows the unsaved-changes banner until saved.
  await catalogue.fill('Price', '75');
  await expect(catalogue.unsavedBanner()).toBeVisible();
  await catalogue.unsavedBanner().getByRole('button', { name: 'Save changes' }).click();
  await expect(catalogue.unsavedBanner()).toHaveCount(0);
  const typeId = /details\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
  await expect.poll(async () => Number((await serverRows(stack, 'voucher_types', [typeId]))[0]?.price), { timeout: 30_000 }).toBe(7500);
  const [stored] = await serverRows(stack, 'voucher_types', [typeId]);
  expect({ kind: stored?.kind, value: Number(stored?.value), validity: stored?.validity }).toEqual({ kind: 'value', value: 8000, validity: { kind: 'period', unit: 'months', count: 6 } });
  await screenshotAll(page, 'catalogues-vouchers-details');

  // Sold at the counter to the customer: RM 75 paid, RM 80 on the voucher.
  const movements = await serverCount(stack, 'voucher_movements', 'delta');
  const till = new TillPage(page);
  await till.gotoMenu();
  const sold = await till.addVoucherOfType(name);
  expect(sold.worth).toContain('Worth RM 80.00.');
  await till.toPaymentFor(token, `Aaliyah ${token}`);
  await till.payCash('75');
  await expect.poll(() => serverCount(stack, 'voucher_movements', 'delta'), { timeout: 30_000 }).toEqual({ count: movements.count + 1, sum: movements.sum + 8000 });

  // The customer's vouchers: its name, code, what is left and its last day.
  await page.goto(`/customers/details/${customerId}/redeemable/vouchers`);
  const vouchers = page.getByRole('list', { name: 'Vouchers' });
  await expect(vouchers).toContainText(name, { timeout: 30_000 });
  await expect(vouchers).toContainText(sold.code);
  await expect(vouchers).toContainText('RM 80.00 remaining');
  await expect(vouchers).toContainText('valid until');
  await screenshotAll(page, 'catalogues-vouchers-customer');

  // Sold once, the type can only be archived.
  await page.goto(`/catalogues/vouchers/details/${typeId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
