import { test, expect, DEMO_BUSINESS_ID, DEMO_PASSWORD, OWNER } from './fixtures';
import { parseCsv } from '@/lib/import/csv';
import { SignInPage } from './pages/SignInPage';
import { ShellPage } from './pages/ShellPage';
import { AppHooks } from './pages/AppHooks';
import { CustomerImportPage } from './pages/CustomerImportPage';
import type { StackProcess } from './stack-process';

async function serverCustomers(stack: StackProcess): Promise<{ count: number; duplicates: { value: unknown; count: number }[] }> {
  const response = await fetch(`${stack.apiUrl}/__count/customers?businessId=${DEMO_BUSINESS_ID}&duplicatesBy=email`);
  expect(response.ok).toBe(true);
  return (await response.json()) as { count: number; duplicates: { value: unknown; count: number }[] };
}

/** 1,000 rows: 950 new customers, 20 bad rows (no first name, or a broken e-mail), 30 repeating an earlier row's e-mail. */
function thousandRows(token: string): string {
  const lines = ['First name,Last name,Email,Phone'];
  let bad = 0;
  let repeated = 0;
  for (let i = 0; i < 950; i++) {
    lines.push(`Imp${i},${token},imp${i}.${token}@import.test,`);
    if (i % 40 === 39 && bad < 20) {
      lines.push(bad % 2 === 0 ? `,${token},nofirst${bad}.${token}@import.test,` : `Broken${bad},${token},broken${bad}@,`);
      bad += 1;
      lines.push(bad % 2 === 0 ? `,${token},nofirst${bad}.${token}@import.test,` : `Broken${bad},${token},broken${bad}@,`);
      bad += 1;
    }
    if (i % 30 === 29 && repeated < 30) {
      for (let k = 0; k < 3 && repeated < 30; k++) {
        lines.push(`Again${repeated},${token},IMP${i - k}.${token}@import.test,`);
        repeated += 1;
      }
    }
  }
  expect([bad, repeated, lines.length - 1]).toEqual([20, 30, 1000]);
  return `${lines.join('\n')}\n`;
}

test.describe.configure({ timeout: 240_000 });

test('imports 1,000 rows offline, resumes after a reload in the middle, and ends with exactly 950 new customers', async ({ page, network, stack }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
  const shell = new ShellPage(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  await shell.waitForServiceWorker();
  const before = await serverCustomers(stack);

  await page.getByRole('link', { name: 'Import', exact: true }).click();
  const importer = new CustomerImportPage(page);
  await expect(importer.heading).toBeVisible();

  // Offline from here: the file is read, checked and queued on the device.
  await network.unplug();
  const token = `t${Date.now().toString(36)}`;
  await importer.chooseFile('customers.csv', thousandRows(token));
  await importer.checkRows();
  await expect(importer.count('valid')).toHaveText('950');
  await expect(importer.count('invalid')).toHaveText('20');
  await expect(importer.count('duplicate')).toHaveText('30');
  await expect(importer.count('existing')).toHaveText('0');
  await expect(page.getByText('50 rows need attention')).toBeVisible();

  const failed = parseCsv(await importer.downloadFailed());
  expect(failed.headers).toEqual(['Line', 'First name', 'Last name', 'Email', 'Phone', 'Reason']);
  expect(failed.rows).toHaveLength(50);
  expect(failed.rows.filter((r) => r[5] === 'First name: Enter a first name.')).toHaveLength(10);
  expect(failed.rows.filter((r) => r[5] === 'Email: Enter a valid email address.')).toHaveLength(10);
  expect(failed.rows.filter((r) => r[5]?.startsWith('Same phone or email as line'))).toHaveLength(30);

  // The tab "closes" after 400 rows are queued: the import stops there, then the page reloads.
  const hooks = new AppHooks(page);
  await hooks.ready();
  await page.evaluate(() => window.__bookit?.stopImportsAfter(400));
  await page.getByRole('button', { name: 'Import 950 customers' }).click();
  await expect(page.getByText('The import stopped at 400 of 950 rows.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(importer.heading).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The import stopped at 400 of 950 rows.', { exact: false })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '400 rows done, 550 left' })).toBeVisible();
  // Two chunks are queued, and the rows they carry are what waits.
  await expect(page.getByText('400 changes waiting to reach the server.')).toBeVisible();
  await page.getByRole('button', { name: 'Resume import' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(importer.tally).toHaveText('Imported 950, updated 0, skipped 30, failed 20. 950 changes waiting to reach the server.');
  await hooks.ready();
  // Customer creates are queued in chunks of 200 rows, one entry each, that never cross a slice of the run: 2 before the stop, 3 after.
  expect((await hooks.outbox()).byStatus.pending).toBe(5);
  // What waits is counted in customers, not in chunks: signing out now would leave 950 changes behind.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click();
  const leaving = page.getByRole('dialog', { name: '950 changes have not been sent yet' });
  await expect(leaving).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leaving).toBeHidden();
  expect((await serverCustomers(stack)).count).toBe(before.count);

  // Back online: the queue goes out in batches; each row reaches the server once.
  await network.plug();
  await expect.poll(async () => (await hooks.outbox()).total, { timeout: 120_000 }).toBe(0);
  const after = await serverCustomers(stack);
  expect(after.count).toBe(before.count + 950);
  expect(after.duplicates.filter((d) => String(d.value).includes(token))).toEqual([]);
  await expect(importer.tally).toHaveText('Imported 950, updated 0, skipped 30, failed 20.');
});
