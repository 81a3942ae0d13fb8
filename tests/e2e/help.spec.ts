import { test, expect, OWNER } from './fixtures';
import { HelpDrawerPage } from './pages/HelpDrawerPage';
import { ShellPage } from './pages/ShellPage';

// The help drawer against the real /cms routes and the seeded help centre: search, results,
// quick view and Back, the topic rule of spec §2.3, offline answers, and no drawer under /helps.

const THEMES = ['light', 'dark'] as const;

test('searches, opens a result in quick view, goes back; hidden under /helps', async ({ page, network, consoleErrors }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const shell = new ShellPage(page);
  const help = new HelpDrawerPage(page);
  await shell.signInAs(OWNER);
  const drawer = await help.open();
  await expect(help.button).toBeVisible();
  await expect(help.section('Browse topics').getByRole('button')).toHaveText(['Checkout', 'Printers', 'Shifts', 'Sync', 'Customers']);
  await expect(help.section('Tutorials').getByRole('button', { name: /Getting started at the counter/ })).toBeVisible();
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: `tests/e2e/screenshots/help-landing-1024-${theme}.png`, animations: 'disabled' });
    await help.section('Tutorials').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/e2e/screenshots/help-tutorials-1024-${theme}.png`, animations: 'disabled' });
    await help.search.scrollIntoViewIfNeeded();
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Non-empty search text goes to results, grouped by kind.
  await help.searchFor('refund');
  await expect(help.section('Articles').getByRole('button', { name: /Refund or void a sale/ })).toBeVisible();
  const faq = help.section('FAQs').getByRole('button', { name: /^FAQ Should I refund or void a sale\?/ });
  await faq.click();
  await expect(faq).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByText('cancels the whole sale')).toBeVisible();
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: `tests/e2e/screenshots/help-results-1024-${theme}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // A result opens in quick view, with its sanitised body and focus on its title.
  const article = help.card(/Refund or void a sale/);
  await article.click();
  await expect(help.quickTitle('Refund or void a sale')).toBeFocused();
  await expect(drawer.getByRole('link', { name: 'Transactions → Payments' })).toHaveAttribute('href', '/transactions/payments');
  await expect(help.search).toHaveCount(0);
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: `tests/e2e/screenshots/help-quick-1024-${theme}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Back returns to the same results with focus on the card that was opened; back again, the landing.
  await help.back();
  await expect(help.search).toHaveValue('refund');
  await expect(article).toBeFocused();
  await help.back();
  await expect(help.section('Browse topics')).toBeVisible();
  await expect(help.search).toHaveValue('');

  // Topics search their title; FAQ and article suggestions open in quick view.
  await help.section('Browse topics').getByRole('button', { name: 'Printers' }).click();
  await expect(drawer.getByText('Results for “Printers”')).toBeVisible();
  await expect(help.card(/Pair a Bluetooth or USB receipt printer/)).toBeVisible();
  await help.back();
  await help.section('Suggested for you').getByRole('button', { name: /Can I take payments when the internet is down\?/ }).click();
  await expect(help.quickTitle('Can I take payments when the internet is down?')).toBeVisible();
  await help.back();

  // A long article's body comes from its contentUrl.
  await help.searchFor('offline checkout');
  await help.card(/Checking out while offline/).click();
  await expect(drawer.getByRole('heading', { name: 'Before you go offline' })).toBeVisible();
  await help.back();

  // A tutorial episode knows its series and offers the next episode.
  await help.back();
  await help.section('Tutorials').getByRole('button', { name: /Your first sale/ }).click();
  await expect(help.quickTitle('Your first sale')).toBeVisible();
  await expect(drawer.getByText('Episode 2 of 4')).toBeVisible();
  await drawer.getByRole('button', { name: /Next episode/ }).click();
  await expect(help.quickTitle('Print a receipt')).toBeVisible();
  await expect(help.card(/Print a receipt/)).toHaveAttribute('aria-current', 'step');
  await page.screenshot({ path: 'tests/e2e/screenshots/help-episode-1024-light.png', animations: 'disabled' });

  // Offline: what was seen stays readable; anything new says help needs a connection.
  await help.back();
  await help.back();
  await network.unplug();
  await help.searchFor('refund');
  await expect(help.card(/Refund or void a sale/)).toBeVisible();
  await help.search.fill('zebra crossing');
  await help.search.press('Enter');
  await expect(drawer.getByText('Help needs a connection')).toBeVisible();
  await network.plug();
  await expect(drawer.getByText('no content found')).toBeVisible();

  // The help centre link goes to /helps, where the drawer closes and the help button is gone.
  await help.search.fill('');
  await help.search.press('Enter');
  await drawer.getByRole('link', { name: 'Open the help centre' }).click();
  await expect(page).toHaveURL(/\/helps$/);
  await expect(help.dialog).toHaveCount(0);
  await expect(help.button).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('help drawer on a phone, in Chinese, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = new ShellPage(page);
  const help = new HelpDrawerPage(page);
  await shell.signInAs(OWNER);
  const drawer = await help.open();
  // A bottom drawer across the phone's width (not the 400 px side drawer).
  expect((await drawer.boundingBox())?.width).toBe(390);
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: `tests/e2e/screenshots/help-landing-390-${theme}.png`, animations: 'disabled' });
  }
  await help.searchFor('shift');
  await help.card(/Open and close a shift/).click();
  await expect(help.quickTitle('Open and close a shift (Z report)')).toBeFocused();
  await expect(drawer.getByText('Article', { exact: true })).toBeInViewport();
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: `tests/e2e/screenshots/help-quick-390-${theme}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  await expect(help.dialog).toHaveCount(0);

  // The same drawer in Chinese: the content answers in the asked language.
  await page.goto('/?language=cn');
  const zhHelp = new HelpDrawerPage(page, { help: '帮助', more: '更多工具' });
  const zh = await zhHelp.open();
  await expect(zh.getByRole('heading', { name: '浏览主题' })).toBeVisible();
  await zhHelp.searchFor('打印机', '“打印机”的搜索结果');
  await expect(zhHelp.card(/配对蓝牙或 USB 收据打印机/)).toBeVisible();
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: `tests/e2e/screenshots/help-results-zh-390-${theme}.png`, animations: 'disabled' });
  }
});
