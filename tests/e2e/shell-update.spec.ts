import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, OWNER } from './fixtures';
import { ShellPage } from './pages/ShellPage';

// The update flow on a real second version (spec §4 "Service worker"): a second Vite build with
// another version goes where the app host serves from; the running page finds it, shows the
// badge and banner, and "Update" reloads it into the second build.

const served = path.resolve(process.env.BUILD_OUT_DIR ?? 'dist');
// Beside the served folder, so swapping them is a rename on one file system.
const secondBuild = `${served}.second`;
const firstBuild = `${served}.first`;

/** `node scripts/build.mjs` into `outDir` with this version (the e2e build's gallery flag too). */
function build(outDir: string, version: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      env: { ...process.env, BUILD_OUT_DIR: outDir, VITE_APP_VERSION: version, VITE_ENABLE_GALLERY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`second build failed (${String(code)}):\n${output}`))));
  });
}

/** Serves the second build; the first is kept beside it to be put back. */
function serveSecondBuild(): void {
  renameSync(served, firstBuild);
  renameSync(secondBuild, served);
}

/** Puts the first build back (also after an interrupted run) and removes the second. */
function restoreFirstBuild(): void {
  if (existsSync(firstBuild)) {
    rmSync(served, { recursive: true, force: true });
    renameSync(firstBuild, served);
  }
  rmSync(secondBuild, { recursive: true, force: true });
}

/** The registration's workers and the page's controller, as the page sees them. */
function workerStates(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return {
      installing: r?.installing?.state ?? null,
      waiting: r?.waiting?.state ?? null,
      active: r?.active?.state ?? null,
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
    };
  });
}

// A browser of its own: after many earlier tests' contexts in one Chromium, the waiting version
// was seen never to activate (it stayed "installed" through every SKIP_WAITING). A worker-scoped
// option of its own gives this file a fresh worker, browser and stack.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-default-browser-check'],
  },
});

test('update flow: a second build shows the badge, and updating reloads into it', async ({ page, network }) => {
  // A whole Vite build runs inside this test.
  test.setTimeout(480_000);
  restoreFirstBuild();
  const version = `e2e-second-${Date.now()}`;
  await build(secondBuild, version);

  const shell = new ShellPage(page);
  await shell.signInAs(OWNER);
  await shell.waitForServiceWorker();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-app-version', /.+/);
  expect(await html.getAttribute('data-app-version')).not.toBe(version);

  serveSecondBuild();
  try {
    // The hourly check, now.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const badge = page.getByRole('banner').getByRole('button', { name: 'Update' });
    await expect(badge).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('A new version is ready')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await badge.click();

    // Reloaded (the marker is gone) into the second build, which now controls the page. The update
    // first waits for the screens still preloading after sign-in (src/app/preload.ts).
    await expect(html)
      .toHaveAttribute('data-app-version', version, { timeout: 60_000 })
      .catch(async (error: unknown) => {
        // What the workers and the banner were doing, for the next one to read.
        throw new Error(`${String(error)}\nservice worker: ${JSON.stringify(await workerStates(page))}\nbanner: ${await page.getByRole('banner').innerText()}`);
      });
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    await expect(shell.nav).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Update' })).toHaveCount(0);
    const registration = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => ({ waiting: r?.waiting != null, controlled: navigator.serviceWorker.controller !== null })),
    );
    expect(registration).toEqual({ waiting: false, controlled: true });
    // Offline, the page still starts from the second build's precache.
    await network.unplug();
    await page.reload();
    await expect(html).toHaveAttribute('data-app-version', version, { timeout: 30_000 });
  } finally {
    await network.plug();
    restoreFirstBuild();
  }
});
