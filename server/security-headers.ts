import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@/lib/api-types';

function origin(url: string): string {
  return new URL(url).origin;
}

/** Where the app may connect: itself, the API, the identity service and the file store of its configuration. */
function connectSources(c: RuntimeConfig): string[] {
  const identity = c.auth.userPoolEndpoint ?? `https://cognito-idp.${c.auth.region}.amazonaws.com`;
  const out = ["'self'", origin(c.apiBase), origin(identity), ...(c.fileOrigins ?? [])];
  if (c.auth.oauthDomain !== undefined) out.push(origin(c.auth.oauthDomain.startsWith('http') ? c.auth.oauthDomain : `https://${c.auth.oauthDomain}`));
  return [...new Set(out)];
}

/**
 * The app's Content-Security-Policy: scripts only from the app's own files (no inline script,
 * no eval), the service worker and workers from itself, never framed. Styles may be inline (the
 * kit positions popovers with style attributes); images may come from the API, the file store
 * and https stores.
 */
export function contentSecurityPolicy(c: RuntimeConfig): string {
  const api = origin(c.apiBase);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    `connect-src ${connectSources(c).join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', 'https:', api, ...(c.fileOrigins ?? [])].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers on every answer of the app host. */
export function addSecurityHeaders(app: FastifyInstance, c: RuntimeConfig): void {
  const csp = contentSecurityPolicy(c);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The QR scanner reads the camera (spec §2.3): the app itself may; nothing else may use these.
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
  });
}
