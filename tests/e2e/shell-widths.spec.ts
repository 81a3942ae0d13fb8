import { test, expect, OWNER } from './fixtures';
import { ShellPage } from './pages/ShellPage';
import { screenshotAll, setTheme } from './pages/Screens';

// The shell fits every width from a small phone to a wide desktop: no signed-in screen scrolls
// sideways, with the side navigation open or folded (on phones, the bottom navigation's grid open
// or shut), in each language (Malay's words are the longest); every header control stays on
// screen, named and clear of the others. Screenshots go to E2E_OUTPUT_DIR/screens.

const LANGUAGES = [
  { locale: 'en', theme: 'light' },
  { locale: 'zh-CN', theme: 'dark' },
  { locale: 'ms-MY', theme: 'light' },
] as const;
const WIDTHS = [320, 390, 600, 768, 900, 1024, 1280, 1440] as const;
const PAGES = ['/dashboard', '/customers', '/checkout', '/settings'] as const;

test.describe.configure({ mode: 'serial' });

for (const { locale, theme } of LANGUAGES) {
  test(`no screen scrolls sideways from 320 to 1440 px, navigation open or folded, in ${locale} (${theme})`, async ({ page }) => {
    // 4 pages × 8 widths × 2 navigation states: 64 layouts, each measured.
    test.setTimeout(180_000);
    const shell = new ShellPage(page);
    await shell.signInAs(OWNER);
    await setTheme(page, theme);
    await shell.useLanguage(locale);
    for (const path of PAGES) {
      await page.goto(path);
      await shell.expectSettled();
      for (const width of WIDTHS) {
        await shell.resizeTo(width);
        for (const toggled of [false, true]) {
          if (toggled) await shell.toggleNav();
          const where = `${path} at ${width} px in ${locale}${toggled ? ', navigation toggled' : ''}`;
          await expect.poll(() => shell.sidewaysSpill(), { message: `${where} scrolls sideways` }).toBeLessThanOrEqual(0);
          expect(await shell.headerControlProblems(), where).toEqual([]);
          if (toggled) await shell.toggleNav();
        }
      }
    }
    await page.goto('/dashboard');
    await shell.expectSettled();
    await screenshotAll(page, `shell-dashboard-${locale}`);
  });
}

test('a header too narrow for the tool buttons offers them all in the More tools menu', async ({ page }) => {
  const shell = new ShellPage(page);
  const banner = page.getByRole('banner');
  await shell.signInAs(OWNER);
  await shell.resizeTo(1024);
  await expect(banner.getByRole('button', { name: 'Time zone' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Language' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'More tools' })).toHaveCount(0);

  // 768 px with the side navigation open leaves the header 488 px: the buttons fold into the menu.
  await shell.resizeTo(768);
  await expect(banner.getByRole('button', { name: 'Time zone' })).toHaveCount(0);
  await banner.getByRole('button', { name: 'More tools' }).click();
  const menu = page.getByRole('menu', { name: 'More tools' });
  for (const name of ['Time zone', 'Devices', 'Scan QR code', 'Help', 'Language']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: 'Language' }).click();
  await expect(page.getByRole('dialog', { name: 'Language' })).toBeVisible();
  // The sync status is cut short on screen but whole for assistive technology and in its tooltip.
  const status = banner.getByRole('status', { name: 'Sync status' });
  await expect(status).toContainText('All changes saved');
  await expect(status).toHaveAttribute('title', /^All changes saved\n/);
});

test('a six-figure day and long hints wrap inside their dashboard tiles at 320 px', async ({ page }) => {
  // The figures depend on the day's sales: after a busy day a tile's value is far wider than a
  // fresh demo's. The layout is what is checked here, so the tiles are given the widest text.
  const shell = new ShellPage(page);
  await shell.signInAs(OWNER);
  await page.goto('/dashboard');
  await shell.expectSettled();
  await shell.resizeTo(320);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('.stat-card__value')) el.textContent = 'RM 123,456.78';
    for (const el of document.querySelectorAll('.stat-card__hint')) el.textContent = '+1,234.5% against RM 99,999.99 last Thursday';
  });
  for (const toggled of [false, true]) {
    if (toggled) await shell.toggleNav();
    expect(await shell.sidewaysSpill(), toggled ? 'navigation toggled' : 'navigation as it opens').toBeLessThanOrEqual(0);
  }
});
