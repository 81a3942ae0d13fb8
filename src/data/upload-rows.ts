import type { AssetPurpose } from '@/lib/schemas/asset';
import type { IMAGE_TYPES } from '@/lib/uploads';

/** Where an uploaded image's public address is written when the upload is done. */
export type UploadTarget =
  | { table: 'businesses'; field: 'logoUrl' }
  | { table: 'members'; field: 'profileImageUrl' }
  | { table: 'services' | 'products' | 'branches'; field: 'imageUrl' };

/** An image chosen on this device, kept until it is uploaded (offline it waits here). */
export interface PendingUpload {
  id: string;
  userId: string;
  businessId: string;
  purpose: AssetPurpose;
  table: UploadTarget['table'];
  field: UploadTarget['field'];
  rowId: string;
  file: Blob;
  fileType: (typeof IMAGE_TYPES)[number];
  fileExtension: string;
  /** 0–100 while sending. */
  progress: number;
  /** waiting (offline or not started), sending, or refused (with the reason's i18n key). */
  state: 'waiting' | 'sending' | 'refused';
  error: string | null;
  createdAt: string;
}
