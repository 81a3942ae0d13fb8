import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

/** The harness's API allows the app origin http://127.0.0.1:8080 only. */
describe('CORS on the API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ name: 'pglite' });
  }, 180_000);
  afterAll(async () => {
    await h.stop();
  });

  const preflight = (origin: string) =>
    h.app.inject({
      method: 'OPTIONS',
      url: `/b/${FX.bizA}/customers`,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
    });

  it('allows the configured app origin, with the headers the app sends', async () => {
    const r = await preflight('http://127.0.0.1:8080');
    expect(r.statusCode).toBeLessThan(300);
    expect(r.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expect(String(r.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
  });

  it('gives any other origin no CORS grant, on preflight and on requests', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:8081', 'null']) {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
      const r = await h.app.inject({ url: '/healthz', headers: { origin } });
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
