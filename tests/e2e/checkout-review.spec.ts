import { test, expect } from './fixtures';
import { replicaRows, serverCount, serverRows, signInAtTill, TillPage } from './pages/CheckoutPage';
import { axeBlocking, screenshotAll, THEMES, setTheme } from './pages/Screens';
import { TransactionsPage } from './pages/TransactionsPage';

// Issue #7, second part: catalogue packages, the voucher balance check, the review of what the
// server flagged, and the payments list's date range.
test.describe.configure({ mode: 'serial' });

test('a catalogue package is sold from its category with its sessions in the cart and on the receipt', async ({ page, stack }) => {
  await signInAtTill(page);
  const till = new TillPage(page);
  const sales = await serverCount(stack, 'sales', 'total');
  await till.gotoMenu();
  await till.openCategory('Packages');
  await expect(till.menuGrid().getByRole('button', { name: /^Glow Facial Course.*RM 520\.00.*Package · 6 sessions/ })).toBeVisible();
  await till.tapTile('Glow Facial Course');
  const contents = ['Hydrating Facial: 2 sessions', 'Classic Facial: 1 session', 'Eyebrow Threading: 3 sessions'];
  await expect(till.cartLines().getByRole('list', { name: 'What Glow Facial Course includes' }).getByRole('listitem')).toHaveText(contents);

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Cart details', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'What Glow Facial Course includes' }).getByRole('listitem')).toHaveText(contents);
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByTestId('total-due')).toHaveText('RM 561.60'); // packages carry the service tax
  await page.getByRole('link', { name: 'Take payment' }).click();
  await till.payCash('600');
  const receipt = page.getByRole('figure', { name: 'Receipt' });
  await expect(receipt).toContainText('Glow Facial Course');
  await expect(receipt).toContainText('- Hydrating Facial: 2 sessions');
  await expect(receipt.getByText(/- Classic Facial: 1 session$/)).toBeVisible();
  await expect(receipt).toContainText('- Eyebrow Threading: 3 sessions');
  await screenshotAll(page, 'receipt-package');

  const saleId = till.saleIdFromUrl();
  await expect.poll(async () => serverCount(stack, 'sales', 'total'), { timeout: 30_000 }).toEqual({ count: sales.count + 1, sum: sales.sum + 56_160 });
  const [row] = await serverRows(stack, 'sales', [saleId]);
  expect((row?.lines as { kind: string; contents: unknown }[])[0]).toMatchObject({
    kind: 'package',
    contents: [{ name: 'Hydrating Facial', sessions: 2 }, { name: 'Classic Facial', sessions: 1 }, { name: 'Eyebrow Threading', sessions: 3 }],
  });

  // The sale's details in Transactions list them under the package line too.
  await page.goto(`/transactions/payments/details/${saleId}`);
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText('1 × Glow Facial Course');
  await expect(items.getByRole('list', { name: 'What Glow Facial Course includes' }).getByRole('listitem')).toHaveText(contents);
  await screenshotAll(page, 'sale-details-package');
});

test('a voucher payment is checked against its balance on the device, offline too', async ({ page, network, stack }) => {
  await signInAtTill(page);
  const till = new TillPage(page);
  const anomalies = await serverCount(stack, 'sale_anomalies');
  await till.gotoMenu();
  const code = await till.addVoucher('50');
  expect(await till.toPayment()).toBe('RM 50.00');
  await till.payCash('50');

  await network.unplug();
  await till.gotoMenu();
  await till.add("Women's Haircut");
  expect(await till.toPayment()).toBe('RM 91.80');
  await till.chooseMethod('Voucher');
  await till.voucherCode().fill(code.toLowerCase());
  await expect(page.getByText('Left on this voucher: RM 50.00')).toBeVisible();
  await till.amount().fill('60');
  await till.addPayment();
  await expect(till.voucherCode()).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This voucher has only RM 50.00 left.')).toBeVisible();
  // Validation runs again on each edit.
  await till.voucherCode().fill('V-NOSUCH1');
  await expect(page.getByText('No voucher with this code on this device.')).toBeVisible();
  await till.voucherCode().fill(code);
  await till.amount().fill('50');
  await till.amount().press('Tab'); // the amount is taken on blur; the check runs again
  await expect(page.getByText('This voucher has only RM 50.00 left.')).toHaveCount(0);
  await till.addPayment();
  await expect(page.getByRole('list', { name: 'Payments' })).toContainText(`Voucher (${code})`);
  await expect(page.getByTestId('remaining-due')).toHaveText('RM 41.80');
  await till.payCash('41.80');

  await network.plug();
  await expect.poll(async () => (await serverCount(stack, 'voucher_movements', 'delta')).count, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => (await serverCount(stack, 'sales')).count, { timeout: 30_000 }).toBeGreaterThan(0);
  expect((await serverCount(stack, 'sale_anomalies')).count).toBe(anomalies.count);
});

