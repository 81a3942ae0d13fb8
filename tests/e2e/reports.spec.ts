import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { test, expect } from './fixtures';
import { AppHooks } from './pages/AppHooks';
import { CheckoutPage, serverCount, signInAtTill as signIn } from './pages/CheckoutPage';
import { ReportsPage } from './pages/ReportsPage';

test.describe.configure({ mode: 'serial' });
// A first sign-in installs the service worker (precache) before the till works offline: slow on a busy machine.
test.beforeEach(() => {
  test.setTimeout(180_000);
});

test('a sale made offline shows in today’s sales report before sync, and stays right after', async ({ page, network, stack }) => {
  await signIn(page);
  const reports = new ReportsPage(page);
  await reports.gotoSales();
  await reports.choosePreset('Today');
  const before = Number((await reports.figure('Sales').textContent())?.replace(/,/g, ''));
  expect(Number.isInteger(before)).toBe(true);
  const sales = await serverCount(stack, 'sales', 'total');

  const checkout = new CheckoutPage(page);
  await checkout.gotoMenu();
  await network.unplug();
  await checkout.add('Kids Haircut');
  await checkout.toPayment();
  await checkout.payCash('200');

  await reports.gotoSales();
  await reports.choosePreset('Today');
  await expect(reports.figure('Sales')).toHaveText(String(before + 1));
  expect(await serverCount(stack, 'sales', 'total')).toEqual(sales);

  await network.plug();
  await new AppHooks(page).drain({ timeout: 30_000, press: true });
  await expect.poll(async () => (await serverCount(stack, 'sales', 'total')).count, { timeout: 30_000 }).toBe(sales.count + 1);
  // Now counted by the server's rollup instead of the outbox: once, not twice.
  await expect(reports.figure('Sales')).toHaveText(String(before + 1), { timeout: 30_000 });
  await page.reload();
  await reports.choosePreset('Today');
  await expect(reports.figure('Sales')).toHaveText(String(before + 1));
});

test('a report exports to CSV and XLSX files that read back', async ({ page }) => {
  await signIn(page);
  const reports = new ReportsPage(page);
  await reports.gotoSales();
  await reports.choosePreset('Today');
  const count = Number((await reports.figure('Sales').textContent())?.replace(/,/g, ''));
  expect(count).toBeGreaterThan(0);

  const csv = await reports.export('CSV');
  expect(csv.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = Papa.parse<string[]>((await readFile(await csv.path(), 'utf8')).trim()).data;
  expect(rows[0]).toEqual(['Day', 'Sales', 'Gross sales', 'Discounts', 'Net sales', 'Service charge', 'SST', 'Tips', 'Refunds']);
  expect(rows).toHaveLength(2);
  expect(Number(rows[1]?.[1])).toBe(count);

  const xlsx = await reports.export('XLSX');
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(await xlsx.path());
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Day');
  expect(sheet?.getRow(2).getCell(2).value).toBe(count);
  expect(sheet?.getRow(2).getCell(3).value).toBe(Number(rows[1]?.[2]));
});
