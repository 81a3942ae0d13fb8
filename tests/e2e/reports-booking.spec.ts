import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { test, expect, OWNER } from './fixtures';
import { ReportsPage } from './pages/ReportsPage';
import { ShellPage } from './pages/ShellPage';

test.beforeEach(() => {
  test.setTimeout(180_000);
});

// A seeded stylist (Bangsar, 10:00–14:00 and 15:00–20:00, one weekday off) with bookings on every
// day from three days back to three ahead (server/seed/appointments.ts): this week always holds
// some of them, whatever the hour.
const STYLIST = 'Priya Subramaniam';

test('the booking report shows each member’s utilisation, booked hours over working hours, and exports it', async ({ page }) => {
  await new ShellPage(page).signInAs(OWNER);
  const reports = new ReportsPage(page);
  await reports.gotoReport('/reports/booking', 'Bookings', 'Bookings summary');
  await reports.choosePreset('This week');

  await expect(page.getByRole('heading', { name: 'Staff utilisation', level: 2 })).toBeVisible();
  const table = reports.table('Staff utilisation');
  const cells = reports.row(table, STYLIST).getByRole('cell');
  await expect(cells).toHaveCount(3, { timeout: 30_000 });
  await expect(cells.nth(2)).toHaveText(/^\d+\.\d\d%$/);
  const number = async (i: number) => Number((await cells.nth(i).textContent())?.replace(/[,%]/g, ''));
  const [booked, working, rate] = [await number(0), await number(1), await number(2)];
  expect(booked).toBeGreaterThan(0);
  expect(working).toBeGreaterThan(0);
  expect(rate).toBeGreaterThan(0);
  expect(rate).toBeCloseTo((booked / working) * 100, 0);

  // Every column sorts, like the report's other tables.
  await table.getByRole('button', { name: 'Utilisation' }).click();
  await expect(table.getByRole('columnheader', { name: /Utilisation/ })).toHaveAttribute('aria-sort', 'descending');

  // The export holds the utilisation table after the appointments one.
  const csv = await reports.export('CSV');
  const rows = Papa.parse<string[]>((await readFile(await csv.path(), 'utf8')).trim()).data;
  const section = rows.findIndex((r) => r[0] === 'Staff utilisation');
  expect(section).toBeGreaterThan(0);
  expect(rows[section + 1]).toEqual(['Staff member', 'Booked hours', 'Working hours', 'Utilisation']);
  expect(Number(rows.find((r) => r[0] === STYLIST)?.[3])).toBeCloseTo(rate, 1);
});
