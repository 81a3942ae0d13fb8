import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@/lib/api-types';
import { buildAppHost } from '@server/app-host';

const config: RuntimeConfig = {
  apiBase: 'http://127.0.0.1:8081',
  fileOrigins: ['http://127.0.0.1:8084'],
  auth: { region: 'ap-southeast-1', userPoolId: 'local_x', userPoolClientId: 'c', userPoolEndpoint: 'http://127.0.0.1:8082', authFlowType: 'USER_PASSWORD_AUTH' },
};

describe('app host', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bookit-dist-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Bookit</title>');
    await writeFile(path.join(dir, 'book.html'), '<!doctype html><title>Book online</title>');
    await writeFile(path.join(dir, 'custom-sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    app = await buildAppHost({ distDir: dir, config, quiet: true });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves /config.json from the stack', async () => {
    const r = await app.inject({ url: '/config.json' });
    expect(r.json()).toEqual(config);
  });

  it('falls back to index.html for navigations, uncached', async () => {
    for (const url of ['/', '/customers/details/123', '/appointments/calendar?x=1']) {
      const r = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<title>Bookit</title>');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the booking page (its own entry) for /book/*, uncached, and the back office elsewhere', async () => {
    for (const url of ['/book/salon-a', '/book/salon-a?bookingId=salon-a%7C1', '/book']) {
      const r = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(r.body, url).toContain('<title>Book online</title>');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/bookings', headers: { accept: 'text/html' } })).body).toContain('<title>Bookit</title>');
  });

  it('caches hashed assets for long and never the service worker', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ url: '/custom-sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ url: '/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('app host security headers', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bookit-dist-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Bookit</title>');
    await writeFile(path.join(dir, 'book.html'), '<!doctype html><title>Book online</title>');
    app = await buildAppHost({ distDir: dir, config, quiet: true });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends a strict CSP (no inline script, workers from itself, never framed), nosniff and a referrer policy', async () => {
    for (const url of ['/', '/config.json', '/customers', '/missing.js']) {
      const r = await app.inject({ url, headers: { accept: 'text/html' } });
      const csp = String(r.headers['content-security-policy']);
      const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('worker-src')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:8081', 'http://127.0.0.1:8082', 'http://127.0.0.1:8084']));
      // Uploads go to the file store, and its images show.
      expect(directives.get('img-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:8084']));
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(r.headers['x-frame-options']).toBe('DENY');
      // The QR scanner needs the camera on the app's own pages.
      expect(String(r.headers['permissions-policy'])).toMatch(/(^|, )camera=\(self\)/);
    }
  });
});
