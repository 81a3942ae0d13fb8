import { test, expect } from './fixtures';
import { serverRows, signInAtTill } from './pages/CheckoutPage';
import { InvoicesPage } from './pages/InvoicesPage';
import { screenshotAll } from './pages/Screens';

// Issue 18: an invoice made offline keeps a provisional number until the server gives the final
// one, then is paid in two parts.
test.describe.configure({ mode: 'serial' });

test('an invoice made offline syncs to its final number, then is part paid and paid', async ({ page, network, stack }) => {
  test.setTimeout(180_000);
  await signInAtTill(page);
  const invoices = new InvoicesPage(page);
  await invoices.gotoCreate();
  await network.unplug();
  await invoices.fillBuyer('Nurul Huda', 'Seri Pelangi Events Sdn Bhd');
  await invoices.fillLine(1, 'Bridal party styling', '6', '250');
  // 6 × RM 250.00 = RM 1,500.00, SST 8% = RM 120.00
  await expect(invoices.totals()).toContainText('RM 1,620.00');
  const id = await invoices.issue();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice P-[A-Z0-9]+-[0-9A-Z]{5}-\d{4}$/);
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  const provisional = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Invoice ', '');

  await network.plug();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice INV-[A-Z0-9]+-\d{6}$/, { timeout: 30_000 });
  await expect(page.getByText(`Printed before syncing as ${provisional}.`)).toBeVisible();
  const [row] = await serverRows(stack, 'invoices', [id]);
  expect(row).toMatchObject({ provisional_number: provisional, state: 'issued' });
  expect(Number(row?.total)).toBe(162_000);

  await invoices.recordPayment('1000', 'Bank transfer', 'DuitNow 20931');
  await expect(page.getByText('Partly paid')).toBeVisible();
  await expect(invoices.payments()).toContainText('Balance dueRM 620.00');
  await invoices.recordPayment('620', 'Cash');
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect.poll(async () => ((await serverRows(stack, 'invoices', [id]))[0]?.payments as unknown[]).length, { timeout: 30_000 }).toBe(2);
  await screenshotAll(page, 'invoice-details-paid');

  await page.goto('/invoice');
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Invoices' })).toContainText('Seri Pelangi Events Sdn Bhd');
  await screenshotAll(page, 'invoice-list');
});

test('a credit note takes at most what the invoice has left to credit, and the details show what is left', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await signInAtTill(page);
  const invoices = new InvoicesPage(page);
  await invoices.gotoCreate();
  await invoices.fillBuyer('Farah Idris', 'Hotel Damai KL');
  await invoices.fillLine(1, 'Spa partner package', '6', '250');
  const id = await invoices.issue();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice INV-[A-Z0-9]+-\d{6}$/, { timeout: 30_000 });
  await expect(page.getByTestId('inv-credit-left')).toHaveText('RM 1,620.00');

  await page.getByRole('button', { name: 'Issue a credit note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a credit note' });
  const amount = dialog.getByRole('textbox', { name: 'Amount to credit' });
  await expect(amount).toHaveValue('1,620.00');
  await amount.fill('2000');
  await amount.press('Tab');
  await expect(dialog.getByText('That is more than the invoice has left to credit after its credit notes and refund notes.')).toBeVisible();
  await amount.fill('540');
  await amount.press('Tab');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Two guests cancelled');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Credit note /);
  const creditId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('link', { name: /^INV-/ }).click();
  await expect(page.getByTestId('inv-credit-left')).toHaveText('RM 1,080.00', { timeout: 30_000 });
  await expect(invoices.payments()).toContainText('Balance dueRM 1,080.00');
  // The server holds the credit note: RM 500 and its SST, crediting the invoice.
  await expect.poll(async () => (await serverRows(stack, 'invoices', [creditId]))[0], { timeout: 30_000 }).toMatchObject({ credited_invoice_id: id, kind: 'creditNote', state: 'issued' });
  expect(Number((await serverRows(stack, 'invoices', [creditId]))[0]?.total)).toBe(54_000);
});
