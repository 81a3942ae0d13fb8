import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { formatMoney } from '@/lib/money';
import { PACKAGES } from '@server/seed/catalogue';
import { PACKAGE_SALE_DAYS } from '@server/seed/package-sales';
import { test, expect, OWNER } from './fixtures';
import { ReportsPage } from './pages/ReportsPage';
import { ShellPage } from './pages/ShellPage';

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => {
  test.setTimeout(180_000);
});

// No other spec sells this package: its sales are the seed's.
const PACKAGE = "Men's Haircut x5";
// The current 3 years reach back past the oldest seeded sale (420 days).
const ALL_OF_THE_SEED = [3, 'Years', 'Current (including today)'] as const;

test('the packages report counts what the seed sold, and a package opens its sales', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new ShellPage(page).signInAs(OWNER);
  const reports = new ReportsPage(page);
  await page.goto('/reports/all');
  await page.getByRole('link', { name: /^Packages/ }).click();
  await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible({ timeout: 60_000 });
  await reports.gotoReport('/reports/packages', 'Packages', 'Packages summary');
  await reports.chooseRelative(...ALL_OF_THE_SEED);

  const seeded = PACKAGES.find((p) => p.name === PACKAGE);
  const sold = PACKAGE_SALE_DAYS[PACKAGE]?.length ?? 0;
  expect(seeded).toBeDefined();
  const table = reports.table('Packages sold');
  const row = reports.row(table, PACKAGE);
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(5, { timeout: 30_000 });
  await expect(cells.nth(0)).toHaveText(String(sold));
  await expect(cells.nth(1)).toHaveText(formatMoney(sold * (seeded?.price ?? 0), 'myr'));
  await expect(cells.nth(2)).toHaveText(String(sold * 5));
  // Sessions redeemed and left come from the seeded holders' visits (server/seed/package-holdings.ts).
  await expect(cells.nth(3)).toHaveText(/^\d+$/);
  await expect(cells.nth(4)).toHaveText(/^\d+$/);

  const csv = await reports.export('CSV');
  expect(csv.suggestedFilename()).toMatch(/^packages-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = Papa.parse<string[]>((await readFile(await csv.path(), 'utf8')).trim()).data;
  expect(rows[0]).toEqual(['Package', 'Packages sold', 'Revenue', 'Sessions sold', 'Sessions redeemed', 'Sessions left']);
  expect(rows.find((r) => r[0] === PACKAGE)?.slice(0, 4)).toEqual([PACKAGE, String(sold), String((sold * (seeded?.price ?? 0)) / 100), String(sold * 5)]);
  expect(rows.at(-1)?.[0]).toBe('Total');

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('arabica-theme', t), theme);
    await page.reload();
    await expect(reports.summary()).toBeVisible({ timeout: 30_000 });
    await reports.chooseRelative(...ALL_OF_THE_SEED);
    for (const [width, height] of [[390, 844], [820, 1180], [1280, 900]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `tests/e2e/screenshots/reports-packages-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await reports.row(reports.table('Packages sold'), PACKAGE).getByRole('link', { name: PACKAGE }).click();
  await expect(page.getByRole('heading', { name: PACKAGE, level: 1 })).toBeVisible();
  await reports.chooseRelative(...ALL_OF_THE_SEED);
  const sales = reports.table(`Sales of ${PACKAGE}`);
  await expect(sales.getByRole('row')).toHaveCount(sold + 1, { timeout: 30_000 });
  await expect(reports.figure('Sessions sold')).toHaveText(String(sold * 5));
  await page.screenshot({ path: 'tests/e2e/screenshots/reports-package-details-1280-light.png', fullPage: true, animations: 'disabled' });
});

test('member commission: per member with totals, a member drills to their lines, exports CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new ShellPage(page).signInAs(OWNER);
  const reports = new ReportsPage(page);
  await reports.gotoReport('/reports/memberCommission', 'Member commission', 'Commission summary');
  await reports.chooseRelative(...ALL_OF_THE_SEED);
  const table = reports.table('Commission by team member');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  // The seed's hair, therapy and retail patterns paid on its past service sales.
  await expect(reports.figure('Commission earned')).not.toHaveText(formatMoney(0, 'myr'), { timeout: 30_000 });

  const csv = await reports.export('CSV');
  const rows = Papa.parse<string[]>((await readFile(await csv.path(), 'utf8')).trim()).data;
  expect(rows[0]).toEqual(['Staff member', 'Lines sold', 'Net sales', 'Refunds', 'Commission earned', 'Reversed by refunds', 'Net commission']);
  const members = rows.slice(1, -1);
  const total = rows.at(-1) ?? [];
  expect(total[0]).toBe('Total');
  // Money columns are in ringgit (sum in sen); the lines column is a count.
  const sen = (col: number) => members.reduce((a, r) => a + Math.round(Number(r[col]) * 100), 0);
  expect(sen(4)).toBe(Math.round(Number(total[4]) * 100));
  expect(sen(2)).toBe(Math.round(Number(total[2]) * 100));
  expect(members.reduce((a, r) => a + Number(r[1]), 0)).toBe(Number(total[1]));

  const top = members[0]?.[0] ?? '';
  await reports.row(table, top).getByRole('button', { name: top }).click();
  const lines = reports.table(`Sale lines of ${top}`);
  await expect(lines.getByRole('row')).toHaveCount(Number(members[0]?.[1]) + 1, { timeout: 30_000 });
  await page.screenshot({ path: 'tests/e2e/screenshots/reports-member-commission-1280-light.png', fullPage: true, animations: 'disabled' });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('arabica-theme', t), theme);
    await page.reload();
    await expect(reports.summary()).toBeVisible({ timeout: 30_000 });
    await reports.chooseRelative(...ALL_OF_THE_SEED);
    for (const [width, height] of [[390, 844], [820, 1180], [1280, 900]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `tests/e2e/screenshots/reports-member-commission-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
    }
  }
});

test('a staff member without commission rights sees no commission values', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const shell = new ShellPage(page);
  await shell.signInAs('staff@demo.test');
  expect(await shell.navLabels()).not.toContain('Member commission');
  await page.goto('/reports/memberCommission');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Commission earned')).toHaveCount(0);
});
