import type { SyncedTable } from '@/lib/api-types';
import { isJsonObject } from '@/data/json';
import { toLocalRow, type LocalRow } from '@/data/local-rows';
import { rowEntries, writeRowWithEntries } from '@/data/outbox-effects';
import type { SyncContext } from '@workers/sync/context';
import { sendRequest } from '@workers/sync/http';
import { PullError } from '@workers/sync/pull';

/**
 * GET /b/{businessId}/{table}/{id} and write the server's row (or its absence, on 404) with this
 * user's remaining entries for it on top. Used after a discard to restore the server's row.
 */
export async function refreshRow(ctx: SyncContext, table: SyncedTable, id: string): Promise<void> {
  const outcome = await sendRequest(ctx, { method: 'GET', path: `/b/${ctx.businessId}/${table}/${id}` });
  let base: LocalRow | undefined;
  if (outcome.kind === 'ok' && isJsonObject(outcome.body) && outcome.body.id === id) {
    base = toLocalRow(table, outcome.body as unknown as LocalRow);
  } else if (!(outcome.kind === 'rejected' && (outcome.status === 404 || outcome.status === 410))) {
    if (outcome.kind === 'ok') return; // A 2xx that is not the row: nothing better to write.
    throw new PullError(outcome);
  }
  const { db } = ctx;
  await db.transaction('rw', [db.synced(table), db.outbox], async () => {
    const remaining = await rowEntries(db, ctx, table, id);
    for (const entry of remaining) await db.outbox.update(entry.seq, { before: base ?? null });
    await writeRowWithEntries(db, table, id, base, remaining);
  });
}
