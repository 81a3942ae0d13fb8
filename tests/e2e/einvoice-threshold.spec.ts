import { test, expect } from './fixtures';
import { replicaRows, serverRows, signInAtTill, TillPage } from './pages/CheckoutPage';

// Issue 18: the demo salon e-invoices. A single sale over RM 10,000 never goes into the consolidated
// e-invoice: the till asks for the buyer's details before the sale completes, and the server issues
// the sale's own e-invoice with it.
test('a RM 12,000 sale at the till asks for buyer details', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await signInAtTill(page);
  const till = new TillPage(page);
  await till.gotoMenu();
  await till.addVoucher('12000');
  await till.toPayment();
  await till.chooseMethod('Cash');
  await page.getByRole('textbox', { name: 'Cash received' }).fill('12000');
  await till.addPayment();

  const buyer = page.getByRole('region', { name: 'Buyer details for the e-invoice' });
  await expect(buyer).toBeVisible();
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByText("A sale over RM 10,000 needs the buyer's details for its own e-invoice.")).toBeVisible();
  await expect(buyer.getByText('Enter a TIN in the LHDN format, for example C2584563200.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();

  await buyer.getByRole('textbox', { name: 'Contact name' }).fill('Aisyah Rahman');
  await buyer.getByRole('textbox', { name: 'Tax identification number (TIN)' }).fill('IG12345678901');
  await buyer.getByRole('textbox', { name: /^Registration number/ }).fill('900101145566');
  await buyer.getByRole('textbox', { name: 'Billing address' }).fill('1 Jalan Ampang, Kuala Lumpur');
  await buyer.getByRole('textbox', { name: 'Phone' }).fill('+60123456789');
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  const saleId = till.saleIdFromUrl();

  // The sale reaches the server with its buyer; its own e-invoice is issued with it and pulled back.
  await expect.poll(async () => (await serverRows(stack, 'sales', [saleId])).length, { timeout: 30_000 }).toBe(1);
  await expect
    .poll(async () => (await replicaRows<{ saleIds: string[]; buyer: { tin: string } }>(page, 'invoices')).filter((r) => r.saleIds.includes(saleId)).map((r) => r.buyer.tin), { timeout: 30_000 })
    .toEqual(['IG12345678901']);
});
