import { test as base, expect } from '@playwright/test';
import { StackProcess } from './stack-process';

export const DEMO_PASSWORD = 'Demo!2345';
export const OWNER = 'owner@demo.test';
/** The seeded demo business (server/seed/team.ts DEMO_IDS). */
export const DEMO_BUSINESS_ID = '0195f0a0-0000-7000-8000-000000000001';

interface WorkerFixtures {
  stack: StackProcess;
}

/** One real stack per test worker, started once; tests may stop and start it. */
export const test = base.extend<{ consoleErrors: string[] }, WorkerFixtures>({
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
