import { test as base, expect, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { NetworkProxy } from './network-proxy';
import { StackProcess } from './stack-process';

export const DEMO_PASSWORD = 'Demo!2345';
export const OWNER = 'owner@demo.test';
/** The seeded demo business (server/seed/team.ts DEMO_IDS). */
export const DEMO_BUSINESS_ID = '0195f0a0-0000-7000-8000-000000000001';

interface WorkerFixtures {
  stack: StackProcess;
}

/** One device's network cable: unplugged, every request of its pages, workers and service worker fails. */
export interface Cable {
  /** Offline: navigator.onLine false, and every request (loopback too) fails. */
  unplug(): Promise<void>;
  plug(): Promise<void>;
}

/** The test's own device's cable, and more devices, each with a cable of its own. */
export interface Network extends Cable {
  /** A new browser context (closed after the test) behind its own proxy. */
  newDevice(options?: BrowserContextOptions): Promise<{ context: BrowserContext } & Cable>;
}

function cableOf(context: BrowserContext, proxy: NetworkProxy): Cable {
  return {
    async unplug() {
      await context.setOffline(true);
      proxy.unplug();
    },
    async plug() {
      proxy.plug();
      await context.setOffline(false);
    },
  };
}

/** Everything through the proxy, loopback included (`<-loopback>` removes Chromium's implicit bypass). */
function through(proxy: NetworkProxy): NonNullable<BrowserContextOptions['proxy']> {
  return { server: proxy.url, bypass: '<-loopback>' };
}

async function startProxy(): Promise<NetworkProxy> {
  const proxy = new NetworkProxy();
  await proxy.start();
  return proxy;
}

/**
 * One real stack per test worker, started once; tests may stop and start it. The test's own
 * context, and every device made with `network.newDevice()`, reach it through a loopback proxy of
 * their own, so a test cuts one device's network for real (`context.setOffline` alone does not
 * stop a worker's or the service worker's requests). A test that goes offline uses these.
 */
export const test = base.extend<{ consoleErrors: string[]; network: Network; cable: NetworkProxy }, WorkerFixtures>({
  cable: async ({}, use) => {
    const proxy = await startProxy();
    await use(proxy);
    await proxy.stop();
  },
  proxy: async ({ cable }, use) => {
    await use(through(cable));
  },
  network: async ({ context, cable, browser, baseURL }, use) => {
    const devices: { context: BrowserContext; proxy: NetworkProxy }[] = [];
    await use({
      ...cableOf(context, cable),
      async newDevice(options = {}) {
        const proxy = await startProxy();
        const device = await browser.newContext({ baseURL: baseURL ?? '', ...options, proxy: through(proxy) });
        devices.push({ context: device, proxy });
        return { context: device, ...cableOf(device, proxy) };
      },
    });
    for (const d of devices) {
      await d.context.close();
      await d.proxy.stop();
    }
  },
  stack: [
    async ({}, use, workerInfo) => {
      // E2E_PORT_BASE keeps parallel runs apart; the identity emulator also takes identity + 1.
      const base = Number(process.env.E2E_PORT_BASE ?? 18080) + workerInfo.workerIndex * 10;
      const stack = new StackProcess({ app: base, api: base + 1, identity: base + 2 });
      await stack.start();
      await use(stack);
      await stack.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.appUrl);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});

export { expect };
