import { z } from 'zod';
import { IMAGE_TYPES } from '@/lib/uploads';

/** What an uploaded file is for: it decides who may upload it and where it is kept. */
export const ASSET_PURPOSES = ['profileImage', 'businessLogo', 'branchImage', 'serviceImage', 'productImage'] as const;
export type AssetPurpose = (typeof ASSET_PURPOSES)[number];

/** The image uploader's types (spec §5) by file extension. */
export const IMAGE_TYPE_BY_EXTENSION: Readonly<Record<string, (typeof IMAGE_TYPES)[number]>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * `POST /business/{businessId}/assets` (spec §7): who uploads, the file's type, purpose and
 * extension; answered with a presigned PUT address and the public address the file will have.
 */
export const assetRequestSchema = z
  .strictObject({
    userId: z.uuid('validation.invalidId'),
    fileType: z.enum(IMAGE_TYPES, 'assets.validation.imagesOnly'),
    filePurpose: z.enum(ASSET_PURPOSES, 'assets.validation.invalidPurpose'),
    fileExtension: z
      .string('validation.invalidType')
      .trim()
      .toLowerCase()
      .transform((v) => v.replace(/^\./, ''))
      .refine((v) => Object.hasOwn(IMAGE_TYPE_BY_EXTENSION, v), 'assets.validation.imagesOnly'),
  })
  .refine((a) => IMAGE_TYPE_BY_EXTENSION[a.fileExtension] === a.fileType, { path: ['fileExtension'], message: 'assets.validation.extensionMismatch' });
export type AssetRequest = z.input<typeof assetRequestSchema>;

export interface AssetAnswer {
  presignedUrl: string;
  publicUrl: string;
}
