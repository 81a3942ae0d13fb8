import { expect, DEMO_BUSINESS_ID } from '../fixtures';
import type { StackProcess } from '../stack-process';

/** Sets feature flags of the demo business through the test hook (its plan, as the server holds it). */
export async function setFeatureFlags(stack: StackProcess, flags: Record<string, boolean>): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/__features`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessId: DEMO_BUSINESS_ID, flags }),
  });
  expect(response.ok).toBe(true);
}
