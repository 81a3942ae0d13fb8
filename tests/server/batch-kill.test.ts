import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import { openDb } from '@server/db/open';
import { dropSchema, uniqueSchema } from './helpers/backends';
import { FX, loadFixture } from './helpers/fixture';
import { freePortPair } from './helpers/ports';
import { idToken } from './helpers/tokens';

const ENTRIES = 200;

/** The API as its own process over the real PostgreSQL, answering once it listens. */
async function startApi(env: Record<string, string>): Promise<ChildProcess> {
  // The server process itself (not an npx wrapper), so SIGKILL kills the API.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/api-only.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start in 150 s')), 150_000);
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('API instance on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${String(code)}`)));
  });
  return child;
}

/**
 * SIGKILL of the API in the middle of a batch push, then a restart: the batch is applied
 * entirely or not at all (one transaction), and the device's retry (same keys) completes it
 * exactly once.
 */
describe.skipIf(inject('pgUrl') === null)('a batch push when the API is killed', () => {
  it('applies all or nothing, and the retry completes it exactly once', async () => {
    const url = inject('pgUrl') ?? '';
    const schema = uniqueSchema('kill');
    const setup = await openDb({ databaseUrl: url, schema });
    await loadFixture(setup);
    const port = await freePortPair();
    const env = { DATABASE_URL: url, DB_SCHEMA: schema, API_PORT: String(port), IDENTITY_ENDPOINT: inject('identity').endpoint, APP_ORIGIN: 'http://127.0.0.1:8080' };
    const token = await idToken('ownerA');
    const count = async (): Promise<number> =>
      Number((await setup.query<{ n: string }>('SELECT count(*)::text AS n FROM customers WHERE business_id = $1', [FX.bizA]))[0]?.n);
    const before = await count();
    const entries = Array.from({ length: ENTRIES }, (_, i) => {
      const id = crypto.randomUUID();
      return { method: 'POST', path: `/b/${FX.bizA}/customers`, idempotencyKey: crypto.randomUUID(), body: { id, firstName: `Killed ${i}`, notes: 'x'.repeat(2000) } };
    });
    const push = (): Promise<Response> =>
      fetch(`http://127.0.0.1:${port}/b/${FX.bizA}/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ entries }),
      });
    let api = await startApi(env);
    try {
      const answer = push().then(
        (r) => r.status,
        (err: unknown) => `lost: ${String(err)}`,
      );
      // Kill it while the batch's transaction is open (its entries are being written).
      await expect
        .poll(
          async () =>
            // An open write to this run's customers table: the batch's transaction, not yet committed.
            (await setup.query(
              `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname = $1 AND c.relname = 'customers' AND l.mode = 'RowExclusiveLock' AND l.pid <> pg_backend_pid()`,
              [schema],
            )).length,
          { timeout: 60_000, interval: 20 },
        )
        .toBeGreaterThan(0);
      api.kill('SIGKILL');
      // Killed while its transaction held the table; the commit may still win the race by a hair.
      const outcome = String(await answer);
      expect(outcome).toMatch(/^lost|^200$/);
      // PostgreSQL rolls back the dead connection's transaction.
      await expect.poll(count, { timeout: 30_000 }).toSatisfy((n: number) => n === before || n === before + ENTRIES);
      expect([before, before + ENTRIES]).toContain(await count());

      api = await startApi(env);
      const retried = await push();
      expect(retried.status).toBe(200);
      expect(await count()).toBe(before + ENTRIES);
      const again = await push();
      expect(((await again.json()) as { results: { replayed: boolean }[] }).results.every((r) => r.replayed)).toBe(true);
      expect(await count()).toBe(before + ENTRIES);
    } finally {
      api.kill('SIGKILL');
      await setup.close();
      await dropSchema(url, schema);
    }
  }, 600_000);
});
