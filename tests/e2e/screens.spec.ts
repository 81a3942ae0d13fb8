import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';

// Screenshots of the walking-skeleton screens at phone and desktop widths, light and dark, for
// people to look at (tests/e2e/screenshots/, not committed). Each also checks the screen rendered.
const WIDTHS = [390, 1280] as const;
const THEMES = ['light', 'dark'] as const;

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`screens at ${width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
      await page.addInitScript((t) => localStorage.setItem('arabica-theme', t), theme);
      await page.goto('/auth');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.screenshot({ path: `tests/e2e/screenshots/sign-in-${width}-${theme}.png` });
      const signIn = new SignInPage(page);
      await signIn.signIn(OWNER, DEMO_PASSWORD);
      await signIn.expectSignedIn();
      await expect(page.locator('.stat-card', { hasText: 'Customers' })).toContainText(/\d/);
      await page.screenshot({ path: `tests/e2e/screenshots/dashboard-${width}-${theme}.png`, fullPage: true });
      await page.goto('/customers');
      await expect(page.getByText(/\d+ customers/)).toBeVisible();
      await page.screenshot({ path: `tests/e2e/screenshots/customers-${width}-${theme}.png` });
      await page.goto('/customers/create');
      await page.getByRole('button', { name: 'Save customer' }).click();
      await expect(page.getByText('Enter a first name.')).toBeVisible();
      await page.screenshot({ path: `tests/e2e/screenshots/customer-create-${width}-${theme}.png`, fullPage: true });
      await page.goto('/sync-issues');
      await expect(page.getByText('Everything is in sync')).toBeVisible();
      await page.screenshot({ path: `tests/e2e/screenshots/sync-issues-${width}-${theme}.png` });
    });
  }
}
