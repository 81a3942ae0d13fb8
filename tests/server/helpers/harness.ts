import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApi } from '@server/api';
import type { Db } from '@server/db/types';
import type { FileStore } from '@server/files/s3';
import type { Billing } from '@server/billing/config';
import { type Backend, openTestDb } from './backends';
import { loadFixture, type UserKey } from './fixture';
import { idToken } from './tokens';

export interface CallOptions {
  as?: UserKey;
  token?: string;
  key?: string | null;
  body?: unknown;
  rawBody?: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  json: unknown;
}

export interface Harness {
  app: FastifyInstance;
  db: Db;
  call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, o?: CallOptions): Promise<CallResult>;
  stop(): Promise<void>;
}

/** An API over a fresh database with the fixture loaded, driven through fastify.inject. */
export async function startHarness(b: Backend, opts: { faults?: boolean; clock?: () => Date; files?: FileStore; billing?: Billing } = {}): Promise<Harness> {
  const { db, dispose } = await openTestDb(b);
  await loadFixture(db);
  const app = await buildApi({
    db,
    identity: inject('identity'),
    corsOrigins: ['http://127.0.0.1:8080'],
    faults: opts.faults === true,
    quiet: true,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.files ? { files: opts.files } : {}),
    ...(opts.billing ? { billing: opts.billing } : {}),
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

/**
 * The harness with test faults on (PGlite), also listening on a loopback port: for tests that
 * need real connections (a reset socket, a dropped answer) rather than fastify.inject.
 */
export async function startFaultsServer(): Promise<{ h: Harness; url: string }> {
  const h = await startHarness({ name: 'pglite' }, { faults: true });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  return { h, url: `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}` };
}
