import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny dev-only front for the identity emulator (cognito-local). It forwards every request
 * unchanged, except two calls the emulator lacks:
 * - `GetTokensFromRefreshToken` (the refresh of @aws-amplify/auth ≥ 6.14) becomes `InitiateAuth`
 *   with `REFRESH_TOKEN_AUTH`, and the answer is reshaped back to `{AuthenticationResult}`;
 * - `ResendConfirmationCode` becomes `ForgotPassword`: same body and answer shape, and the
 *   emulator keeps one pending code per user, which `ConfirmSignUp` then accepts.
 */
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const REFRESH_TARGET = `${TARGET_PREFIX}GetTokensFromRefreshToken`;
const RESEND_TARGET = `${TARGET_PREFIX}ResendConfirmationCode`;

/** The emulator's stand-in for a call it lacks whose body can pass unchanged, or null. */
export function substituteTarget(target: string | undefined): string | null {
  return target === RESEND_TARGET ? `${TARGET_PREFIX}ForgotPassword` : null;
}
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'content-length', 'content-encoding', 'transfer-encoding']);

interface RefreshRequest {
  ClientId?: unknown;
  RefreshToken?: unknown;
  ClientMetadata?: unknown;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Turns a GetTokensFromRefreshToken body into the equivalent InitiateAuth body. */
export function toInitiateAuth(body: RefreshRequest): Record<string, unknown> {
  const out: Record<string, unknown> = {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: body.ClientId,
    AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
  };
  if (body.ClientMetadata !== undefined) out.ClientMetadata = body.ClientMetadata;
  return out;
}

/**
 * Amazon Cognito answers a wrong password on sign-in with NotAuthorizedException ("Incorrect
 * username or password."); the emulator says InvalidPasswordException. Answer as Cognito does,
 * so the app's error mapping (spec §8) is the one production sees.
 */
export function asCognitoSignInError(target: string | undefined, answer: unknown): Record<string, unknown> | null {
  if (target !== `${TARGET_PREFIX}InitiateAuth`) return null;
  const o = (answer ?? {}) as { __type?: unknown };
  if (o.__type !== 'InvalidPasswordException') return null;
  return { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
}

/** InitiateAuth answers `{AuthenticationResult, ChallengeParameters}`; keep AuthenticationResult. */
export function toRefreshAnswer(initiateAuthAnswer: unknown): Record<string, unknown> {
  const o = (initiateAuthAnswer ?? {}) as { AuthenticationResult?: Record<string, unknown> };
  return { AuthenticationResult: o.AuthenticationResult ?? {} };
}

export interface CompatProxy {
  url: string;
  close(): Promise<void>;
}

export async function startCompatProxy(opts: { port: number; upstream: string; host?: string }): Promise<CompatProxy> {
  const upstream = new URL(opts.upstream);
  const server = http.createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      }
      res.end(JSON.stringify({ __type: 'ProxyError', message }));
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let body = await readBody(req);
    const headers = { ...req.headers };
    const rewrite = req.method === 'POST' && headers['x-amz-target'] === REFRESH_TARGET;
    if (rewrite) {
      body = Buffer.from(JSON.stringify(toInitiateAuth(JSON.parse(body.toString('utf8')) as RefreshRequest)));
      headers['x-amz-target'] = `${TARGET_PREFIX}InitiateAuth`;
    }
    const substitute = req.method === 'POST' ? substituteTarget(typeof headers['x-amz-target'] === 'string' ? headers['x-amz-target'] : undefined) : null;
    if (substitute) headers['x-amz-target'] = substitute;
    headers.host = upstream.host;
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    const upstreamRes = await fetch(new URL(req.url ?? '/', upstream), {
      method: req.method ?? 'GET',
      headers: Object.fromEntries(
        Object.entries(headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v]])),
      ),
      ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
    });
    let out = Buffer.from(await upstreamRes.arrayBuffer());
    if (rewrite && upstreamRes.ok) {
      out = Buffer.from(JSON.stringify(toRefreshAnswer(JSON.parse(out.toString('utf8')))));
    }
    const target = typeof headers['x-amz-target'] === 'string' ? headers['x-amz-target'] : undefined;
    const signInError = upstreamRes.status === 400 ? asCognitoSignInError(target, JSON.parse(out.toString('utf8'))) : null;
    if (signInError) out = Buffer.from(JSON.stringify(signInError));
    const resHeaders: Record<string, string> = {};
    upstreamRes.headers.forEach((v, k) => {
      // Hop-by-hop headers belong to the upstream connection, not ours (a copied keep-alive
      // hint would make clients reuse sockets this server is about to close).
      if (!HOP_BY_HOP.has(k)) {
        resHeaders[k] = v;
      }
    });
    if (signInError && resHeaders['x-amzn-errortype']) resHeaders['x-amzn-errortype'] = 'NotAuthorizedException';
    resHeaders['content-length'] = String(out.length);
    res.writeHead(upstreamRes.status, resHeaders);
    res.end(out);
  }

  server.keepAliveTimeout = 65_000;
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
