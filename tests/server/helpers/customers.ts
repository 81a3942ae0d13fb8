import { expect } from 'vitest';
import { FX } from './fixture';
import type { Harness } from './harness';

/** Creates a customer of fixture business A as its owner (201 expected); `body` adds or overrides fields. */
export async function createCustomer(h: Harness, body: Record<string, unknown> = {}): Promise<string> {
  const id = crypto.randomUUID();
  const r = await h.call('POST', `/b/${FX.bizA}/customers`, { as: 'ownerA', body: { id, firstName: 'Nurul', lastName: 'Aina', ...body } });
  expect(r.status).toBe(201);
  return id;
}
