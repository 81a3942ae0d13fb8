import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AssetAnswer } from '@/lib/schemas/asset';

/** How long a presigned upload address stays good. */
const PRESIGN_SECONDS = 15 * 60;

/** Where files go: Amazon S3, MinIO or the local store `npm start` runs (see README, "Files"). */
export interface FileStoreConfig {
  /** null: Amazon S3 itself (the region's endpoint). */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`), as MinIO and the local store want. */
  forcePathStyle: boolean;
  /** Where the stored files are read from (a CDN, the bucket's website); default the bucket's own address. */
  publicBaseUrl: string;
}

/** The local store's defaults: loopback only, so its fixed key pair is no secret worth keeping. */
export const LOCAL_FILE_STORE = { bucket: 'bookit-assets', region: 'ap-southeast-1', accessKeyId: 'bookit-local', secretAccessKey: 'bookit-local-secret' } as const;

export function localFileStoreConfig(endpoint: string): FileStoreConfig {
  return { ...LOCAL_FILE_STORE, endpoint, forcePathStyle: true, publicBaseUrl: `${endpoint}/${LOCAL_FILE_STORE.bucket}` };
}

/**
 * The configuration from `S3_ENDPOINT`, `S3_BUCKET`, `S3_REGION`, `S3_ACCESS_KEY_ID`,
 * `S3_SECRET_ACCESS_KEY`, `S3_PUBLIC_URL` and `S3_FORCE_PATH_STYLE`, or null when `S3_BUCKET` is
 * not set (the local store is used then).
 */
export function fileStoreConfigFromEnv(env: NodeJS.ProcessEnv): FileStoreConfig | null {
  const bucket = env.S3_BUCKET;
  if (bucket === undefined || bucket === '') return null;
  const endpoint = env.S3_ENDPOINT === undefined || env.S3_ENDPOINT === '' ? null : env.S3_ENDPOINT.replace(/\/+$/, '');
  const region = env.S3_REGION ?? LOCAL_FILE_STORE.region;
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (accessKeyId === '' || secretAccessKey === '') throw new Error('S3_BUCKET is set: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too');
  const forcePathStyle = env.S3_FORCE_PATH_STYLE === undefined ? endpoint !== null : env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true';
  const own = endpoint === null ? `https://${bucket}.s3.${region}.amazonaws.com` : forcePathStyle ? `${endpoint}/${bucket}` : endpoint.replace('://', `://${bucket}.`);
  return { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle, publicBaseUrl: (env.S3_PUBLIC_URL ?? own).replace(/\/+$/, '') };
}

/** The origins a browser talks to for this store: where it PUTs uploads and where files are read. */
export function fileStoreOrigins(config: FileStoreConfig): string[] {
  const upload =
    config.endpoint === null
      ? `https://${config.bucket}.s3.${config.region}.amazonaws.com`
      : config.forcePathStyle
        ? config.endpoint
        : config.endpoint.replace('://', `://${config.bucket}.`);
  return [...new Set([new URL(upload).origin, new URL(config.publicBaseUrl).origin])];
}

export interface FileStore {
  /** A presigned PUT address for `key` (the upload must carry `contentType`) and the file's public address. */
  presignPut(key: string, contentType: string): Promise<AssetAnswer>;
}

/** The S3 adapter: presigns with the AWS SDK against any S3 endpoint (nothing is sent to sign). */
export function createFileStore(config: FileStoreConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint === null ? {} : { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // No checksum of an empty body in the address: the browser's PUT carries the real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return {
    async presignPut(key, contentType) {
      const command = new PutObjectCommand({ Bucket: config.bucket, Key: key, ContentType: contentType });
      // Content-Type is signed: the upload must be the type that was asked for.
      const presignedUrl = await getSignedUrl(client, command, { expiresIn: PRESIGN_SECONDS, signableHeaders: new Set(['content-type']) });
      return { presignedUrl, publicUrl: `${config.publicBaseUrl}/${key.split('/').map(encodeURIComponent).join('/')}` };
    },
  };
}
