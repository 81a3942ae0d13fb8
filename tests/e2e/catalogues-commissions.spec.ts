import { test, expect } from './fixtures';
import { CheckoutPage, signInAtTill as signIn } from './pages/CheckoutPage';
import { CataloguePage } from './pages/CataloguePage';
import { ShellPage } from './pages/ShellPage';

test.describe.configure({ mode: 'serial' });

const STAFF = 'staff@demo.test';
const STAFF_NAME = 'Mei Ling Wong';

test('an owner sets a commission pattern, a sale records its commission, and a member without the right never sees it', async ({ page, network }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const catalogue = new CataloguePage(page);
  const name = `Brow artists ${Date.now()}`;

  await page.goto('/catalogues/commissionPattern');
  await expect(page.getByRole('heading', { name: 'Commission patterns', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('list', { name: 'Commission patterns' })).toContainText('Stylists: hair services', { timeout: 60_000 });
  await page.getByRole('link', { name: 'New pattern' }).first().click();
  await expect(page.getByRole('heading', { name: 'New commission pattern', level: 1 })).toBeVisible();

  // Validation at the field after the first submit.
  await catalogue.fill('Percentage of the sale (%)', '120');
  await catalogue.save();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await catalogue.fill('Name', name);
  await expect(page.getByText('A percentage is at most 100%.')).toBeVisible();
  await catalogue.fill('Category', 'Face');
  await catalogue.fill('Percentage of the sale (%)', '15');
  await expect(page.getByText('On a RM 100.00 sale: RM 15.00')).toBeVisible();
  await page.getByRole('button', { name: 'Nobody yet' }).click();
  await page.getByRole('listbox', { name: 'Members' }).getByRole('option', { name: STAFF_NAME }).click();
  await page.keyboard.press('Escape');
  await catalogue.save();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No sale has earned a commission under this pattern yet.')).toBeVisible();
  const patternUrl = page.url();

  // Sold at the counter, done by the member the pattern pays.
  const checkout = new CheckoutPage(page);
  await checkout.gotoMenu();
  await checkout.add('Eyebrow Threading');
  await page.getByRole('link', { name: 'Check out' }).click();
  await page.getByRole('button', { name: /Done by/ }).click();
  await page.getByRole('option', { name: STAFF_NAME }).click();
  await page.getByRole('link', { name: 'Review' }).click();
  await page.getByRole('link', { name: 'Take payment' }).click();
  await checkout.payCash('30');

  // The server computed it with the sale (15% of RM 20.00); it arrives through the feed.
  await page.goto(patternUrl);
  const earned = page.getByRole('list', { name: 'Commissions earned' });
  await expect(earned.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expect(earned).toContainText(STAFF_NAME);
  await expect(earned).toContainText('RM 3.00');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.screenshot({ path: 'tests/e2e/screenshots/catalogues-commissions-desktop.png', fullPage: true });

  // The same pattern from the organisation settings.
  await page.goto('/settings/org/commission');
  await expect(page.getByRole('list', { name: 'Commission patterns' })).toContainText(name);

  // A member without the commission-values right: no menu entry, no screen, no rows on the device.
  const { context } = await network.newDevice();
  const staffPage = await context.newPage();
  const staff = new ShellPage(staffPage);
  await staff.signInAs(STAFF);
  await staffPage.goto('/catalogues/commissionPattern');
  await expect(staffPage.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  await staffPage.goto('/catalogues/services');
  await expect(staffPage.getByRole('list', { name: 'Services' })).toContainText('Eyebrow Threading', { timeout: 30_000 });
  const onDevice = await staffPage.evaluate(async () => {
    const open = indexedDB.open('bookit');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve, reject) => {
        const req = db.transaction(store).objectStore(store).count();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const counts = [await count('saleCommissions'), await count('commissionPatterns')];
    db.close();
    return counts;
  });
  expect(onDevice).toEqual([0, 0]);
  await context.close();

  // Leave no pattern paying for Face services behind for a later run.
  await page.goto(patternUrl);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible();
});
