import { test, expect, OWNER } from './fixtures';
import { BusinessSettingsPage } from './pages/BusinessSettingsPage';
import { ShellPage } from './pages/ShellPage';
import { TeamPage } from './pages/TeamPage';

const MANAGER = 'manager@demo.test';
const RENAMED = 'Demo Salon Bangsar';

test.describe.configure({ timeout: 240_000 });

test('an owner renames the business offline; it syncs and another device shows the new name; a branch admin has no Business settings', async ({ page, network }) => {
  const shell = new ShellPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shell.signInAs(OWNER);
  const business = new BusinessSettingsPage(page);
  await business.open();
  await expect(business.name).toHaveValue('Demo Salon');
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await shell.waitForServiceWorker();

  // A branch admin's device: the header names the business; the settings list has no Business entry.
  const manager = await network.newDevice({ viewport: { width: 1280, height: 900 } });
  const other = await manager.context.newPage();
  await new ShellPage(other).signInAs(MANAGER);
  const otherBusiness = new BusinessSettingsPage(other);
  await expect(otherBusiness.headerName('Demo Salon')).toBeVisible({ timeout: 30_000 });
  await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(other.getByRole('main').getByRole('link', { name: 'Branches' })).toBeVisible();
  await expect(other.getByRole('main').getByRole('link', { name: 'Business' })).toHaveCount(0);

  await network.unplug();
  // A bad short code is refused at the field, before anything is saved.
  await business.shortCode.fill('Not a code!');
  await expect(business.form.getByText('Use 3 to 40 lowercase letters', { exact: false })).toBeVisible();
  await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
  await expect(business.shortCode).not.toHaveValue('Not a code!');

  await business.name.fill(RENAMED);
  await business.save();
  await expect(page.getByText('saved on this device', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Sync status' }).getByText('Offline', { exact: true })).toBeVisible();
  await expect(business.headerName(RENAMED)).toBeVisible();

  await network.plug();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The other device gets it with its next pull (a reload pulls at once).
  await other.reload();
  await expect(otherBusiness.headerName(RENAMED)).toBeVisible({ timeout: 30_000 });

  await page.reload();
  await expect(business.name).toHaveValue(RENAMED, { timeout: 30_000 });
  await page.screenshot({ path: 'tests/e2e/screenshots/org-business-1280.png', fullPage: true, animations: 'disabled' });

  // Put the demo name back for the tests that follow on this stack.
  await business.name.fill('Demo Salon');
  await business.save();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(business.headerName('Demo Salon')).toBeVisible();
});

// A 2×2 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001449444154789c63f8cfc0c000c20cffffffff0f001fee05fbb0b897c90000000049454e44ae426082', 'hex');

test('an owner chooses a logo offline: it shows at once, uploads with the connection, and shows after a reload offline', async ({ page, network }) => {
  const shell = new ShellPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shell.signInAs(OWNER);
  const business = new BusinessSettingsPage(page);
  await business.open();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await shell.waitForServiceWorker();

  await network.unplug();
  const logo = business.form.getByRole('img', { name: 'Logo' });
  await business.form.locator('input[type="file"]').first().setInputFiles({ name: 'salon-logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect(business.form.getByText('will upload when you are back online', { exact: false })).toBeVisible();

  await network.plug();
  await expect(logo).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/bookit-assets\/[0-9a-f-]+\/businessLogo\/[0-9a-f-]+\.png$/, { timeout: 30_000 });
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  const src = (await logo.getAttribute('src')) ?? '';
  const stored = await fetch(src);
  expect(stored.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await stored.arrayBuffer())).toEqual(PNG);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(2);

  await network.unplug();
  await page.reload();
  await expect(logo).toHaveAttribute('src', src, { timeout: 30_000 });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(2);
  await page.screenshot({ path: 'tests/e2e/screenshots/org-business-logo-1280.png', fullPage: true, animations: 'disabled' });

  // Removed again (online), for the tests that follow on this stack.
  await network.plug();
  await business.form.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(logo).toHaveCount(0);
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test('an owner gives a team member a photo: it uploads and their profile shows it', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shell.signInAs(OWNER);
  const team = new TeamPage(page);
  await team.open();
  await team.row(/Daniel Tan/).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  const photo = profile.getByRole('img', { name: 'Photo' });
  await profile.locator('input[type="file"]').first().setInputFiles({ name: 'daniel.png', mimeType: 'image/png', buffer: PNG });
  await expect(photo).toHaveAttribute('src', /\/bookit-assets\/[0-9a-f-]+\/profileImage\/[0-9a-f-]+\.png$/, { timeout: 30_000 });
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(photo).toHaveAttribute('src', /\/profileImage\//, { timeout: 30_000 });

  // Removed again, for the tests that follow on this stack.
  await profile.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(photo).toHaveCount(0);
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
});
