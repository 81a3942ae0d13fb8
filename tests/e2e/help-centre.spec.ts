import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { HelpDrawerPage } from './pages/HelpDrawerPage';
import { ShellPage } from './pages/ShellPage';
import { SignInPage } from './pages/SignInPage';

// The help centre's pages over the real /cms routes and the seeded content: landing, results in
// sections, lists by type, an item, a tutorial series and its episodes, read again offline.

const SERIES = '/helps/tutorial/getting-started-at-the-counter';
const CACHE = 'bookit-help-cache:v1:content:en:tutorial:';

test('help centre: search, lists, an article, and a tutorial episode read offline', async ({ page, network, consoleErrors }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  const shell = new ShellPage(page);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
  await shell.expectSettled();
  await page.goto('/helps');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible({ timeout: 30_000 });
  // Under /helps the help button is hidden (spec §2.3).
  await expect(new HelpDrawerPage(page).button).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Browse topics' })).toBeVisible();
  await expect(main.getByRole('button', { name: /Getting started at the counter/ })).toBeVisible();

  // Typing searches: /helps/result?q= with FAQs, articles and tutorials in sections.
  await main.getByRole('searchbox').fill('refund');
  await expect(page).toHaveURL(/\/helps\/result\?q=refund$/);
  await expect(main.getByRole('region', { name: 'Articles' }).getByRole('button', { name: /Refund or void a sale/ })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('region', { name: 'FAQs' }).getByRole('button', { name: /Should I refund or void a sale\?/ })).toBeVisible();
  await main.getByRole('region', { name: 'Articles' }).getByRole('button', { name: /Refund or void a sale/ }).click();
  await expect(page).toHaveURL(/\/helps\/help-article\/refund-a-sale$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Refund or void a sale' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Transactions → Payments' })).toHaveAttribute('href', '/transactions/payments');

  // The lists by type reach every topic's items, each once.
  await main.getByRole('link', { name: 'All Articles' }).click();
  await expect(page).toHaveURL(/\/helps\/help-article$/);
  await expect(main.getByRole('button', { name: /^Article / })).toHaveCount(6, { timeout: 30_000 });
  await page.goto('/helps/faq');
  await expect(main.getByRole('button', { name: /^FAQ / })).toHaveCount(7, { timeout: 30_000 });

  // A tutorial series lists its episodes and keeps them all for reading offline.
  await page.goto('/helps/tutorial');
  await main.getByRole('button', { name: /Getting started at the counter/ }).first().click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`${SERIES}$`));
  await expect(main.getByRole('region', { name: 'Episodes' }).getByRole('button')).toHaveCount(4);
  await expect
    .poll(() => page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).length, CACHE))
    .toBeGreaterThanOrEqual(5);
  await shell.waitForServiceWorker();

  // Offline, a fresh load of an episode's address: the app starts and the episode reads.
  await network.unplug();
  await page.goto(`${SERIES}?episode=close-the-day`);
  await expect(main.getByRole('heading', { level: 2, name: 'Close the day' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('Episode 4 of 4')).toBeVisible();
  await expect(main.getByText('Count the cash in the drawer.')).toBeVisible();
  await expect(main.getByRole('button', { name: /Close the day/ })).toHaveAttribute('aria-current', 'step');
  await main.getByRole('button', { name: 'Previous episode' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Print a receipt' })).toBeVisible();
  await expect(main.getByText('Episode 3 of 4')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/help-centre-episode-offline-1024-light.png', animations: 'disabled' });
  await network.plug();
  expect(consoleErrors).toEqual([]);
});
