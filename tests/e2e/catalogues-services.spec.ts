import { test, expect } from './fixtures';
import { CheckoutPage, serverCount, serverRows, signInAtTill as signIn } from './pages/CheckoutPage';
import { CataloguePage } from './pages/CataloguePage';

test.describe.configure({ mode: 'serial' });

test('an owner creates a service, edits it, sells it at checkout, and archives it off the menu', async ({ page, stack }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const catalogue = new CataloguePage(page);
  await catalogue.gotoList('services');
  await expect(catalogue.list('services')).toContainText("Women's Haircut");
  await page.getByRole('link', { name: 'New service' }).first().click();
  await expect(page.getByRole('heading', { name: 'New service', level: 1 })).toBeVisible();

  // Validation shows at the field after the first submit.
  await catalogue.save();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await catalogue.fill('Name', 'Olaplex Bond Repair');
  await expect(page.getByText('Enter a name.')).toHaveCount(0);
  await catalogue.fill('Category', 'Hair');
  await catalogue.fill('Duration (minutes)', '45');
  await catalogue.fill('Processing time (minutes)', '15');
  await catalogue.fill('Price', '120');
  await catalogue.save();
  await expect(page.getByRole('heading', { name: 'Olaplex Bond Repair', level: 1 })).toBeVisible();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible({ timeout: 30_000 });

  // An edit shows the unsaved-changes banner until saved.
  await catalogue.fill('Price', '130');
  await expect(catalogue.unsavedBanner()).toBeVisible();
  await catalogue.unsavedBanner().getByRole('button', { name: 'Save changes' }).click();
  await expect(catalogue.unsavedBanner()).toHaveCount(0);
  const serviceId = /details\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
  await expect.poll(async () => Number((await serverRows(stack, 'services', [serviceId]))[0]?.price), { timeout: 30_000 }).toBe(13_000);

  await catalogue.gotoList('services');
  await catalogue.search('Search services', 'olaplex');
  await expect(catalogue.list('services').getByRole('listitem')).toHaveCount(1);
  await expect(catalogue.list('services')).toContainText('RM 130.00');
  await page.screenshot({ path: 'tests/e2e/screenshots/catalogues-services-desktop.png', fullPage: true });

  // Sold at the counter like any seeded service.
  const sales = await serverCount(stack, 'sales', 'total');
  const checkout = new CheckoutPage(page);
  await checkout.gotoMenu();
  await checkout.add('Olaplex Bond Repair');
  expect(await checkout.toPayment()).toBe('RM 140.40'); // 130.00 + 8% SST
  await checkout.payCash('150');
  await expect.poll(async () => serverCount(stack, 'sales', 'total'), { timeout: 30_000 }).toEqual({ count: sales.count + 1, sum: sales.sum + 14_040 });

  // Once sold it can be archived, not deleted; archived items leave the menu.
  await catalogue.gotoList('services');
  await catalogue.search('Search services', 'olaplex');
  await catalogue.list('services').getByRole('link', { name: /Olaplex Bond Repair/ }).click();
  await expect(page.getByText('Sales or bookings refer to this item, so it can be archived but not deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible();
  await checkout.gotoMenu();
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('Olaplex');
  await expect(page.getByRole('list', { name: 'Menu' }).getByRole('button', { name: /^Olaplex/ })).toHaveCount(0);
});

test('products: create with SKU and low-stock thresholds, find by SKU, phone layout', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const catalogue = new CataloguePage(page);
  await catalogue.gotoList('products');
  await page.getByRole('link', { name: 'New product' }).first().click();
  await catalogue.fill('Name', 'Leave-in Conditioner 200ml');
  await catalogue.fill('SKU', 'LIC-200');
  await catalogue.fill('Barcode', '9555123400017');
  await catalogue.fill('Price', '48');
  await catalogue.fill('Cost', '21.50');
  await catalogue.save();
  await expect(page.getByRole('heading', { name: 'Leave-in Conditioner 200ml', level: 1 })).toBeVisible();
  await expect(page.getByText('0 on hand')).toBeVisible();
  await catalogue.gotoList('products');
  await catalogue.search('Search name, SKU or barcode', 'lic-200');
  await expect(catalogue.list('products').getByRole('listitem')).toHaveCount(1);
  await expect(catalogue.list('products')).toContainText('Leave-in Conditioner 200ml');
  await page.screenshot({ path: 'tests/e2e/screenshots/catalogues-products-phone.png', fullPage: true });
});
