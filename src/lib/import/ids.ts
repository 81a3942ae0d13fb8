import { v5 as uuidv5 } from 'uuid';

/** Namespace of every id an import derives (a fixed random UUID). */
const IMPORT_NAMESPACE = '6f1c2a7e-3d4b-4f8a-9b1e-2c5d7e9f0a13';

/**
 * Ids derived from the import and the row (UUIDv5): the same row of the same import always gets
 * the same record id and the same outbox entry id (its Idempotency-Key), so an import resumed
 * after a reload cannot queue or apply a row twice.
 */
export function importRecordId(importId: string, item: number): string {
  return uuidv5(`${importId}/${item}/record`, IMPORT_NAMESPACE);
}

export function importEntryId(importId: string, item: number): string {
  return uuidv5(`${importId}/${item}/entry`, IMPORT_NAMESPACE);
}

/** The outbox entry id of a chunk of rows sent as one entry, from the place of its first row. */
export function importChunkEntryId(importId: string, firstItem: number): string {
  return uuidv5(`${importId}/${firstItem}/chunk`, IMPORT_NAMESPACE);
}
