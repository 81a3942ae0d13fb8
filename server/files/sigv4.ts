import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256 = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');

export interface PresignedRequest {
  method: string;
  /** The path as sent (already escaped: S3 signs it as is). */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** Why a query-signed (presigned) S3 request is refused, or null when its signature holds. */
export function presignRefusal(req: PresignedRequest, creds: Credentials, now: Date): string | null {
  const q = req.query;
  if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'AuthorizationQueryParametersError';
  const credential = q.get('X-Amz-Credential') ?? '';
  const amzDate = q.get('X-Amz-Date') ?? '';
  const expires = Number(q.get('X-Amz-Expires') ?? 'NaN');
  const signedHeaders = q.get('X-Amz-SignedHeaders') ?? '';
  const signature = q.get('X-Amz-Signature') ?? '';
  const [accessKeyId, day, region, service, terminator] = credential.split('/');
  if (accessKeyId !== creds.accessKeyId) return 'InvalidAccessKeyId';
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || day !== amzDate.slice(0, 8) || !region || service !== 's3' || terminator !== 'aws4_request') {
    return 'AuthorizationQueryParametersError';
  }
  if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) return 'AuthorizationQueryParametersError';
  const signedAt = Date.UTC(+amzDate.slice(0, 4), +amzDate.slice(4, 6) - 1, +amzDate.slice(6, 8), +amzDate.slice(9, 11), +amzDate.slice(11, 13), +amzDate.slice(13, 15));
  if (now.getTime() > signedAt + expires * 1000) return 'AccessDenied: Request has expired';

  const canonicalQuery = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders.split(';').filter(Boolean);
  if (!names.includes('host')) return 'AuthorizationQueryParametersError';
  const canonicalHeaders = names
    .map((name) => {
      const raw = req.headers[name];
      const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
      return `${name}:${value.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const payloadHash = q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const canonicalRequest = [req.method, req.path, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'SignatureDoesNotMatch';
}
