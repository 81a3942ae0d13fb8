import { test, expect } from './fixtures';

// The e2e suite's cable (fixtures.ts): every request of a device goes through its own loopback
// proxy, so unplugging it cuts the network for real, whatever navigator.onLine says.

test('a device reaches the stack only through its cable, and an unplugged cable fails every request', async ({ page, cable, stack }) => {
  await page.goto('/auth');
  expect(cable.forwarded).toBeGreaterThan(0);
  const health = () =>
    page.evaluate(async (url) => {
      try {
        return (await fetch(`${url}/healthz`, { cache: 'no-store' })).status;
      } catch {
        return 'failed';
      }
    }, stack.apiUrl);
  expect(await health()).toBe(200);
  // The proxy alone, without setOffline: the request still fails.
  cable.unplug();
  expect(await health()).toBe('failed');
  cable.plug();
  expect(await health()).toBe(200);
});

test('each extra device has a cable of its own', async ({ page, network, stack }) => {
  const other = await network.newDevice();
  const otherPage = await other.context.newPage();
  const health = (p: typeof page) =>
    p.evaluate(async (url) => {
      try {
        return (await fetch(`${url}/healthz`, { cache: 'no-store' })).status;
      } catch {
        return 'failed';
      }
    }, stack.apiUrl);
  await page.goto('/auth');
  await otherPage.goto('/auth');
  await other.unplug();
  expect(await health(otherPage)).toBe('failed');
  expect(await health(page)).toBe(200);
  await other.plug();
  expect(await health(otherPage)).toBe(200);
});
