import type { CustomerRow, RowMeta, SyncedRows, SyncedTable } from '@/lib/api-types';
import { customerSearchFields, type CustomerSearchFields } from '@/data/customer-search';

/**
 * Rows as the replica stores them: the wire row plus fields derived on the device for indexes.
 * Derived fields are recomputed on every write and never sent to the server.
 */
export type LocalCustomer = CustomerRow & CustomerSearchFields;

export interface LocalRows extends Omit<SyncedRows, 'customers'> {
  customers: LocalCustomer;
}
export type LocalRow = LocalRows[SyncedTable];

/** Adds the derived fields a table needs; every write to the replica goes through here. */
export function toLocalRow<T extends SyncedTable>(table: T, row: RowMeta): LocalRows[T];
export function toLocalRow(table: SyncedTable, row: RowMeta): RowMeta {
  if (table === 'customers') {
    return { ...row, ...customerSearchFields(row as CustomerRow) };
  }
  return row;
}

/** The wire row without the device-only fields, e.g. to show what the server holds. */
export function toWireCustomer(row: LocalCustomer): CustomerRow {
  const { nameKey: _nameKey, terms: _terms, birthMonth: _birthMonth, visitKey: _visitKey, ...wire } = row;
  return wire;
}
