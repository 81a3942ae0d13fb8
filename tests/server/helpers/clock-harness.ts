import { inject } from 'vitest';
import { buildApi } from '@server/api';
import { type Backend, openTestDb } from './backends';
import { loadFixture } from './fixture';
import type { Harness } from './harness';
import { idToken } from './tokens';

/** A clock the test moves by hand (no sleeping). */
export class FakeClock {
  constructor(private t = Date.parse('2025-06-01T02:00:00.000Z')) {}
  readonly now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

/** Like startHarness, with the API's clock under the test's control and the request IP settable. */
export async function startClockHarness(b: Backend, clock: FakeClock): Promise<Harness> {
  const { db, dispose } = await openTestDb(b);
  await loadFixture(db);
  const app = await buildApi({
    db,
    identity: inject('identity'),
    corsOrigins: ['http://127.0.0.1:8080'],
    quiet: true,
    clock: clock.now,
  });
  await app.ready();
  return {
    app,
    db,
    async call(method, url, o = {}) {
      const headers: Record<string, string> = {};
      const token = o.token ?? (o.as !== undefined ? await idToken(o.as) : undefined);
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
      if (method !== 'GET' && o.key !== null) headers['idempotency-key'] = o.key ?? crypto.randomUUID();
      let payload: string | undefined;
      if (o.rawBody !== undefined) payload = o.rawBody;
      else if (o.body !== undefined) payload = JSON.stringify(o.body);
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
      return { status: res.statusCode, headers: res.headers, json: res.body === '' ? null : (JSON.parse(res.body) as unknown) };
    },
    async stop() {
      await app.close();
      await dispose();
    },
  };
}
