import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { MemberRow } from '@/lib/api-types';
import { assetRequestSchema, type AssetAnswer, type AssetPurpose } from '@/lib/schemas/asset';
import type { FileStore } from '@server/files/s3';
import { can, isOrgAdmin } from '@server/http/access';
import { fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });

/** Who may upload a file for each purpose (the record it goes on checks its own rule again). */
const MAY_UPLOAD: Record<AssetPurpose, (m: MemberRow) => boolean> = {
  // Anyone their own photo; members ≥ 2 another's (the member PUT checks which).
  profileImage: () => true,
  businessLogo: isOrgAdmin,
  branchImage: (m) => isOrgAdmin(m) || can(m, 'members', 2),
  serviceImage: (m) => can(m, 'catalogues', 2),
  productImage: (m) => can(m, 'catalogues', 2),
};

/**
 * `POST /business/{businessId}/assets` (spec §7): `{userId, fileType, filePurpose,
 * fileExtension}` → `{presignedUrl, publicUrl}`; the device then PUTs the file to the presigned
 * address (with that Content-Type) and writes the public address on the record. Only the
 * image uploader's types (spec §5). The key is made here, so no two uploads meet.
 */
export function registerAssetRoutes(app: FastifyInstance, files: FileStore): void {
  addRoute(
    app,
    { method: 'POST', url: '/business/:businessId/assets', access: 'member', writes: false, params: bizParams, body: assetRequestSchema },
    async ({ params, body, caller }): Promise<AssetAnswer> => {
      const me = caller();
      if (body.userId.toLowerCase() !== me.userId.toLowerCase()) fail(403, 'userId is not the signed-in user.', { userId: 'permissions.insufficient' });
      if (!MAY_UPLOAD[body.filePurpose](me.member)) fail(403, `You may not upload a ${body.filePurpose}.`, { filePurpose: 'permissions.insufficient' });
      const key = `${params.businessId.toLowerCase()}/${body.filePurpose}/${uuidv7()}.${body.fileExtension}`;
      return files.presignPut(key, body.fileType);
    },
  );
}
