import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { campaignCreateSchema } from '@/lib/messaging/campaign';
import { messageTemplateSchema } from '@/lib/messaging/templates';
import { whatsappSettingsSchema } from '@/lib/messaging/whatsapp-settings';
import type { Db, Queryable } from '@server/db/types';
import { upsertJsonRow } from '@server/db/upsert-json-row';
import { addRoute } from '@server/http/route';
import { problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import type { DbRow } from '@server/rows/mappers';
import { ORG_ADMIN } from '@server/routes/checkout-access';
import { createCampaign } from '@server/messaging/campaigns';
import { toMessageTemplate, toWhatsappSettings } from '@server/messaging/store';

const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });
const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });

async function branchExists(q: Queryable, businessId: string, branchId: string): Promise<boolean> {
  const rows = await q.query<DbRow>('SELECT id FROM branches WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [businessId, branchId]);
  return rows.length > 0;
}

const noBranch = { status: 404, body: problem(404, 'No such branch.') };

/**
 * Messages to customers (issue 21): message templates and each branch's WhatsApp settings,
 * written by org admins (spec §6, settings → communications), replicated to every member. The
 * messages themselves are written by the sending job only (server/messaging/send-job.ts).
 */
export function registerMessagingRoutes(app: FastifyInstance, db: Db, clock: () => Date = () => new Date()): void {
  // Campaigns (/marketing): for those who manage customers (spec §6, marketing reads customers).
  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/campaigns', access: { anyOf: [{ area: 'customers', level: 2 }] }, writes: true, params: bizParams, body: campaignCreateSchema },
    async ({ req, reply, params, body }) => {
      const { businessId } = params;
      return sendWrite(db, req, reply, businessId, async (q) => {
        if (!(await branchExists(q, businessId, body.branchId))) return { status: 404, body: problem(404, 'No such branch.', { branchId: 'validation.unknownBranch' }) };
        const template = await q.query<DbRow>(
          `SELECT 1 FROM message_templates WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL AND template->>'branchId' = $3 AND (template->>'active')::boolean`,
          [businessId, body.templateId, body.branchId],
        );
        if (template.length === 0) return { status: 400, body: problem(400, 'Choose an active template of the branch.', { templateId: 'messaging.errors.templateRequired' }) };
        const exists = await q.query<DbRow>('SELECT 1 FROM campaigns WHERE business_id = $1 AND id = $2', [businessId, body.id]);
        if (exists.length > 0) return { status: 409, body: problem(409, 'This campaign exists.') };
        return { status: 201, body: await createCampaign(q, businessId, body, clock()) };
      });
    },
  );

  addRoute(
    app,
    { method: 'PUT', url: '/b/:businessId/messageTemplates/:id', access: ORG_ADMIN, writes: true, params: idParams, body: messageTemplateSchema },
    async ({ req, reply, params, body }) => {
      const { businessId, id } = params;
      return sendWrite(db, req, reply, businessId, async (q) => {
        if (!(await branchExists(q, businessId, body.branchId))) return { status: 404, body: problem(404, 'No such branch.', { branchId: 'validation.unknownBranch' }) };
        const existing = await q.query<DbRow>(`SELECT template->>'branchId' AS branch_id FROM message_templates WHERE business_id = $1 AND id = $2`, [businessId, id]);
        if (existing[0] !== undefined && existing[0].branch_id !== body.branchId) return { status: 409, body: problem(409, 'A template stays in its branch.') };
        const row = await upsertJsonRow(q, { table: 'message_templates', column: 'template' }, businessId, id, body);
        return { status: 200, body: toMessageTemplate(row) };
      });
    },
  );

  addRoute(
    app,
    { method: 'PUT', url: '/b/:businessId/whatsappSettings/:id', access: ORG_ADMIN, writes: true, params: idParams, body: whatsappSettingsSchema },
    async ({ req, reply, params, body }) => {
      const { businessId, id } = params;
      return sendWrite(db, req, reply, businessId, async (q) => {
        if (!(await branchExists(q, businessId, id))) return noBranch;
        const row = await upsertJsonRow(q, { table: 'whatsapp_settings', column: 'settings' }, businessId, id, body);
        return { status: 200, body: toWhatsappSettings(row) };
      });
    },
  );
}
