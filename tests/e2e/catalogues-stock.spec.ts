import { test, expect, DEMO_BUSINESS_ID, DEMO_PASSWORD, OWNER } from './fixtures';
import { CheckoutPage, signInAtTill as signIn } from './pages/CheckoutPage';
import { CataloguePage } from './pages/CataloguePage';
import { IdentityApi } from './pages/IdentityApi';

const OWNER_ID = '0195f0a0-0000-7000-8000-0000000000a1';
const PRODUCT = 'Matte Pomade 100g';

test('stock received at a branch, sold offline on two devices: on hand right after sync, one low-stock notification', async ({ network, stack }) => {
  test.setTimeout(240_000);
  // Two devices, each with a cable of its own (closed after the test).
  const devices = await Promise.all([network.newDevice(), network.newDevice()]);
  const [first, second] = await Promise.all(devices.map((d) => d.context.newPage()));
  if (!first || !second) throw new Error('No pages');
  for (const page of [first, second]) await signIn(page);

  // The owner creates the product with a low-stock alert at 2 in Bangsar and receives 3 there.
  const catalogue = new CataloguePage(first);
  await first.goto('/catalogues/products/create');
  await catalogue.fill('Name', PRODUCT);
  await catalogue.fill('Price', '55');
  await catalogue.fill('Bangsar', '2');
  await catalogue.save();
  await expect(first.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
  await first.getByRole('button', { name: 'Receive', exact: true }).click();
  const dialog = first.getByRole('dialog', { name: 'Receive stock' });
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await dialog.getByRole('textbox', { name: /^Cost per unit/ }).fill('21');
  await dialog.getByRole('button', { name: 'Receive' }).click();
  const stockTable = first.getByRole('table');
  await expect(stockTable.getByRole('row', { name: /Bangsar/ })).toContainText('3');
  await expect(first.getByText('3 on hand')).toBeVisible({ timeout: 30_000 }); // the server's figure, after sync

  // Both devices sell one while offline.
  for (const [i, page] of [first, second].entries()) {
    const checkout = new CheckoutPage(page);
    // A device that signed in a moment ago may still be pulling the catalogue: allow it that time.
    await page.goto('/checkout/menu');
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('list', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^${PRODUCT}`) })).toBeVisible({ timeout: 30_000 });
    await devices[i]?.unplug();
    await checkout.add(PRODUCT);
    await checkout.toPayment();
    await checkout.payCash('60');
  }
  for (const device of devices) await device.plug();

  // Right after sync the product shows 1 on hand (3 − 2) on a device that sold.
  await first.getByRole('link', { name: 'Done' }).click();
  await catalogue.gotoList('products');
  await catalogue.search('Search name, SKU or barcode', 'pomade');
  await expect(catalogue.list('products')).toContainText('1 on hand', { timeout: 60_000 });
  await catalogue.list('products').getByRole('link', { name: new RegExp(PRODUCT) }).click();
  await expect(first.getByRole('table').getByRole('row', { name: /Bangsar/ })).toContainText('Low');
  await first.screenshot({ path: 'tests/e2e/screenshots/catalogues-product-stock-desktop.png', fullPage: true });

  // The owner (an org admin) was told once, when Bangsar fell to 2.
  const token = await (await IdentityApi.of(stack.appUrl)).idToken(OWNER, DEMO_PASSWORD);
  const lowStock = async () => {
    const response = await fetch(`${stack.apiUrl}/b/${DEMO_BUSINESS_ID}/u/${OWNER_ID}/notification`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pagination: { limit: 100 } }),
    });
    const body = (await response.json()) as { result: { type: string; messageTitle: string }[] };
    return body.result.filter((n) => n.type === 'LOW_STOCK').map((n) => n.messageTitle);
  };
  await expect.poll(lowStock, { timeout: 30_000 }).toEqual([`Low stock: ${PRODUCT} at Bangsar (2 left)`]);
});
