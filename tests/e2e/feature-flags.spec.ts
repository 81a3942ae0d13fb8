import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { setFeatureFlags as setFlags } from './pages/feature-flags';

test('a business without membership and discounts: the menu lacks them, their addresses say the feature is off, the rest stays', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await setFlags(stack, { membership: false, advDiscountReward: false });
  try {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(OWNER, DEMO_PASSWORD);
    await signIn.expectSignedIn();

    await page.goto('/catalogues/services');
    await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible({ timeout: 60_000 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Vouchers', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Packages', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Discounts', exact: true })).toHaveCount(0);

    // Reached by their address, the screens say the feature is off (not that the role forbids them).
    await page.goto('/catalogues/packages/create');
    await expect(page.getByRole('heading', { name: 'Feature off', level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Packages and memberships is not part of this business's plan.", { exact: false })).toBeVisible();
    await page.goto('/catalogues/discounts');
    await expect(page.getByRole('heading', { name: 'Feature off', level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Discounts is not part of this business's plan.", { exact: false })).toBeVisible();
    await page.goto('/reports/packages');
    await expect(page.getByRole('heading', { name: 'Feature off', level: 1 })).toBeVisible({ timeout: 60_000 });
  } finally {
    await setFlags(stack, { membership: true, advDiscountReward: true });
  }
});
