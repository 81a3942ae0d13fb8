import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { objectHeaders } from '@server/files/object-headers';
import { presignRefusal, type Credentials } from '@server/files/sigv4';

/** Largest object the local store takes (the app's images are far smaller). */
const MAX_OBJECT_BYTES = 10 * 1024 * 1024;

export interface LocalS3Options {
  host: string;
  /** 0 for any free port. */
  port: number;
  /** Where objects are kept: `<dir>/<bucket>/<key>` and a `.meta.json` beside each. */
  dir: string;
  bucket: string;
  credentials: Credentials;
  now?: () => Date;
}

export interface LocalS3 {
  /** e.g. http://127.0.0.1:8084 (path-style: objects at `<url>/<bucket>/<key>`). */
  url: string;
  close(): Promise<void>;
}

function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_OBJECT_BYTES) return null;
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * A small S3-compatible object store for the local stack (`npm start`), on loopback: path-style
 * PUT of an object through a SigV4 presigned URL (as the AWS SDK's presigner makes them), and
 * anonymous GET/HEAD (a public-read bucket: the `publicUrl` the assets call answers; served with
 * `objectHeaders`, so an uploaded SVG cannot run a script), with CORS
 * for the app's browser uploads. Anything else is refused as S3 would. Point `S3_ENDPOINT` at
 * Amazon S3 or MinIO instead and this is not started.
 */
export async function startLocalS3(o: LocalS3Options): Promise<LocalS3> {
  const now = o.now ?? (() => new Date());
  const root = path.resolve(o.dir, o.bucket);
  await mkdir(root, { recursive: true });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', 'ETag');
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD, PUT',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const prefix = `/${o.bucket}/`;
    if (!url.pathname.startsWith(prefix)) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
    let key: string;
    try {
      key = decodeURIComponent(url.pathname.slice(prefix.length));
    } catch {
      return s3Error(res, 400, 'InvalidURI', 'Could not parse the specified URI.');
    }
    const file = path.resolve(root, key);
    if (key === '' || !file.startsWith(`${root}${path.sep}`) || key.endsWith('.meta.json')) {
      return s3Error(res, 400, 'InvalidURI', 'Could not parse the specified URI.');
    }

    if (method === 'PUT') {
      if (!url.searchParams.has('X-Amz-Signature')) return s3Error(res, 403, 'AccessDenied', 'Anonymous writes are not allowed.');
      const refusal = presignRefusal({ method, path: url.pathname, query: url.searchParams, headers: req.headers }, o.credentials, now());
      if (refusal !== null) return s3Error(res, 403, refusal.split(':')[0] ?? 'AccessDenied', refusal);
      const body = await readBody(req);
      if (body === null) return s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      await mkdir(path.dirname(file), { recursive: true });
      const contentType = req.headers['content-type'] ?? 'application/octet-stream';
      // Written aside, then renamed: a reader never sees half an object.
      await writeFile(`${file}.part`, body);
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType, etag, size: body.length }));
      await rename(`${file}.part`, file);
      res.writeHead(200, { etag });
      res.end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      let body: Buffer;
      let meta: { etag: string };
      try {
        [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8').then((t) => JSON.parse(t) as { etag: string })]);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        throw error;
      }
      res.writeHead(200, { ...objectHeaders(key), 'content-length': body.length, etag: meta.etag, 'cache-control': 'public, max-age=31536000, immutable' });
      res.end(method === 'HEAD' ? undefined : body);
      return;
    }
    s3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('local S3:', error);
      if (!res.headersSent) s3Error(res, 500, 'InternalError', 'We encountered an internal error.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${o.host}:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
