import { test, expect, DEMO_PASSWORD, OWNER } from './fixtures';
import { ShellPage } from './pages/ShellPage';
import { IdentityApi } from './pages/IdentityApi';
import { SyncServer } from './pages/SyncServer';

// Telemetry the service worker queued offline is replayed after the identity token expired: the
// worker asks the page for a fresh token instead of replaying the stored one (refused with 401)
// and dropping the request. Each error report and click event is then on the server once.

interface ClickBatch {
  userId: string;
  businessId: string;
  sessionId: string;
  events: { id: string }[];
}

test('reports and clicks made offline are delivered once after the token expired', async ({ page, network, stack }) => {
  const shell = new ShellPage(page);
  const server = new SyncServer(stack);
  await shell.signInAs(OWNER);
  await shell.waitForServiceWorker();
  const issuedAt = await shell.idTokenIssuedAt();
  const reportIds: string[] = [];
  const batches: ClickBatch[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith('/frontendError')) {
      const body = request.postDataJSON() as { id?: string } | null;
      if (body?.id) reportIds.push(body.id);
    }
    if (request.url().endsWith('/clickstream/record')) batches.push(request.postDataJSON() as ClickBatch);
  });
  await shell.nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);

  await network.unplug();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('offline report with a token that will expire');
    });
  });
  // Leaving the page flushes the clickstream buffer (the page view and the click above).
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(() => reportIds.length).toBe(1);
  await expect.poll(() => batches.length).toBe(1);
  expect(batches[0]?.events.length).toBeGreaterThan(0);
  await expect.poll(() => shell.queuedTelemetry()).toBe(2);

  // From now on the server answers 401 to the token the page had when it queued them.
  await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(issuedAt);
  await server.setFaults({ rate: 0, expireTokensIssuedBefore: issuedAt + 1 });
  try {
    await network.plug();
    await expect.poll(() => shell.queuedTelemetry(), { timeout: 30_000 }).toBe(0);
    // The page refreshed its token for the worker.
    expect(await shell.idTokenIssuedAt()).toBeGreaterThan(issuedAt);

    // Sending the same ids again stores nothing: each is on the server already, once.
    const token = await (await IdentityApi.of(stack.appUrl)).idToken(OWNER, DEMO_PASSWORD);
    for (const id of reportIds) {
      const response = await fetch(`${stack.apiUrl}/frontendError`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, error: 'delivery check' }),
      });
      expect(await response.json()).toMatchObject({ id, stored: false });
    }
    for (const batch of batches) {
      const response = await fetch(`${stack.apiUrl}/clickstream/record`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
      expect(await response.json()).toEqual({ accepted: batch.events.length, stored: 0 });
    }
  } finally {
    await network.plug();
    await server.clearFaults();
  }
});
