import { test, expect, OWNER } from './fixtures';
import { AccountPage } from './pages/AccountPage';
import { ShellPage } from './pages/ShellPage';
import { TeamPage } from './pages/TeamPage';

const STAFF = 'staff@demo.test';
const SHOTS = 'tests/e2e/screenshots';
// A 2×2 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001449444154789c63f8cfc0c000c20cffffffff0f001fee05fbb0b897c90000000049454e44ae426082', 'hex');

test.describe.configure({ mode: 'serial' });

test('a staff member renames themselves and changes their photo offline; the team sees it; low stock switched off', async ({ page, network }) => {
  test.setTimeout(300_000);
  const shell = new ShellPage(page);
  const account = new AccountPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shell.signInAs(STAFF);
  // The first pull of the demo salon can take a while on a busy machine.
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 150_000 });
  await shell.waitForServiceWorker();
  await account.openGeneral();
  await expect(account.field('E-mail')).toHaveValue(STAFF);
  await expect(account.field('E-mail')).toHaveAttribute('readonly', '');

  // Offline: a new name and a new photo, both kept on the device and shown at once.
  await network.unplug();
  await account.field('First name').fill('');
  await account.unsavedBanner().getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a first name', { exact: false })).toBeVisible();
  await account.field('First name').fill('Meiling');
  await account.field('Last name').fill('Wong-Tan');
  await account.save();
  await expect(page.getByText('Profile saved on this device', { exact: false })).toBeVisible();
  await account.choosePhoto({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(account.photo).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('will upload when you are back online', { exact: false })).toBeVisible();
  await expect(account.field('First name')).toHaveValue('Meiling');

  // Back online: the photo uploads, the profile syncs.
  await network.plug();
  await expect(account.photo).toHaveAttribute('src', /\/bookit-assets\/[0-9a-f-]+\/profileImage\/[0-9a-f-]+\.png$/, { timeout: 30_000 });
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('arabica-theme', t), theme);
    await page.reload();
    for (const [width, height] of [[390, 844], [820, 1180], [1280, 900]] as const) {
      await page.setViewportSize({ width, height });
      await expect(account.field('First name')).toHaveValue('Meiling', { timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}/settings-account-general-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
    }
  }

  // Notifications: low stock off, kept after a reload.
  await page.setViewportSize({ width: 1280, height: 900 });
  await account.openNotifications();
  await expect(page.getByText("Each morning at 08:00 in your branch's time zone", { exact: false })).toBeVisible();
  await expect(account.switch('Low stock')).toBeChecked();
  await account.toggle('Low stock');
  await expect(account.switch('Low stock')).not.toBeChecked();
  await account.save();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(account.switch('Low stock')).not.toBeChecked({ timeout: 30_000 });
  await expect(account.switch('New booking')).toBeChecked();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('arabica-theme', t), theme);
    await page.reload();
    for (const [width, height] of [[390, 844], [820, 1180], [1280, 900]] as const) {
      await page.setViewportSize({ width, height });
      await expect(account.switch('Low stock')).not.toBeChecked({ timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}/settings-account-notifications-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
    }
  }
  await page.evaluate(() => localStorage.setItem('arabica-theme', 'light'));

  // The owner, on their own device, sees the new name in the team list.
  const { context: other } = await network.newDevice({ viewport: { width: 1280, height: 900 } });
  const ownerPage = await other.newPage();
  await new ShellPage(ownerPage).signInAs(OWNER);
  const team = new TeamPage(ownerPage);
  await team.open();
  await expect(team.row(/Meiling Wong-Tan/)).toBeVisible({ timeout: 150_000 });
  // The owner has the daily summary on: the drawer holds this morning's, with the day's figures.
  const drawer = await new ShellPage(ownerPage).openNotifications();
  const summary = drawer.locator('.notification').filter({ hasText: 'Daily summary' }).filter({ hasText: "Yesterday's sales: RM" });
  await expect(summary).toHaveCount(1, { timeout: 30_000 });
  for (const [width, height] of [[390, 844], [820, 1180], [1280, 900]] as const) {
    await ownerPage.setViewportSize({ width, height });
    await summary.scrollIntoViewIfNeeded();
    await ownerPage.screenshot({ path: `${SHOTS}/settings-account-daily-summary-${width}-light.png`, animations: 'disabled' });
  }
  await ownerPage.setViewportSize({ width: 1280, height: 900 });
  await ownerPage.keyboard.press('Escape');

  // Put the seeded name back for the specs that look for it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await account.openGeneral();
  await account.field('First name').fill('Mei Ling');
  await account.field('Last name').fill('Wong');
  await account.save();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(account.field('First name')).toHaveValue('Mei Ling');
});
