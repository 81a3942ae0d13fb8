import { test, expect } from './fixtures';
import { signInAtTill } from './pages/CheckoutPage';
import { InvoicesPage } from './pages/InvoicesPage';

// Issue 18: a branch's quotation settings fill new quotations; an accepted quotation is charged
// at the till from a cart holding its lines.
const BANGSAR = '0195f0a0-0000-7000-8000-0000000000b1';

test('quotation settings fill a new quotation, which is then charged at the till', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAtTill(page);
  await page.goto(`/settings/quotations/${BANGSAR}`);
  const validity = page.getByRole('textbox', { name: 'Valid for (days)' });
  await expect(validity).toHaveValue('30', { timeout: 30_000 });
  await validity.fill('14');
  await validity.press('Tab');
  await page.getByRole('textbox', { name: /Standard terms/ }).fill('50% deposit confirms the date.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quotation settings saved.')).toBeVisible();

  await page.goto('/transactions/quotations');
  await page.getByRole('link', { name: 'New quotation' }).first().click();
  await expect(page.getByRole('heading', { name: 'New quotation', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: /Notes and payment terms/ })).toHaveValue('50% deposit confirms the date.');
  const docs = new InvoicesPage(page);
  await docs.fillBuyer('Farah Idris', 'Hotel Damai KL');
  await docs.fillLine(1, 'Spa partner package', '2', '180');
  await page.getByRole('button', { name: 'Save and mark sent' }).click();
  await page.waitForURL(/\/transactions\/quotations\/details\//);

  await page.getByRole('button', { name: 'Accept and charge at the till' }).click();
  await page.waitForURL(/\/checkout\/menu/);
  const cart = page.getByRole('list', { name: 'Items in the cart' });
  await expect(cart).toContainText('Spa partner package', { timeout: 30_000 });
});
