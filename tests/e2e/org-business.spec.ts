import { test, expect, OWNER } from './fixtures';
import { BusinessSettingsPage } from './pages/BusinessSettingsPage';
import { ShellPage } from './pages/ShellPage';

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
