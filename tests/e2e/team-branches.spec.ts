import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';

const SHOTS = 'tests/e2e/screenshots';

test('an owner opens a branch with its address and hours, then switches to it', async ({ page }) => {
  test.setTimeout(240_000);
  const signIn = new SignInPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
  // A cold stack's first sign-in pulls the whole demo business first.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.goto('/settings/branch');
  await expect(page.getByRole('heading', { name: 'Branches', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Branches' }).getByText('Petaling Jaya (PJ)')).toBeVisible();

  await page.getByRole('link', { name: 'New branch' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mont Kiara');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('mk');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Jalan Kiara');
  await page.getByRole('textbox', { name: 'Unit or suite', exact: true }).fill('Unit 3A');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Kuala Lumpur');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('50480');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('WP Kuala Lumpur');
  await page.getByRole('group', { name: 'Opening hours' }).getByText('Saturday', { exact: true }).click();
  await page.getByRole('button', { name: 'Create branch' }).click();
  await expect(page.getByText('Branch saved', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mont Kiara', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete branch' })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/team-branch-details-1280.png`, fullPage: true, animations: 'disabled' });

  // The new branch is in the switcher at once (made on this device), and switching keeps it.
  await page.getByRole('button', { name: 'Bangsar' }).click();
  await page.getByRole('menuitem', { name: 'Mont Kiara' }).click();
  await expect(page.getByRole('button', { name: 'Mont Kiara' })).toBeVisible();
  await page.goto('/settings/branch');
  await expect(page.getByRole('list', { name: 'Branches' }).getByText('Mont Kiara (MK)')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Mont Kiara' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/team-branches-390.png`, fullPage: true, animations: 'disabled' });
});
