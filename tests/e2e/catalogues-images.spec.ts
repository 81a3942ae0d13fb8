import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { CataloguePage } from './pages/CataloguePage';
import { ShellPage } from './pages/ShellPage';
import { signInSynced } from './pages/SignInPage';

// A 2×2 PNG.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001449444154789c63f8cfc0c000c20cffffffff0f001fee05fbb0b897c90000000049454e44ae426082', 'hex');

test('a product image chosen offline shows at once, uploads after reconnecting, and stays after a reload', async ({ page, network }) => {
  test.setTimeout(300_000);
  const shell = new ShellPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInSynced(page, OWNER, DEMO_PASSWORD);
  const name = `Shine Serum ${Date.now().toString(36)}`;
  const catalogue = new CataloguePage(page);
  await page.goto('/catalogues/products/create');
  await catalogue.fill('Name', name);
  await catalogue.fill('Price', '42');
  await catalogue.save();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await shell.waitForServiceWorker();

  await network.unplug();
  const image = page.getByRole('img', { name: 'Image', exact: true });
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'serum.png', mimeType: 'image/png', buffer: PNG });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('will upload when you are back online', { exact: false })).toBeVisible();
  // The image is saved on its own: the form has nothing unsaved.
  await expect(catalogue.unsavedBanner()).toHaveCount(0);

  await network.plug();
  await expect(image).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/bookit-assets\/[0-9a-f-]+\/productImage\/[0-9a-f-]+\.png$/, { timeout: 30_000 });
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(catalogue.unsavedBanner()).toHaveCount(0);
  const src = (await image.getAttribute('src')) ?? '';
  const stored = await fetch(src);
  expect(stored.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await stored.arrayBuffer())).toEqual(PNG);

  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 120_000 });
  await expect(image).toHaveAttribute('src', src, { timeout: 30_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(2);
  await page.screenshot({ path: 'tests/e2e/screenshots/catalogues-product-image-1280.png', fullPage: true, animations: 'disabled' });
});
