import { test, expect } from './fixtures';
import { serverRows, signInAtTill } from './pages/CheckoutPage';
import { InvoicesPage } from './pages/InvoicesPage';
import { screenshotAll } from './pages/Screens';

// Issue 18: quotation → accepted → invoice → part payment → paid.
test('a quotation is accepted into an invoice, part paid, then paid', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await signInAtTill(page);
  const docs = new InvoicesPage(page);
  await page.goto('/transactions/quotations');
  await page.getByRole('link', { name: 'New quotation' }).first().click();
  await expect(page.getByRole('heading', { name: 'New quotation', level: 1 })).toBeVisible({ timeout: 30_000 });
  await docs.fillBuyer('Mei Ling Tan', 'Lumière Weddings Sdn Bhd');
  await docs.fillLine(1, 'Bridal hair and make-up trial', '1', '480');
  await page.getByRole('button', { name: 'Save and mark sent' }).click();
  await page.waitForURL(/\/transactions\/quotations\/details\//);
  const quoteId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Quotation QT-[A-Z0-9]+-\d{6}$/, { timeout: 30_000 });
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Accept and invoice' }).click();
  await expect(page.getByRole('heading', { name: 'New invoice', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Line 1 description' })).toHaveValue('Bridal hair and make-up trial');
  // RM 480.00 + 8% SST
  await expect(docs.totals()).toContainText('RM 518.40');
  const invoiceId = await docs.issue();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice INV-[A-Z0-9]+-\d{6}$/, { timeout: 30_000 });
  await expect(page.getByText('Made from quotation')).toBeVisible();

  await docs.recordPayment('200', 'Card', 'APPR 4411');
  await expect(page.getByText('Partly paid')).toBeVisible();
  await docs.recordPayment('318.40', 'Bank transfer');
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect.poll(async () => ((await serverRows(stack, 'invoices', [invoiceId]))[0]?.payments as unknown[]).length, { timeout: 30_000 }).toBe(2);
  const [quote, inv] = await serverRows(stack, 'invoices', [quoteId, invoiceId]).then((rows) => [rows.find((r) => r.id === quoteId), rows.find((r) => r.id === invoiceId)]);
  expect(quote).toMatchObject({ kind: 'quotation', state: 'accepted' });
  expect(inv).toMatchObject({ kind: 'invoice', quotation_id: quoteId });

  await page.getByRole('link', { name: /^QT-/ }).click();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Invoiced as/)).toBeVisible();
  await screenshotAll(page, 'quotation-details-accepted');
});
