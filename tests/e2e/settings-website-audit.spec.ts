import type { Page } from '@playwright/test';
import { test, expect, DEMO_BUSINESS_ID, DEMO_PASSWORD, OWNER } from './fixtures';
import { axeBlocking, screenshotAll } from './pages/Screens';
import { SignInPage } from './pages/SignInPage';
import { TeamPage } from './pages/TeamPage';
import type { StackProcess } from './stack-process';

test.describe.configure({ timeout: 240_000 });

/** Signs in as the owner and waits for the first screen (slow on a loaded machine: its chunk loads first). */
async function signInAsOwner(page: Page): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 90_000 });
}

const SEEDED_FACEBOOK = 'https://www.facebook.com/demosalon.kl';

async function serverFacebook(stack: StackProcess): Promise<string | undefined> {
  const response = await fetch(`${stack.apiUrl}/__rows/website_settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessId: DEMO_BUSINESS_ID, ids: [DEMO_BUSINESS_ID] }),
  });
  expect(response.ok).toBe(true);
  const row = ((await response.json()) as { rows: { settings: { socialMedia?: { facebook?: string } } }[] }).rows[0];
  return row?.settings.socialMedia?.facebook;
}

test('a website setting saved offline is refused at the field when bad, then reaches the server', async ({ page, network, stack }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOwner(page);
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.goto('/settings/website/socialMediaIcon');
  const facebook = page.getByRole('textbox', { name: 'Facebook page' });
  await expect(facebook).toHaveValue(SEEDED_FACEBOOK, { timeout: 30_000 });
  const banner = page.getByRole('region', { name: 'Unsaved changes' });

  await network.unplug();
  await facebook.fill('javascript:alert(1)');
  await banner.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a web address.', { exact: true })).toBeVisible();
  const fresh = `https://www.facebook.com/demosalon-${Date.now().toString(36)}`;
  await facebook.fill(fresh);
  await banner.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved on this device', { exact: false }).first()).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await serverFacebook(stack)).toBe(SEEDED_FACEBOOK);

  await network.plug();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => serverFacebook(stack), { timeout: 30_000 }).toBe(fresh);

  // The seeded link back, for the specs that follow on this stack.
  await facebook.fill(SEEDED_FACEBOOK);
  await banner.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => serverFacebook(stack), { timeout: 30_000 }).toBe(SEEDED_FACEBOOK);
});

test('an owner changes a member’s rights and the audit log shows who changed what, before and after', async ({ page }) => {
  const team = new TeamPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOwner(page);
  await team.open();
  await team.row(/Priya Subramaniam/).click();
  const roles = await team.tab('Roles and permissions');
  const catalogue = roles.getByRole('button', { name: / Catalogue$/ });
  const before = ((await catalogue.textContent()) ?? '').includes('Edit') ? 'Edit' : 'View';
  const after = before === 'Edit' ? 'View' : 'Edit';
  await team.setLevel('Catalogue', after);
  await team.save('Save roles');
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });

  await page.goto('/settings/business/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /Area$/ }).click();
  await page.getByRole('option', { name: 'team members', exact: true }).click();
  const entries = page.getByRole('list', { name: 'Changes, newest first' });
  const newest = entries.getByRole('listitem').first();
  await expect(newest).toContainText('Aisyah Rahman');
  await expect(newest).toContainText('changed team members');
  await newest.getByText('changed team members').click();
  const permissions = newest.getByRole('row', { name: /^permissions/ });
  await expect(permissions).toBeVisible();
  const level = after === 'Edit' ? 2 : 1;
  await expect(permissions.getByRole('cell').nth(1)).toContainText(`"catalogues":${level}`);
  await expect(permissions.getByRole('cell').nth(0)).not.toContainText(`"catalogues":${level}`);
  await page.screenshot({ path: 'tests/e2e/screenshots/settings-audit-1280.png', fullPage: true, animations: 'disabled' });

  // Rights back as they were, for the specs that follow on this stack.
  await page.goBack();
  await team.tab('Roles and permissions');
  await team.setLevel('Catalogue', before);
  await team.save('Save roles');
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test('the data-privacy page says what the retention period does and when it last ran', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOwner(page);
  await page.goto('/settings/website/dataPrivacy');
  await expect(page.getByRole('textbox', { name: 'Keep customer data for (months)' })).toHaveValue('36', { timeout: 30_000 });
  await expect(page.getByText(/^Every day, customers with no visit, appointment, sale or balance change for 36 months/)).toBeVisible();
  // The server ran the retention job at its start: the demo salon's customers are all recent.
  await expect(page.getByText(/Last run .+: 0 customers erased\./)).toBeVisible({ timeout: 30_000 });
  expect(await axeBlocking(page, 'dataPrivacy')).toEqual([]);
  await screenshotAll(page, 'settings-data-privacy');
});
