import type { Page } from '@playwright/test';
import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { SignInPage } from './pages/SignInPage';
import { AppHooks, type WriteOp } from './pages/AppHooks';
import { SyncServer } from './pages/SyncServer';

// A new release upgrades the local database (next schema version, a new table) while writes made
// offline are still waiting: after the upgrade and a reload, every one of them is delivered.
const CREATES = 30;

async function installedVersion(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('bookit');
        open.onsuccess = () => {
          const version = open.result.version;
          open.result.close();
          resolve(version);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

test('a local schema upgrade with entries waiting loses none of them', async ({ page, network, stack }) => {
  const server = new SyncServer(stack);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(OWNER, DEMO_PASSWORD);
  await signIn.expectSignedIn();
  const hooks = new AppHooks(page);
  await hooks.ready();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const before = await server.count('customers');

  await network.unplug();
  const creates = Array.from({ length: CREATES }, (_, i): WriteOp => ({ op: 'create', key: String(i), firstName: 'Upgrade', lastName: `Pending${i}` }));
  const ids = await hooks.write(creates);
  const patched = Object.values(ids).slice(0, 10);
  await hooks.write(patched.map((id): WriteOp => ({ op: 'update', id, patch: { notes: 'patched before the upgrade' } })));
  const waiting = CREATES + patched.length;
  expect(await hooks.unsent()).toBe(waiting);

  const oldVersion = await installedVersion(page);
  const newVersion = await hooks.upgradeSchema();
  expect(await installedVersion(page)).toBeGreaterThan(oldVersion);
  expect(newVersion * 10).toBe(await installedVersion(page));
  // The running app's connection reopens at the new version and still sees every entry.
  expect(await hooks.unsent()).toBe(waiting);

  // Reload (still offline: the service worker serves the app) and deliver.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await hooks.ready();
  expect(await hooks.unsent()).toBe(waiting);
  expect(await server.count('customers')).toBe(before);
  await network.plug();
  await hooks.drain({ timeout: 60_000 });

  expect(await server.count('customers')).toBe(before + CREATES);
  const rows = await server.customers(Object.values(ids));
  expect(rows).toHaveLength(CREATES);
  expect(rows.filter((r) => r.notes === 'patched before the upgrade').map((r) => r.id).sort()).toEqual([...patched].sort());
  // Writes after the upgrade still work.
  await hooks.createCustomer('After', 'Upgrade');
  await hooks.drain({ timeout: 30_000 });
  expect(await server.count('customers')).toBe(before + CREATES + 1);
});
