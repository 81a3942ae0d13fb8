import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInAtTill, TillPage } from './pages/CheckoutPage';
import { axeBlocking, openInApp, setTheme, SHOT_WIDTHS, THEMES } from './pages/Screens';

// Accessibility scans of the checkout, transactions and checkout-settings screens in both themes,
// and screenshots of the screens issue #7 changed at phone and tablet widths.
test.describe.configure({ mode: 'serial' });

const SHOTS = `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/screens`;

/** A cart holding a package and a product, and one paid sale; answers the sale id. */
async function prepare(page: Page): Promise<string> {
  const till = new TillPage(page);
  await till.gotoMenu();
  await till.add('Eyebrow Threading');
  await till.toPayment();
  await till.payCash('50');
  const saleId = till.saleIdFromUrl();
  await till.gotoMenu();
  await till.openCategory('Packages');
  await till.tapTile('Pamper Day');
  await till.add('Cuticle Oil 15ml');
  return saleId;
}

async function open(page: Page, path: string): Promise<void> {
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Lazy content (live queries) settles: no skeletons or spinners left.
  await expect(page.locator('.ui-skeleton, .ui-spinner')).toHaveCount(0);
}

test('checkout, transactions and checkout settings have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(600_000); // some twenty screens, each scanned in two themes, beside a second worker
  await signInAtTill(page);
  const saleId = await prepare(page);
  const paths = [
    '/checkout/carts',
    '/checkout/menu',
    '/checkout/menu/edit',
    '/checkout/preview',
    '/checkout/review',
    '/checkout/payment',
    `/checkout/receipt?sale=${saleId}`,
    `/checkout/completed?sale=${saleId}`,
    '/checkout/shift',
    '/transactions/overview',
    '/transactions/overview?tab=review',
    '/transactions/payments',
    `/transactions/payments/details/${saleId}`,
    `/transactions/payments/details/${saleId}/viewReceipt`,
    '/settings/checkout/receipt',
    '/settings/checkout/charges',
    '/settings/checkout/paymentMethods',
    '/settings/checkout/menuLayout',
    '/settings/device',
  ];
  const found: string[] = [];
  for (const theme of THEMES) {
    await setTheme(page, theme);
    for (const path of paths) {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      found.push(...(await axeBlocking(page, `${theme} ${path}`)));
    }
  }
  expect(found).toEqual([]);
});

test('screenshots of the changed checkout and transactions screens', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAtTill(page);
  await prepare(page);
  const screens: { name: string; path: string; before?: (p: Page) => Promise<void> }[] = [
    { name: 'menu-packages', path: '/checkout/menu', before: (p) => new TillPage(p).openCategory('Packages') },
    { name: 'preview', path: '/checkout/preview' },
    {
      name: 'payment-voucher',
      path: '/checkout/payment',
      before: async (p) => {
        const till = new TillPage(p);
        await till.chooseMethod('Voucher');
        await till.voucherCode().fill('V-NOSUCH1');
        await till.addPayment();
        await expect(p.getByText('No voucher with this code on this device.')).toBeVisible();
      },
    },
    { name: 'review', path: '/transactions/overview?tab=review' },
    { name: 'payments', path: '/transactions/payments?range=this_week' },
  ];
  for (const width of SHOT_WIDTHS) {
    for (const theme of THEMES) {
      await page.setViewportSize({ width, height: 900 });
      await setTheme(page, theme);
      for (const s of screens) {
        await open(page, s.path);
        if (s.before) await s.before(page);
        await page.screenshot({ path: `${SHOTS}/${s.name}-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${s.name} at ${width}px spills sideways`).toBeLessThanOrEqual(0);
      }
    }
  }
});
