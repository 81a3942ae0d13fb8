import type { Page } from '@playwright/test';
import { test, expect, OWNER } from './fixtures';
import { ShellPage } from './pages/ShellPage';

// The bottom navigation's pages and dots, and the settings search of the navigation (spec §2.3).
// Screenshots go to tests/e2e/screenshots/ (not committed) for people to look at.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `tests/e2e/screenshots/shell-${name}.png` });
}

test('bottom navigation pages: dots, a click on a dot, the arrow keys and a swipe change the page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const shell = new ShellPage(page);
  await shell.signInAs(OWNER);
  await shell.expandBottomNav();
  // The owner's seven further items: six on the first page, Settings on the second.
  await expect(shell.navDots.getByRole('button')).toHaveCount(2);
  await expect(shell.navDot(1, 2)).toHaveAttribute('aria-current', 'true');
  await expect(shell.nav.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(shell.nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  await shell.navDot(2, 2).click();
  await expect(shell.navDot(2, 2)).toHaveAttribute('aria-current', 'true');
  await expect(shell.nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(shell.nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);

  // Arrow keys from a tile: the other page opens with its first tile focused.
  await shell.nav.getByRole('link', { name: 'Settings' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(shell.nav.getByRole('link', { name: 'Catalogues' })).toBeFocused();
  await expect(shell.navDot(1, 2)).toHaveAttribute('aria-current', 'true');
  // From a dot: focus stays on the dots.
  await shell.navDot(1, 2).focus();
  await page.keyboard.press('ArrowRight');
  await expect(shell.navDot(2, 2)).toBeFocused();
  await expect(shell.navDot(2, 2)).toHaveAttribute('aria-current', 'true');

  // A swipe to the right over the grid goes back a page, and presses no tile.
  const url = page.url();
  const grid = shell.nav.getByRole('list', { name: 'Page 2 of 2' });
  const box = await grid.boundingBox();
  if (!box) throw new Error('the grid has no box');
  const y = box.y + 30;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, y, { steps: 5 });
  await page.mouse.up();
  await expect(shell.navDot(1, 2)).toHaveAttribute('aria-current', 'true');
  await expect(shell.nav.getByRole('link', { name: 'Reports' })).toBeVisible();
  expect(page.url()).toBe(url);
  await shot(page, 'bottom-nav-pages-390');

  // Never more than four dots; following a tile closes the panel.
  expect(await shell.navDots.getByRole('button').count()).toBeLessThanOrEqual(4);
  await shell.nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports\/all$/);
  await expect(shell.navDots).toHaveCount(0);
});

test('settings search at 390 px: a Malay keyword finds its page in the English interface; no match shows an empty state', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const shell = new ShellPage(page);
  await shell.signInAs(OWNER);
  await page.goto('/settings/all');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await shell.expandBottomNav();
  await shell.searchSettings('kata laluan');
  const password = shell.settingsResults.getByRole('link', { name: /^Password/ });
  await expect(password).toBeVisible();
  await expect(password).toContainText('matches “kata laluan”');
  await shot(page, 'settings-search-390-light');

  await shell.searchSettings('zzzz');
  await expect(shell.nav.getByText('No settings match “zzzz”')).toBeVisible();
  await expect(shell.settingsResults).toHaveCount(0);
  await shot(page, 'settings-search-empty-390-light');

  await shell.searchSettings('tukar kata laluan');
  await shell.settingsResults.getByRole('link', { name: /^Password/ }).click();
  await expect(page).toHaveURL(/\/settings\/account\/credentials$/);
  await expect(page.getByRole('heading', { name: 'Password', level: 1 })).toBeVisible();
});

test('settings search in the side navigation: a Chinese keyword finds the device settings; clearing shows the menu again', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const shell = new ShellPage(page);
  await shell.signInAs(OWNER);
  await page.goto('/settings/all');
  await expect(shell.nav.getByRole('link', { name: 'All settings' })).toBeVisible();
  await shell.searchSettings('打印机');
  const device = shell.settingsResults.getByRole('link', { name: /^Device/ });
  await expect(device).toBeVisible();
  await expect(shell.settingsResults.getByRole('link')).toHaveCount(1);
  await expect(shell.nav.getByRole('link', { name: 'All settings' })).toHaveCount(0);
  await shot(page, 'settings-search-1024-light');

  // An organisation page is found too (the owner is an org admin), under its group.
  await shell.searchSettings('komisen');
  await expect(shell.settingsResults.getByRole('link', { name: /^Commission.*Organisation/ })).toBeVisible();

  await shell.nav.getByRole('button', { name: 'Clear search' }).click();
  await expect(shell.nav.getByRole('link', { name: 'All settings' })).toBeVisible();
  await shell.searchSettings('打印机');
  await shell.settingsResults.getByRole('link', { name: /^Device/ }).click();
  await expect(page).toHaveURL(/\/settings\/device$/);
  // A fresh search after following a result.
  await expect(shell.nav.getByRole('searchbox', { name: 'Search settings' })).toHaveValue('');
});

for (const width of [390, 1024]) {
  test(`navigation screenshots at ${width} px, dark`, async ({ page }) => {
    await page.setViewportSize(width < 640 ? PHONE : { width, height: 800 });
    await page.addInitScript(() => localStorage.setItem('arabica-theme', 'dark'));
    const shell = new ShellPage(page);
    await shell.signInAs(OWNER);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    if (width < 640) {
      await shell.expandBottomNav();
      await expect(shell.navDot(1, 2)).toBeVisible();
      await shot(page, 'bottom-nav-pages-390-dark');
    }
    await page.goto('/settings/all');
    if (width < 640) await shell.expandBottomNav();
    await shell.searchSettings('tema');
    await expect(shell.settingsResults.getByRole('link')).toHaveCount(2);
    await shot(page, `settings-search-${width}-dark`);
    await shell.searchSettings('zzzz');
    await expect(shell.nav.getByText('No settings match “zzzz”')).toBeVisible();
    await shot(page, `settings-search-empty-${width}-dark`);
  });
}