test('what the server flags is listed for review and closed with a note', async ({ page, stack }) => {
  test.setTimeout(120_000);
  await signInAtTill(page);
  const till = new TillPage(page);
  await till.gotoMenu();
  await till.add('Strong Hold Hair Spray 250ml'); // 12 received
  await page.getByRole('link', { name: 'Check out' }).click();
  const quantity = page.getByRole('list', { name: 'Items in the cart' }).getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('40');
  await quantity.press('Tab');
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByTestId('total-due')).toHaveText('RM 1,400.00');
  await page.getByRole('link', { name: 'Take payment' }).click();
  await till.payCash('1400');
  const receiptNumber = await till.receiptNumber();
  const saleId = till.saleIdFromUrl();

  const review = new TransactionsPage(page);
  await review.gotoReview();
  const row = review.openList().getByRole('listitem').filter({ hasText: receiptNumber });
  await expect(row).toContainText('Stock went below zero', { timeout: 30_000 });
  await expect(row).toContainText(/Stock of Strong Hold Hair Spray 250ml is now -\d+\./);
  await expect(page.getByRole('tab', { name: /^For review \(\d+\)$/ })).toBeVisible();
  await expect(row.getByRole('link', { name: `Open sale ${receiptNumber}` })).toHaveAttribute('href', `/transactions/payments/details/${saleId}`);

  await review.show('Closed');
  await expect(page.getByText('No closed reviews yet')).toBeVisible();
  await review.show('Waiting for review');

  const blocking: string[] = [];
  for (const theme of THEMES) {
    await setTheme(page, theme);
    blocking.push(...(await axeBlocking(page, `review list ${theme}`)));
  }
  await screenshotAll(page, 'review-list');

  await row.getByRole('button', { name: `Review Stock went below zero on ${receiptNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this review' });
  for (const theme of THEMES) {
    await setTheme(page, theme);
    blocking.push(...(await axeBlocking(page, `review dialog ${theme}`)));
  }
  await screenshotAll(page, 'review-dialog');
  expect(blocking).toEqual([]);
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Counted 30 more in the store room');
  await dialog.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(review.openList().getByRole('listitem').filter({ hasText: receiptNumber })).toHaveCount(0);
  await review.show('Closed');
  const closed = review.closedList().getByRole('listitem').filter({ hasText: receiptNumber });
  await expect(closed).toContainText('Resolved by');
  await expect(closed).toContainText('Counted 30 more in the store room');

  const flagged = (await replicaRows<{ id: string; saleId: string }>(page, 'saleAnomalies')).filter((a) => a.saleId === saleId);
  expect(flagged).toHaveLength(1);
  await expect
    .poll(async () => (await serverRows(stack, 'sale_anomalies', [flagged[0]?.id ?? '']))[0], { timeout: 30_000 })
    .toMatchObject({ resolution: 'resolved', resolution_note: 'Counted 30 more in the store room' });

  await page.getByRole('link', { name: `Open sale ${receiptNumber}` }).click();
  await expect(page.getByRole('heading', { name: receiptNumber, level: 1 })).toBeVisible();
  await expect(page.getByText('Stock went below zero')).toBeVisible();
});

test('the payments list filters by a date range kept in the address', async ({ page }) => {
  await signInAtTill(page);
  const tx = new TransactionsPage(page);
  await tx.gotoPayments();
  await expect(tx.periodButton()).toHaveAccessibleName(/^Period: Today · /);
  await expect(tx.payments().getByRole('listitem').first()).toBeVisible();
  const today = await tx.payments().getByRole('listitem').count();

  await tx.choosePreset('Yesterday');
  await expect(page).toHaveURL(/\/transactions\/payments\?range=yesterday$/);
  await expect(page.getByText('No payments')).toBeVisible();
  await page.reload();
  await expect(tx.periodButton()).toHaveAccessibleName(/^Period: Yesterday · /);
  await expect(page.getByText('No payments')).toBeVisible();

  // The demo also holds customers' past visits (two days ago and older): this month has today's
  // payments and maybe earlier ones.
  await tx.choosePreset('This month');
  await expect(page).toHaveURL(/range=this_month/);
  await expect.poll(() => tx.payments().getByRole('listitem').count()).toBeGreaterThanOrEqual(today);
  const thisMonth = await tx.payments().getByRole('listitem').count();

  await page.getByRole('button', { name: /Payment method/ }).click();
  await page.getByRole('option', { name: 'Voucher' }).click();
  await expect(page).toHaveURL(/range=this_month&method=voucher/);
  await expect(tx.payments().getByRole('listitem')).toHaveCount(1);

  await tx.gotoPayments('?from=2020-01-01&to=2020-01-31');
  await expect(tx.periodButton()).toHaveAccessibleName(/^Period: 1 Jan 2020 – 31 Jan 2020$/);
  await expect(page.getByText('No payments')).toBeVisible();
  await page.getByRole('button', { name: 'All dates' }).click();
  await expect(page).toHaveURL(/range=all/);
  await expect.poll(() => tx.payments().getByRole('listitem').count()).toBeGreaterThan(thisMonth);
});
