import { nextSeq } from '@server/db/seq';
import type { Queryable } from '@server/db/types';
import type { DbRow } from '@server/rows/mappers';

/** Replicated tables that hold one jsonb document per row (settings and profiles). */
type JsonRowTable = 'checkout_settings' | 'quotation_settings' | 'einvoice_profiles' | 'website_settings' | 'message_templates' | 'whatsapp_settings' | 'campaigns';
type JsonColumn = 'settings' | 'profile' | 'template' | 'campaign';

/**
 * Writes a replicated one-document row (insert, or replace its document), with the business's next
 * feed seq and a new version; a tombstoned row comes back. Returns the stored row.
 */
export async function upsertJsonRow(
  q: Queryable,
  target: { table: JsonRowTable; column: JsonColumn },
  businessId: string,
  id: string,
  value: unknown,
): Promise<DbRow> {
  const { table, column } = target;
  const seq = await nextSeq(q, businessId);
  const rows = await q.query<DbRow>(
    `INSERT INTO ${table} (business_id, id, seq, ${column}) VALUES ($1, $2, $3, $4::text::jsonb)
     ON CONFLICT (business_id, id) DO UPDATE SET ${column} = EXCLUDED.${column}, seq = EXCLUDED.seq,
       version = ${table}.version + 1, updated_at = now(), deleted_at = NULL
     RETURNING *`,
    [businessId, id, seq, JSON.stringify(value)],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`UPSERT into ${table} returned nothing`);
  return row;
}
