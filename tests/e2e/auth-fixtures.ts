import { test as base, expect } from '@playwright/test';
import { StackProcess } from './stack-process';
import { IdentityApi } from './pages/IdentityApi';

/** Every confirmation code the identity emulator sends in the authentication tests. */
export const FIXED_CODE = '246810';

interface AuthWorkerFixtures {
  authStack: StackProcess;
}

/**
 * The authentication tests run on their own stack whose identity emulator sends FIXED_CODE (env
 * IDENTITY_CODE), on the upper half of the worker's port block so it never meets the shared one.
 */
export const test = base.extend<{ identity: IdentityApi; consoleErrors: string[] }, AuthWorkerFixtures>({
  authStack: [
    async ({}, use, workerInfo) => {
      const portBase = Number(process.env.E2E_PORT_BASE ?? 18080) + workerInfo.workerIndex * 10 + 5;
      const stack = new StackProcess({ app: portBase, api: portBase + 1, identity: portBase + 2 }, { IDENTITY_CODE: FIXED_CODE });
      await stack.start();
      await use(stack);
      await stack.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ authStack }, use) => {
    await use(authStack.appUrl);
  },
  identity: async ({ authStack }, use) => {
    await use(await IdentityApi.of(authStack.appUrl));
  },
  /** Uncaught errors of the page. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});

export { expect };

/** A fresh address per test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}
