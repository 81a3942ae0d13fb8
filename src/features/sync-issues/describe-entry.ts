import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { isJsonObject } from '@/data/json';

/** What a user calls the change an outbox entry carries: an i18n key and its values. */
export function describeEntry(entry: StoredOutboxEntry): { key: string; values: Record<string, string> } {
  if (entry.effect.op === 'createMany') return { key: 'syncIssues.change.customers.import', values: { rows: String(entry.effect.rows.length) } };
  // A booking's own actions are POSTs after its id (`/appointments/{id}/reschedule`): named by that action.
  const bookingAction = entry.table === 'appointments' ? entry.path.split(`/${entry.rowId}/`)[1]?.split('/')[0] : undefined;
  const action = bookingAction ?? (entry.method === 'POST' ? 'create' : entry.method === 'PATCH' ? 'update' : 'delete');
  const body = isJsonObject(entry.body) ? entry.body : {};
  const row = entry.effect.op === 'create' ? entry.effect.row : entry.before;
  const source = { ...(row ?? {}), ...body } as Record<string, unknown>;
  const name = [source.firstName, source.lastName, source.name].filter((v) => typeof v === 'string' && v !== '').join(' ');
  return { key: `syncIssues.change.${entry.table}.${action}`, values: { name: name || entry.rowId.slice(0, 8) } };
}

/** The string fields of an entry's body that a user may correct before retrying. */
export function editableFields(entry: StoredOutboxEntry): string[] {
  if (entry.method === 'DELETE' || !isJsonObject(entry.body)) return [];
  return Object.entries(entry.body)
    .filter(([key, value]) => typeof value === 'string' && key !== 'id' && !key.endsWith('Id'))
    .map(([key]) => key);
}
