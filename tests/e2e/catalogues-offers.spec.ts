import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CheckoutPage, serverCount, serverRows, signInAtTill as signIn } from './pages/CheckoutPage';
import { CataloguePage } from './pages/CataloguePage';

test.describe.configure({ mode: 'serial' });

/** Opens a catalogue list through the menu (the app is already loaded: no second cold start). */
async function openList(page: Page, name: 'Packages' | 'Discounts'): Promise<void> {
  await page.goto('/catalogues/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 60_000 });
}

/** A suffix that keeps this run's rows apart from any other's. */
const unique = (): string => Math.random().toString(36).slice(2, 8).toUpperCase();

test('an owner builds a package of sessions and sells it at checkout', async ({ page, stack }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const catalogue = new CataloguePage(page);
  const name = `Scalp Ritual ${unique()}`;
  await openList(page, 'Packages');
  await expect(page.getByRole('list', { name: 'Packages' })).toContainText('Glow Facial Course');
  await page.getByRole('link', { name: 'New package' }).first().click();
  await expect(page.getByRole('heading', { name: 'New package', level: 1 })).toBeVisible();

  // Saving empty shows the reasons at the fields.
  await catalogue.save();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await expect(page.getByText('Add at least one service or product.')).toBeVisible();
  await catalogue.fill('Name', name);
  await catalogue.fill('Category', 'Packages');
  await page.getByRole('button', { name: /Add a service or product$/ }).click();
  await page.getByRole('option', { name: 'Scalp Treatment (service)' }).click();
  await expect(page.getByText('Add at least one service or product.')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Sessions' }).fill('3');
  await page.getByRole('textbox', { name: 'Sessions' }).press('Tab');
  await catalogue.fill('Number', '3');
  await catalogue.fill('Price', '300');
  await catalogue.save();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible({ timeout: 30_000 });
  const packageId = /details\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
  const [stored] = await serverRows(stack, 'packages', [packageId]);
  expect(Number(stored?.price)).toBe(30_000);
  expect(stored).toMatchObject({ validity: { kind: 'period', unit: 'months', count: 3 } });
  expect(stored?.items).toEqual([expect.objectContaining({ name: 'Scalp Treatment', sessions: 3, productId: null })]);

  // The list finds it by name.
  await openList(page, 'Packages');
  await page.getByRole('searchbox', { name: 'Search packages' }).fill(name);
  await expect(page.getByRole('list', { name: 'Packages' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Packages' })).toContainText('3 sessions');

  // Sold at the counter: its contents show under the line.
  const sales = await serverCount(stack, 'sales', 'total');
  const checkout = new CheckoutPage(page);
  await checkout.gotoMenu();
  await checkout.add(name);
  await expect(page.getByRole('list', { name: 'Items in the cart' })).toContainText('Scalp Treatment');
  const due = await checkout.toPayment();
  await checkout.payCash('400');
  const sen = Math.round(Number(due.replace(/[^0-9.]/g, '')) * 100);
  await expect.poll(async () => serverCount(stack, 'sales', 'total'), { timeout: 30_000 }).toEqual({ count: sales.count + 1, sum: sales.sum + sen });
});

test('an owner creates a discount with a code and a customer uses it at checkout', async ({ page, stack }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const catalogue = new CataloguePage(page);
  const suffix = unique();
  const name = `Loyal Friend ${suffix}`;
  const code = `FRIEND-${suffix}`;
  await openList(page, 'Discounts');
  await expect(page.getByRole('list', { name: 'Discounts' })).toContainText('Welcome 10');
  await page.getByRole('link', { name: 'New discount' }).first().click();
  await expect(page.getByRole('heading', { name: 'New discount', level: 1 })).toBeVisible();
  await catalogue.fill('Name', name);
  await catalogue.fill('Code', 'no spaces allowed');
  await catalogue.save();
  await expect(page.getByText('Use 3 to 24 letters, digits or dashes.')).toBeVisible();
  await catalogue.fill('Code', code.toLowerCase());
  await expect(page.getByText('Use 3 to 24 letters, digits or dashes.')).toHaveCount(0);
  await catalogue.fill('Percentage off', '20');
  await catalogue.save();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // An edit shows the unsaved-changes banner until saved.
  await catalogue.fill('Minimum spend', '30');
  await expect(catalogue.unsavedBanner()).toBeVisible();
  await catalogue.unsavedBanner().getByRole('button', { name: 'Save changes' }).click();
  await expect(catalogue.unsavedBanner()).toHaveCount(0);
  const discountId = /details\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
  await expect.poll(async () => (await serverRows(stack, 'discounts', [discountId]))[0]?.code, { timeout: 30_000 }).toBe(code);
  const [discount] = await serverRows(stack, 'discounts', [discountId]);
  expect({ value: Number(discount?.value), minSpend: Number(discount?.min_spend), scope: discount?.scope }).toEqual({ value: 2000, minSpend: 3000, scope: 'cart' });

  const sales = await serverCount(stack, 'sales', 'total');
  const checkout = new CheckoutPage(page);
  await checkout.gotoMenu();
  await checkout.add("Men's Haircut");
  const cart = page.getByRole('complementary', { name: 'Cart' });
  await cart.getByRole('textbox', { name: 'Discount code' }).fill('NOPE-123');
  await cart.getByRole('button', { name: 'Add code' }).click();
  await expect(cart.getByText('No discount with this code applies to this cart.')).toBeVisible();
  await cart.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await cart.getByRole('button', { name: 'Add code' }).click();
  await expect(cart.getByRole('list', { name: 'Offers that apply' })).toContainText(name);
  // The code's discount alone: 20% of RM 45.00.
  await cart.getByRole('button', { name: 'Apply discounts (RM 9.00 off)' }).click();
  // RM 36.00 plus 8% SST.
  await expect(page.getByTestId('cart-due')).toHaveText('RM 38.88');
  const due = await checkout.toPayment();
  await checkout.payCash('50');
  // Paid in cash, the total is rounded to 5 sen (Malaysia's cash rounding) and stored so.
  const sen = Math.round(Math.round(Number(due.replace(/[^0-9.]/g, '')) * 100) / 5) * 5;
  await expect.poll(async () => serverCount(stack, 'sales', 'total'), { timeout: 30_000 }).toEqual({ count: sales.count + 1, sum: sales.sum + sen });

  // The sale recorded which discount it used: the sales report's discount usage names it (issue 16).
  await page.goto('/reports/sales');
  await page.getByRole('tab', { name: 'Discount' }).click();
  const usage = page.getByRole('table', { name: 'Discount' }).getByRole('row').filter({ hasText: name });
  await expect(usage.getByRole('cell')).toHaveText(['1', 'RM 9.00'], { timeout: 30_000 });
});
