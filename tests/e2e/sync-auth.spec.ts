import type { Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { AppHooks, type WriteOp } from './pages/AppHooks';
import { SyncServer } from './pages/SyncServer';

// The identity token expires while the device is offline with writes waiting. On reconnect the
// app refreshes the token through the identity service (the compat front turns amplify's
// GetTokensFromRefreshToken into REFRESH_TOKEN_AUTH), delivers everything, and stays signed in.
const WRITES = 20;

/** amplify keeps its tokens in localStorage; the ID token's `iat` (seconds). */
async function idTokenIssuedAt(page: Page): Promise<number> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const payload = token?.split('.')[1];
    if (!payload) throw new Error('no stored ID token');
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { iat: number }).iat;
  });
}

/** Makes amplify see its tokens as expired: its clock drift says the device is 2 hours ahead. */
async function expireTokensOnDevice(page: Page): Promise<void> {
  await page.evaluate(() => {
    const keys = Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.clockDrift'));
    if (keys.length === 0) throw new Error('no stored clock drift');
    for (const key of keys) localStorage.setItem(key, String(2 * 60 * 60 * 1000));
  });
}

const CASES = [
  { name: 'the server refuses it (401, then a forced refresh)', onDevice: false },
  { name: 'the device also sees it expired (refresh before sending)', onDevice: true },
] as const;

test.describe.configure({ mode: 'serial' });

for (const c of CASES) {
  test(`a token that expires offline: ${c.name}; all delivered, still signed in`, async ({ page, network, stack }) => {
    const server = new SyncServer(stack);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(OWNER, DEMO_PASSWORD);
    await signIn.expectSignedIn();
    const hooks = new AppHooks(page);
    await hooks.ready();
    const issuedAt = await idTokenIssuedAt(page);
    const before = await server.count('customers');

    await network.unplug();
    const ids = Object.values(
      await hooks.write(Array.from({ length: WRITES }, (_, i): WriteOp => ({ op: 'create', key: String(i), firstName: 'Expired', lastName: `Token${Number(c.onDevice)}-${i}` }))),
    );
    // From now on the server answers 401 to every token issued up to the sign-in second.
    await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(issuedAt);
    await server.setFaults({ rate: 0, expireTokensIssuedBefore: issuedAt + 1 });
    try {
      if (c.onDevice) await expireTokensOnDevice(page);
      // Sync now while offline: the refresh cannot reach the identity service; nothing is dropped
      // and the user is not signed out.
      await hooks.syncNow();
      expect(await hooks.unsent()).toBe(WRITES);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

      await network.plug();
      await hooks.drain({ timeout: 30_000 });
      expect(await server.count('customers')).toBe(before + WRITES);
      expect(await server.customers(ids)).toHaveLength(WRITES);
      expect(await idTokenIssuedAt(page)).toBeGreaterThan(issuedAt);

      // Still signed in after a reload, with the refreshed token.
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page).not.toHaveURL(/\/auth/);
      await hooks.ready();
      await hooks.createCustomer('Still', `SignedIn${Number(c.onDevice)}`);
      await hooks.drain({ timeout: 15_000 });
      expect(await server.count('customers')).toBe(before + WRITES + 1);
    } finally {
      await network.plug();
      await server.clearFaults();
    }
  });
}
