import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createMyInvoisClient, type MyInvoisClient } from '@server/einvoice/client';
import { einvoiceHandlers } from '@server/einvoice/job';
import { createMyInvoisSandbox, type MyInvoisSandbox, type SandboxOptions } from '@server/einvoice/sandbox';
import type { Db } from '@server/db/types';
import { createJobRunner } from '@server/jobs/runner';

/**
 * The MyInvois sandbox on a loopback port and a client of it, with the tests' credentials.
 * `prepare` runs before it listens (a test adds a hook to see what is submitted).
 */
export async function startMyInvois(
  o: Omit<SandboxOptions, 'clientId' | 'clientSecret'> = {},
  prepare: (sandbox: MyInvoisSandbox) => void = () => undefined,
): Promise<{ sandbox: MyInvoisSandbox; client: MyInvoisClient }> {
  const sandbox = createMyInvoisSandbox({ clientId: 'test-client', clientSecret: 'test-secret', ...o });
  prepare(sandbox);
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  const client = createMyInvoisClient({ apiBase: url, identityBase: url, portalBase: url, clientId: 'test-client', clientSecret: 'test-secret', intermediary: false });
  return { sandbox, client };
}

/** Runs the submission queue until each document's e-invoice state (read by `stateOf`) is valid. */
export async function submitUntilValid(db: Db, client: MyInvoisClient, ids: readonly string[], stateOf: (id: string) => Promise<string | undefined>): Promise<void> {
  const submitter = createJobRunner(db, einvoiceHandlers(client, { pollMs: 20 }), { pollMs: 10, backoffBaseMs: 20, backoffCapMs: 40 });
  submitter.start();
  try {
    for (const id of ids) await expect.poll(() => stateOf(id), { timeout: 15_000 }).toBe('valid');
  } finally {
    await submitter.stop();
  }
}
