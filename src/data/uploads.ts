import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { normaliseAvailability } from '@/lib/availability';
import { IMAGE_TYPE_BY_EXTENSION, type AssetPurpose } from '@/lib/schemas/asset';
import { IMAGE_TYPES } from '@/lib/uploads';
import { db } from '@/data/db';
import { ValidationError } from '@/data/errors';
import { saveBranch } from '@/data/mutations/branches';
import { updateBusiness } from '@/data/mutations/business';
import { updateProduct, updateService } from '@/data/mutations/catalogue';
import { updateMember } from '@/data/mutations/members';
import { OnlineCallError, requestAssetUpload } from '@/data/online';
import { getActiveAccount, requireActiveAccount, type ActiveAccount } from '@/data/session';
import type { PendingUpload, UploadTarget } from '@/data/upload-rows';

/**
 * The image upload queue (issue 17, spec §7 assets): a chosen image is kept in the replica at once
 * (the record shows it from there), and when the device is online it is sent: a presigned address
 * from `POST /business/{businessId}/assets`, a PUT of the file with progress, then the record's
 * field set to the public address through its mutation (the outbox). Offline, it waits; a refusal
 * is kept with its reason. One tab sends at a time (a Web Lock).
 */

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Keeps the image for the record's field and starts sending it when online. */
export async function queueImageUpload(target: UploadTarget & { rowId: string; purpose: AssetPurpose }, file: File): Promise<string> {
  const account = requireActiveAccount();
  // The image uploader's types (spec §5): by the file's type, else by its name.
  const byName = extensionOf(file.name);
  const fileType = IMAGE_TYPES.find((t) => t === file.type) ?? (file.type === '' ? IMAGE_TYPE_BY_EXTENSION[byName] : undefined);
  if (fileType === undefined) throw new ValidationError({ file: 'assets.validation.imagesOnly' });
  const fileExtension = IMAGE_TYPE_BY_EXTENSION[byName] === fileType ? byName : (Object.keys(IMAGE_TYPE_BY_EXTENSION).find((e) => IMAGE_TYPE_BY_EXTENSION[e] === fileType) ?? byName);
  const upload: PendingUpload = {
    id: uuidv7(),
    userId: account.userId,
    businessId: account.businessId,
    purpose: target.purpose,
    table: target.table,
    field: target.field,
    rowId: target.rowId,
    file,
    fileType,
    fileExtension,
    progress: 0,
    state: 'waiting',
    error: null,
    createdAt: new Date().toISOString(),
  };
  await db.transaction('rw', db.uploads, async () => {
    // A newer choice replaces one not sent yet.
    await db.uploads.where('[table+rowId]').equals([target.table, target.rowId]).delete();
    await db.uploads.add(upload);
  });
  void runUploads();
  return upload.id;
}

/** Sends a refused image again (the reason may be gone: a permission given, the file store back). */
export async function retryUpload(table: UploadTarget['table'], rowId: string): Promise<void> {
  await db.uploads.where('[table+rowId]').equals([table, rowId]).modify({ state: 'waiting', error: null, progress: 0 });
  void runUploads();
}

/** Takes the record's image away: the one waiting to upload, and the saved one (when `saved`). */
export async function removeImage(table: UploadTarget['table'], rowId: string, saved: boolean): Promise<void> {
  await db.uploads.where('[table+rowId]').equals([table, rowId]).delete();
  if (saved) await writeTarget({ table, rowId }, null);
}

/** PUTs the file with progress; resolves to the HTTP status (0: the network failed). */
function put(url: string, upload: PendingUpload, onProgress: (percent: number) => void): Promise<number> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', upload.fileType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve(xhr.status);
    xhr.onerror = () => resolve(0);
    xhr.ontimeout = () => resolve(0);
    xhr.timeout = 120_000;
    xhr.send(upload.file);
  });
}

