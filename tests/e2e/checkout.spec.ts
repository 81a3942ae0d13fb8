import { test, expect } from './fixtures';
import { CheckoutPage, installFakeBluetoothPrinter, printWrites, serverCount, signInAtTill as signIn } from './pages/CheckoutPage';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
function contains(bytes: number[], seq: number[]): boolean {
  outer: for (let i = 0; i + seq.length <= bytes.length; i++) {
    for (let j = 0; j < seq.length; j++) if (bytes[i + j] !== seq[j]) continue outer;
    return true;
  }
  return false;
}

test.describe.configure({ mode: 'serial' });

test('a full sale online reaches the server once with its totals', async ({ page, stack }) => {
  await signIn(page);
  const checkout = new CheckoutPage(page);
  const before = await serverCount(stack, 'sales', 'total');
  await checkout.gotoMenu();
  await checkout.add("Men's Haircut");
  await checkout.add('Cuticle Oil 15ml');
  const total = await checkout.toPayment();
  expect(total).toBe('RM 70.60'); // 45.00 + 8% SST 3.60 + 22.00 (products untaxed)
  await checkout.payCash('100');
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByText('Change due: RM 29.40')).toBeVisible();
  await expect.poll(async () => serverCount(stack, 'sales', 'total'), { timeout: 30_000 }).toEqual({ count: before.count + 1, sum: before.sum + 7060 });
});

test('a sale with the network cut prints over Bluetooth in 200-byte chunks and syncs exactly once', async ({ page, network, stack }) => {
  await installFakeBluetoothPrinter(page);
  await signIn(page);
  const checkout = new CheckoutPage(page);
  await checkout.connectBluetoothPrinter();
  const sales = await serverCount(stack, 'sales', 'total');
  const stock = await serverCount(stack, 'stock_movements', 'delta');

  await checkout.gotoMenu();
  await checkout.add('Kids Haircut');
  await network.unplug();
  await checkout.add('Argan Oil Shampoo 300ml');
  expect(await checkout.toPayment()).toBe('RM 100.40');
  await checkout.payCash('120');
  const receiptNumber = await checkout.receiptNumber();
  await expect(page.getByText('Sent to the printer')).toBeVisible({ timeout: 30_000 });

  const writes = await printWrites(page);
  expect(writes.length).toBeGreaterThan(1);
  const sizes = writes.map((w) => w.bytes.length);
  expect(sizes.slice(0, -1).every((n) => n === 200)).toBe(true);
  expect(sizes[sizes.length - 1]).toBeLessThanOrEqual(200);
  for (let i = 1; i < writes.length; i++) expect((writes[i]?.at ?? 0) - (writes[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(240);
  const bytes = writes.flatMap((w) => w.bytes);
  expect(bytes.slice(0, 2)).toEqual([0x1b, 0x40]);
  expect(contains(bytes, ascii(receiptNumber))).toBe(true);
  expect(contains(bytes, ascii('RM 100.40'))).toBe(true);
  expect(contains(bytes, [0x1b, 0x70, 0x00])).toBe(true); // cash: drawer kick
  expect(await serverCount(stack, 'sales', 'total')).toEqual(sales);

  await network.plug();
  await expect.poll(async () => serverCount(stack, 'sales', 'total'), { timeout: 30_000 }).toEqual({ count: sales.count + 1, sum: sales.sum + 10_040 });
  await expect.poll(async () => serverCount(stack, 'stock_movements', 'delta'), { timeout: 30_000 }).toEqual({ count: stock.count + 1, sum: stock.sum - 1 });
  const repeated = await fetch(`${stack.apiUrl}/__count/sales?businessId=0195f0a0-0000-7000-8000-000000000001&duplicatesBy=receipt_number`);
  expect(((await repeated.json()) as { duplicates: unknown[] }).duplicates).toEqual([]);
});

test('two devices selling offline never share a receipt number', async ({ network, stack }) => {
  test.setTimeout(180_000);
  const numbers: string[] = [];
  const sales = await serverCount(stack, 'sales');
  // Two devices, each with a cable of its own (closed after the test).
  const devices = await Promise.all([network.newDevice(), network.newDevice()]);
  const pages = await Promise.all(devices.map((d) => d.context.newPage()));
  for (const page of pages) await signIn(page);
  for (const [i, page] of pages.entries()) {
    await devices[i]?.unplug();
    const checkout = new CheckoutPage(page);
    await checkout.gotoMenu();
    await checkout.add('Eyebrow Threading');
    await checkout.toPayment();
    await checkout.payCash('30');
    numbers.push(await checkout.receiptNumber());
  }
  expect(new Set(numbers).size).toBe(2);
  for (const device of devices) await device.plug();
  await expect.poll(async () => (await serverCount(stack, 'sales')).count, { timeout: 30_000 }).toBe(sales.count + 2);
});

test('a refund is a new record with a reason', async ({ page, stack }) => {
  await signIn(page);
  const refunds = await serverCount(stack, 'refunds', 'amount');
  const checkout = new CheckoutPage(page);
  await checkout.gotoMenu();
  await checkout.add('Nail Polish (Rose)');
  await checkout.toPayment();
  await checkout.payCash('25');
  const receiptNumber = await checkout.receiptNumber();
  await page.goto('/transactions/payments');
  await page.getByRole('list', { name: 'Payments' }).getByRole('link', { name: new RegExp(receiptNumber) }).click();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('5');
  await dialog.getByLabel('Reason').fill('Customer unhappy with fringe');
  await dialog.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(page.getByRole('region', { name: 'Refunds and voids' })).toContainText('Customer unhappy with fringe');
  await expect.poll(async () => serverCount(stack, 'refunds', 'amount'), { timeout: 30_000 }).toEqual({ count: refunds.count + 1, sum: refunds.sum + 500 });
});

test('a shift opens with a float, takes cash out, and closes with its Z report', async ({ page, stack }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const shifts = await serverCount(stack, 'shifts');
  await page.goto('/checkout/shift');
  await page.getByRole('textbox', { name: 'Opening float' }).fill('200');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByText('Shift open with a float of RM 200.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount (or counted cash to close)' }).fill('15');
  await page.getByRole('button', { name: 'Cash out' }).click();
  await expect(page.getByRole('list', { name: 'Cash in and out' })).toContainText('RM 15.00');

  const checkout = new CheckoutPage(page);
  await checkout.gotoMenu();
  await checkout.add('Eyebrow Threading');
  await checkout.toPayment();
  await checkout.payCash('50'); // 21.60 due
  await page.goto('/checkout/shift');
  await page.getByRole('textbox', { name: 'Amount (or counted cash to close)' }).fill('206.60');
  await page.getByRole('button', { name: 'Close shift with counted cash' }).click();
  const z = page.getByRole('figure', { name: 'Z report' });
  await expect(z).toContainText(/Z-BGS-[0-9A-Z]{5}-0001/);
  await expect(z).toContainText(/Expected cash\s+RM 206\.60/);
  await expect(z).toContainText(/Difference\s+RM 0\.00/);
  await expect.poll(async () => (await serverCount(stack, 'shifts')).count, { timeout: 30_000 }).toBe(shifts.count + 1);
});
