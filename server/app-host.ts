import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@/lib/api-types';
import { addSecurityHeaders } from '@server/security-headers';

const NO_CACHE = new Set(['index.html', 'book.html', 'custom-sw.js']);

/**
 * Serves the built PWA: hashed /assets/* cached for a year, index.html and /custom-sw.js never
 * cached, /config.json from the running stack, book.html (the public booking page, a bundle of
 * its own) for /book/*, and index.html for any other navigation (SPA).
 */
export async function buildAppHost(o: { distDir: string; config: RuntimeConfig; quiet?: boolean }): Promise<FastifyInstance> {
  const app = Fastify({ logger: o.quiet === true ? false : { level: 'warn' } });
  const root = path.resolve(o.distDir);
  const built = existsSync(path.join(root, 'index.html'));
  addSecurityHeaders(app, o.config);

  app.get('/config.json', async (_req, reply) => reply.header('Cache-Control', 'no-cache').send(o.config));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(root, filePath).split(path.sep).join('/');
        // Hashed assets never change; everything else (index.html, custom-sw.js, icons) revalidates.
        const immutable = rel.startsWith('assets/') && !NO_CACHE.has(rel);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = async (reply: FastifyReply, page: 'index.html' | 'book.html' = 'index.html'): Promise<FastifyReply> => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The app is not built yet: run "npm run build" (looked in ${root}).`);
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
  };

  app.get('/', async (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (req, reply) => {
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '');
    const bookingPage = /^\/book(\/|\?|$)/.test(req.url);
    if (req.method === 'GET' && (wantsHtml || !looksLikeFile)) return sendIndex(reply, bookingPage ? 'book.html' : 'index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
