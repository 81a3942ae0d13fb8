import { test, expect, DEMO_BUSINESS_ID } from './fixtures';
import { parseCsv } from '@/lib/import/csv';
import { serverCount, signInAtTill as signIn } from './pages/CheckoutPage';
import { CustomerImportPage } from './pages/CustomerImportPage';
import type { StackProcess } from './stack-process';

async function serverProducts(stack: StackProcess): Promise<{ count: number; duplicates: { value: unknown; count: number }[] }> {
  const response = await fetch(`${stack.apiUrl}/__count/products?businessId=${DEMO_BUSINESS_ID}&duplicatesBy=sku`);
  expect(response.ok).toBe(true);
  return (await response.json()) as { count: number; duplicates: { value: unknown; count: number }[] };
}

/** 500 rows: 480 new products, 12 bad rows (no name, or a price that is not an amount), 8 repeating an earlier SKU. */
function productRows(token: string): string {
  const lines = ['Product name,SKU,Category,Price,Cost,SST'];
  let bad = 0;
  let repeated = 0;
  for (let i = 0; i < 480; i++) {
    lines.push(`Imported ${token} ${i},${token}-${i},Imported,${(10 + (i % 90)).toFixed(2)},5,yes`);
    if (i % 40 === 39) {
      lines.push(bad % 2 === 0 ? `,${token}-x${bad},Imported,12,,` : `Broken ${token} ${bad},${token}-x${bad},Imported,twelve,,`);
      bad += 1;
    }
    if (i % 60 === 59) {
      lines.push(`Again ${token} ${repeated},${token}-${i},Imported,20,,`);
      repeated += 1;
    }
  }
  expect([bad, repeated, lines.length - 1]).toEqual([12, 8, 500]);
  return `${lines.join('\n')}\n`;
}

test.describe.configure({ timeout: 360_000 });

test('imports 500 products with bad rows: reasons at the row, failed rows to download, each good row once on the server', async ({ page, stack }) => {
  await signIn(page);
  const before = await serverProducts(stack);
  await page.goto('/catalogues/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import products', level: 1 })).toBeVisible();

  const importer = new CustomerImportPage(page);
  const token = `p${Date.now().toString(36)}`;
  await importer.chooseFile('products.csv', productRows(token));
  await importer.checkRows();
  await expect(importer.count('valid')).toHaveText('480');
  await expect(importer.count('invalid')).toHaveText('12');
  await expect(importer.count('duplicate')).toHaveText('8');
  await expect(importer.count('existing')).toHaveText('0');
  await expect(page.getByText('20 rows need attention')).toBeVisible();

  const failed = parseCsv(await importer.downloadFailed());
  expect(failed.headers).toEqual(['Line', 'Product name', 'SKU', 'Category', 'Price', 'Cost', 'SST', 'Reason']);
  expect(failed.rows.filter((r) => r[7] === 'Name: Enter a name.')).toHaveLength(6);
  expect(failed.rows.filter((r) => r[7] === 'Price: Enter an amount such as 85 or 85.50.')).toHaveLength(6);
  expect(failed.rows.filter((r) => r[7]?.startsWith('Same SKU or name as line'))).toHaveLength(8);

  await page.getByRole('button', { name: 'Import 480 products' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(importer.tally).toContainText('Imported 480, updated 0, skipped 8, failed 12.');
  await expect.poll(async () => (await serverProducts(stack)).count, { timeout: 120_000 }).toBe(before.count + 480);
  const after = await serverProducts(stack);
  expect(after.duplicates.filter((d) => String(d.value).startsWith(token))).toEqual([]);
  expect((await serverCount(stack, 'products')).count).toBe(before.count + 480);

  // The imported products are in the catalogue, found by SKU.
  await page.goto('/catalogues/products');
  await page.getByRole('searchbox', { name: 'Search name, SKU or barcode' }).fill(`${token}-7`);
  await expect(page.getByRole('list', { name: 'Products' })).toContainText(`Imported ${token} 7`, { timeout: 30_000 });
});
