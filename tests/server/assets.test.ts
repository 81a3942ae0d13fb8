import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { AssetAnswer } from '@/lib/schemas/asset';
import { startLocalS3, type LocalS3 } from '@server/files/local-s3';
import { createFileStore, fileStoreConfigFromEnv, LOCAL_FILE_STORE, localFileStoreConfig } from '@server/files/s3';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const path_ = `/business/${FX.bizA}/assets`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2d8a30000000049454e44ae426082', 'hex');

describe.each(backends())('asset uploads on $name', (backend) => {
  let h: Harness;
  let s3: LocalS3;
  let dir: string;
  let clock = new Date();
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bookit-s3-'));
    s3 = await startLocalS3({ host: '127.0.0.1', port: 0, dir, bucket: LOCAL_FILE_STORE.bucket, credentials: LOCAL_FILE_STORE, now: () => clock });
    h = await startHarness(backend, { files: createFileStore(localFileStoreConfig(s3.url)) });
  });
  afterAll(async () => {
    await h.stop();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  const ask = (as: 'ownerA' | 'clerkA' | 'viewerA' | 'ownerB', body: Record<string, unknown>) => h.call('POST', path_, { as, body });

  it('presigns a PUT with the AWS SDK that the local S3 store takes, and serves the file at its public address', async () => {
    const r = await ask('ownerA', { userId: USERS.ownerA.id, fileType: 'image/png', filePurpose: 'businessLogo', fileExtension: '.PNG' });
    expect(r.status).toBe(200);
    const { presignedUrl, publicUrl } = r.json as AssetAnswer;
    expect(publicUrl).toMatch(new RegExp(`^${s3.url}/bookit-assets/${FX.bizA}/businessLogo/[0-9a-f-]{36}\\.png$`));
    expect(presignedUrl.startsWith(`${publicUrl}?`)).toBe(true);
    expect(new URL(presignedUrl).searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');

    expect((await fetch(publicUrl)).status).toBe(404);
    const put = await fetch(presignedUrl, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    const got = await fetch(publicUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG);

    // A browser's preflight is answered, so the app can PUT from its own origin.
    const preflight = await fetch(presignedUrl, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('refuses a forged, tampered, unsigned or expired upload', async () => {
    const { presignedUrl, publicUrl } = (await ask('ownerA', { userId: USERS.ownerA.id, fileType: 'image/png', filePurpose: 'businessLogo', fileExtension: 'png' })).json as AssetAnswer;
    const forged = new URL(presignedUrl);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(forged, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(403);
    const elsewhere = presignedUrl.replace('/businessLogo/', '/profileImage/');
    expect((await fetch(elsewhere, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(403);
    expect((await fetch(publicUrl, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(403);
    expect(new URL(presignedUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect((await fetch(presignedUrl, { method: 'PUT', body: PNG, headers: { 'content-type': 'text/html' } })).status).toBe(403);
    clock = new Date(Date.now() + 16 * 60 * 1000);
    try {
      const late = await fetch(presignedUrl, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });
      expect(late.status).toBe(403);
      expect(await late.text()).toContain('expired');
    } finally {
      clock = new Date();
    }
    expect((await fetch(publicUrl)).status).toBe(404);
  });

  it('lets each purpose be uploaded only by who may set it, as themselves', async () => {
    const png = { fileType: 'image/png', fileExtension: 'png' };
    expect((await ask('clerkA', { userId: USERS.clerkA.id, filePurpose: 'profileImage', ...png })).status).toBe(200);
    for (const filePurpose of ['businessLogo', 'branchImage', 'serviceImage']) {
      const refused = await ask('clerkA', { userId: USERS.clerkA.id, filePurpose, ...png });
      expect(refused.status).toBe(403);
      expect((refused.json as Problem).errors).toEqual({ filePurpose: 'permissions.insufficient' });
    }
    expect((await ask('clerkA', { userId: USERS.ownerA.id, filePurpose: 'profileImage', ...png })).status).toBe(403);
    expect((await ask('ownerB', { userId: USERS.ownerB.id, filePurpose: 'profileImage', ...png })).status).toBe(403);
    expect((await h.call('POST', path_, { body: { userId: USERS.ownerA.id, filePurpose: 'profileImage', ...png } })).status).toBe(401);
  });

  it('takes only the image uploader types (spec §5), with an extension that matches', async () => {
    const bad = await ask('ownerA', { userId: 'me', fileType: 'application/pdf', filePurpose: 'poster', fileExtension: 'pdf' });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({
      userId: 'validation.invalidId', fileType: 'assets.validation.imagesOnly', filePurpose: 'assets.validation.invalidPurpose', fileExtension: 'assets.validation.imagesOnly',
    });
    const mismatch = await ask('ownerA', { userId: USERS.ownerA.id, fileType: 'image/jpeg', filePurpose: 'businessLogo', fileExtension: 'png' });
    expect((mismatch.json as Problem).errors).toEqual({ fileExtension: 'assets.validation.extensionMismatch' });
    for (const [fileType, fileExtension] of [['image/jpeg', 'jpg'], ['image/gif', 'gif'], ['image/bmp', 'bmp'], ['image/webp', 'webp'], ['image/svg+xml', 'svg']]) {
      expect((await ask('ownerA', { userId: USERS.ownerA.id, fileType, filePurpose: 'businessLogo', fileExtension })).status).toBe(200);
    }
  });

  it('serves an uploaded SVG from the file store origin only, as an image no script can run in', async () => {
    const r = await ask('ownerA', { userId: USERS.ownerA.id, fileType: 'image/svg+xml', filePurpose: 'productImage', fileExtension: 'svg' });
    expect(r.status).toBe(200);
    const { presignedUrl, publicUrl } = r.json as AssetAnswer;
    expect(new URL(publicUrl).origin).toBe(new URL(s3.url).origin);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>';
    expect((await fetch(presignedUrl, { method: 'PUT', body: svg, headers: { 'content-type': 'image/svg+xml' } })).status).toBe(200);
    const got = await fetch(publicUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/svg+xml');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = (got.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy.some((d) => d.startsWith('script-src'))).toBe(false);
  });
});

describe('file store configuration', () => {
  it('points at Amazon S3, MinIO or the local store from the environment', () => {
    expect(fileStoreConfigFromEnv({})).toBeNull();
    expect(() => fileStoreConfigFromEnv({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
    const keys = { S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(fileStoreConfigFromEnv({ S3_BUCKET: 'salon-files', S3_REGION: 'ap-southeast-1', ...keys })).toMatchObject({
      endpoint: null, forcePathStyle: false, publicBaseUrl: 'https://salon-files.s3.ap-southeast-1.amazonaws.com',
    });
    expect(fileStoreConfigFromEnv({ S3_BUCKET: 'salon-files', S3_ENDPOINT: 'http://minio:9000/', ...keys })).toMatchObject({
      endpoint: 'http://minio:9000', forcePathStyle: true, publicBaseUrl: 'http://minio:9000/salon-files',
    });
    expect(fileStoreConfigFromEnv({ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example.test/', ...keys })?.publicBaseUrl).toBe('https://cdn.example.test');
  });
});