/** Sets (or clears, with null) the record's image field through its mutation. */
async function writeTarget(target: Pick<PendingUpload, 'table' | 'rowId'>, url: string | null, account?: ActiveAccount): Promise<void> {
  const options = account === undefined ? {} : { account };
  switch (target.table) {
    case 'businesses':
      return updateBusiness(target.rowId, { logoUrl: url }, options);
    case 'members':
      return updateMember(target.rowId, { profileImageUrl: url }, options);
    case 'services':
      return updateService(target.rowId, { imageUrl: url }, options);
    case 'products':
      return updateProduct(target.rowId, { imageUrl: url }, options);
    case 'branches': {
      // A branch is saved whole (PUT): its replica row with the new address.
      const branch = await db.branches.get(target.rowId);
      if (branch === undefined) return;
      const { id, name, code, phone, timeZone, address1, address2, city, postalCode, province, country, openingHours } = branch;
      const hours = Object.keys(openingHours).length === 0 ? {} : normaliseAvailability(openingHours);
      await saveBranch({ id, name, code, phone, timeZone, address1, address2, city, postalCode, province, country, openingHours: hours, imageUrl: url }, options);
    }
  }
}

/** Sends one upload; false when the queue must stop (offline, or the network failed). */
async function send(upload: PendingUpload, account: ActiveAccount): Promise<boolean> {
  await db.uploads.update(upload.id, { state: 'sending', progress: 0, error: null });
  let answer;
  try {
    answer = await requestAssetUpload(upload.businessId, {
      userId: upload.userId,
      fileType: upload.fileType,
      filePurpose: upload.purpose,
      fileExtension: upload.fileExtension,
    });
  } catch (error) {
    if (error instanceof OnlineCallError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)) {
      await db.uploads.update(upload.id, { state: 'refused', error: Object.values(error.errors)[0] ?? 'assets.errors.refused' });
      return true;
    }
    console.warn('Upload waits: no upload address', error);
    await db.uploads.update(upload.id, { state: 'waiting' });
    return false;
  }
  let shown = 0;
  const status = await put(answer.presignedUrl, upload, (percent) => {
    if (percent - shown < 5 && percent < 100) return;
    shown = percent;
    void db.uploads.update(upload.id, { progress: percent });
  });
  if (status < 200 || status >= 300) {
    // Network down or the address expired on the way: it waits for the next try, with a new address.
    console.warn(`Upload waits: the store answered ${status}`);
    await db.uploads.update(upload.id, { state: 'waiting', progress: 0 });
    return false;
  }
  // The record's field changes through its mutation (outbox), then the kept file goes.
  const still = await db.uploads.get(upload.id);
  if (still !== undefined) {
    await writeTarget(upload, answer.publicUrl, account);
    await db.uploads.delete(upload.id);
  }
  return true;
}

let running: Promise<void> | null = null;

/** Sends the active account's waiting images, one at a time, while the device is online. */
export function runUploads(): Promise<void> {
  if (running !== null) return running;
  const drain = async (): Promise<void> => {
    for (;;) {
      const account = getActiveAccount();
      if (account === null || !navigator.onLine) return;
      const next = (await db.uploads.orderBy('id').toArray()).find(
        (u) => u.state !== 'refused' && u.userId === account.userId && u.businessId === account.businessId,
      );
      if (next === undefined || !(await send(next, account))) return;
    }
  };
  const locked = typeof navigator.locks?.request === 'function' ? navigator.locks.request('bookit-uploads', drain) : drain();
  running = locked.finally(() => {
    running = null;
  });
  return running;
}

export interface PendingImage {
  /** An object URL of the kept file (revoked when the screen lets go of it). */
  url: string;
  progress: number;
  state: PendingUpload['state'];
  error: string | null;
}

/** The image waiting to upload for a record's field, shown in its place until it is sent. */
export function usePendingImage(table: UploadTarget['table'], rowId: string): PendingImage | null {
  const upload = useLiveQuery(async () => (await db.uploads.where('[table+rowId]').equals([table, rowId]).first()) ?? null, [table, rowId]);
  const id = upload?.id ?? null;
  const file = upload?.file ?? null;
  // One object URL per upload (each read of the row gives a new Blob object for the same file).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const url = useMemo(() => (file === null ? null : URL.createObjectURL(file)), [id]);
  useEffect(() => () => {
    if (url !== null) URL.revokeObjectURL(url);
  }, [url]);
  if (upload === undefined || upload === null || url === null) return null;
  return { url, progress: upload.progress, state: upload.state, error: upload.error };
}
