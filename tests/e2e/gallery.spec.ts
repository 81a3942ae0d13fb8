import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeBlocking } from './pages/Screens';

// The interface-kit gallery: screenshots at three widths in both themes, and an accessibility scan.
const GALLERY = '/dev/gallery';
const WIDTHS = [390, 768, 1280] as const;
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

async function openGallery(page: Page, width: number, theme: Theme): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((t) => localStorage.setItem('arabica-theme', t), theme);
  await page.goto(GALLERY);
  // The gallery is one large chunk that every kit component is in (not precached): allow a cold load.
  await expect(page.getByRole('heading', { name: 'Interface kit gallery', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The theme is applied from storage at start-up; set it on the document too so the test does not
  // depend on the shell's theme code.
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // Charts draw on canvas once laid out.
  await expect(page.locator('.ui-chart canvas').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test(`gallery screenshot ${width}px ${theme}`, async ({ page, consoleErrors }) => {
      await openGallery(page, width, theme);
      await page.screenshot({ path: `tests/e2e/screenshots/gallery-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
      // Nothing spills sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    });
  }
}

for (const theme of THEMES) {
  test(`gallery has no serious or critical accessibility violations (${theme})`, async ({ page }) => {
    // axe over every kit component at once (label-in-name included) is the slowest scan we run.
    test.setTimeout(180_000);
    await openGallery(page, 1280, theme);
    expect(await axeBlocking(page, `gallery ${theme}`)).toEqual([]);
  });
}

test('gallery on a phone has no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await openGallery(page, 390, 'light');
  expect(await axeBlocking(page, 'gallery phone')).toEqual([]);
});
