import { test, expect, DEMO_BUSINESS_ID, OWNER } from './fixtures';
import { ShellPage } from './pages/ShellPage';
import { IdentityApi } from './pages/IdentityApi';
import { DEMO_PASSWORD } from './fixtures';

const STAFF = 'staff@demo.test';
const ADMIN = 'admin@demo.test';
const STAFF_ID = '0195f0a0-0000-7000-8000-0000000000a3';

test.describe.configure({ mode: 'serial' });

test('staff see fewer menu items than the owner and cannot open org settings by URL', async ({ page, network }) => {
  const owner = new ShellPage(page);
  await owner.signInAs(OWNER);
  const ownerItems = await owner.navLabels();
  expect(ownerItems).toEqual(expect.arrayContaining(['Dashboard', 'Reports', 'Team', 'Settings']));
  await page.goto('/settings/org/business');
  await expect(page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible();

  const { context } = await network.newDevice();
  const staffPage = await context.newPage();
  const staff = new ShellPage(staffPage);
  await staff.signInAs(STAFF);
  const staffItems = await staff.navLabels();
  expect(staffItems.length).toBeLessThan(ownerItems.length);
  expect(staffItems).not.toContain('Reports');
  expect(staffItems).not.toContain('Team');
  expect(staffItems).toEqual(expect.arrayContaining(['Dashboard', 'Checkout', 'Customers']));

  await staffPage.goto('/settings/org/business');
  await expect(staffPage.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  await staffPage.goto('/reports/sales');
  await expect(staffPage.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  // The settings view of the navigation has no organisation-only entries for staff.
  await staffPage.goto('/settings/all');
  await expect(staff.nav.getByRole('button', { name: 'Back to menu' })).toBeVisible();
  await expect(staff.nav.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(staff.nav.getByRole('link', { name: 'Business' })).toHaveCount(0);
  await context.close();
});

test('the server refuses a staff token on an admin-only route', async ({ stack }) => {
  const identity = await IdentityApi.of(stack.appUrl);
  const staffToken = await identity.idToken(STAFF, DEMO_PASSWORD);
  const asStaff = (path: string, body: unknown) =>
    fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const issue = await asStaff(`/b/${DEMO_BUSINESS_ID}/overrideTokens`, { businessId: DEMO_BUSINESS_ID, perspective: 'org-admin' });
  expect(issue.status).toBe(403);
  const validate = await asStaff(`/b/${DEMO_BUSINESS_ID}/validateBusinessOverride`, { token: 'x' });
  expect(validate.status).toBe(403);
  const initial = await asStaff('/initial', {
    businessId: DEMO_BUSINESS_ID,
    userId: STAFF_ID,
    userEmail: STAFF,
    overwritingBusinessId: '0195f0a0-0000-7000-8000-0000000000ff',
  });
  expect(initial.status).toBe(403);
  // The same token is fine where staff belong.
  const own = await asStaff('/initial', { businessId: DEMO_BUSINESS_ID, userId: STAFF_ID, userEmail: STAFF });
  expect(own.status).toBe(200);
});

test('bottom navigation at 390 px: four items, a toggle and a grid of the rest', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = new ShellPage(page);
  await shell.signInAs(OWNER);
  const bar = shell.nav;
  await expect(bar.getByRole('link')).toHaveCount(4);
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const more = bar.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(bar.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.getByRole('link', { name: 'Reports' })).toBeVisible();
  // The grid is in pages of six tiles: Settings is on the second.
  await shell.navDot(2, 2).click();
  await bar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/all$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // Settings: a back control and the settings sub-menus.
  await bar.getByRole('button', { name: 'Settings' }).click();
  await shell.navDot(2, 2).click();
  await bar.getByRole('button', { name: 'Account' }).click();
  await bar.getByRole('link', { name: 'Appearance' }).click();
  await expect(page.getByRole('heading', { name: 'Appearance', level: 1 })).toBeVisible();
  await bar.getByRole('button', { name: 'Back to menu' }).click();
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('switching to Malay changes the navigation labels, and it is remembered', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs(OWNER);
  await expect(shell.nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  const drawer = await shell.openLanguage();
  await drawer.getByRole('radio', { name: 'Bahasa Melayu' }).click();
  const malayNav = page.getByRole('navigation', { name: 'Utama' });
  await expect(malayNav.getByRole('link', { name: 'Pelanggan' })).toBeVisible();
  await expect(malayNav.getByRole('link', { name: 'Papan pemuka' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');
  await page.reload();
  await expect(malayNav.getByRole('link', { name: 'Pelanggan' })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => localStorage.setItem('bookit-locale-preferences', JSON.stringify({ locale: 'en' })));
});

test('notifications: newest first, opening one marks it read, mark all read and archive all', async ({ page, stack }) => {
  const shell = new ShellPage(page);
  await shell.signInAs(OWNER);
  await expect.poll(() => shell.unreadCount(), { timeout: 30_000 }).toBeGreaterThan(1);
  const before = await shell.unreadCount();
  const drawer = await shell.openNotifications();
  const unread = drawer.locator('.notification[data-unread]');
  // A booking's notification (the inbox also holds low-stock alerts, which open the product).
  const booking = unread.filter({ hasText: 'New booking' }).first();
  await expect(booking).toBeVisible();
  await booking.click();
  // Its deep link opens the booking; the badge drops by one.
  await expect(page).toHaveURL(/\/appointments\/.+\/details$/);
  await expect.poll(() => shell.unreadCount()).toBe(before - 1);

  const again = await shell.openNotifications();
  await again.getByRole('button', { name: 'Mark all read' }).click();
  await expect(again.locator('.notification[data-unread]')).toHaveCount(0);
  await expect.poll(() => shell.unreadCount()).toBe(0);

  // The server has it too (the sync worker sent the actions).
  const token = await (await IdentityApi.of(stack.appUrl)).idToken(OWNER, DEMO_PASSWORD);
  const unreadOnServer = async () => {
    const response = await fetch(`${stack.apiUrl}/b/${DEMO_BUSINESS_ID}/u/0195f0a0-0000-7000-8000-0000000000a1/notification`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { read: false } }),
    });
    return ((await response.json()) as { result: unknown[] }).result.length;
  };
  await expect.poll(unreadOnServer, { timeout: 30_000 }).toBe(0);

  await again.getByRole('button', { name: 'Archive all' }).click();
  await expect(again.getByText('No notifications')).toBeVisible();
});

test('a provider admin sees the debug button, and an invalid override token shows its error', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs(ADMIN);
  await page.getByRole('banner').getByRole('button', { name: 'Debug' }).click();
  const modal = page.getByRole('dialog', { name: 'Provider admin tools' });
  await expect(modal.getByRole('tab', { name: 'Merchant account' })).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Features' })).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Roles and permissions' })).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Clickstream' })).toBeVisible();
  await modal.getByLabel('Override token').fill('eyJhbGciOiJIUzI1NiJ9.e30.not-a-real-signature');
  await modal.getByRole('button', { name: 'Check and apply' }).click();
  await expect(modal.getByText('Invalid Business Override Token')).toBeVisible();

  await modal.getByRole('tab', { name: 'Clickstream' }).click();
  await modal.getByRole('button', { name: 'Flush now' }).click();
  await expect(modal.getByText('Events flushed successfully!')).toBeVisible();
});

test('staff do not get the debug button', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signInAs(STAFF);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Debug' })).toHaveCount(0);
});

test('error reports made offline are queued by the service worker and delivered exactly once later', async ({ page, network, stack }) => {
  const shell = new ShellPage(page);
  await shell.signInAs(OWNER);
  await shell.waitForServiceWorker();
  const ids: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/frontendError')) {
      const body = request.postDataJSON() as { id?: string } | null;
      if (body?.id) ids.push(body.id);
    }
  });

  await network.unplug();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('offline report one');
    });
    setTimeout(() => void Promise.reject(new Error('offline report two')));
  });
  await expect.poll(() => ids.length).toBe(2);
  await expect.poll(() => shell.queuedTelemetry()).toBeGreaterThanOrEqual(2);

  await network.plug();
  await expect.poll(() => shell.queuedTelemetry(), { timeout: 30_000 }).toBe(0);
  // Each report is on the server once: sending the same id again stores nothing.
  for (const id of ids) {
    const response = await fetch(`${stack.apiUrl}/frontendError`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, error: 'delivery check' }),
    });
    expect(await response.json()).toMatchObject({ id, stored: false });
  }
});
