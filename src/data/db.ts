import { Dexie, type Table } from 'dexie';
import type {
  AppointmentRow,
  AppointmentSeriesRow,
  BookingActionRow,
  BusinessRow,
  BookingSettingsRow,
  BranchRow,
  ClassAttendeeRow,
  MemberRow,
  ProductRow,
  ServiceRow,
  SyncedTable,
} from '@/lib/api-types';
import type { LocalCustomer, LocalRows } from '@/data/local-rows';
import { customerSearchFields } from '@/data/customer-search';
import type { StoredOutboxEntry, OutboxEntry } from '@/data/outbox-entry';
import type { FeedCursorRow, MetaRow } from '@/data/meta';
import type { CartRecord, CheckoutLocalRow } from '@/data/checkout-local';
import type { BalanceRow, CheckoutSettingsRow, PackageRow, RefundRow, SaleAnomalyRow, SaleRow, ShiftRow } from '@/lib/checkout/rows';
import type { InvoiceRow } from '@/lib/invoices/rows';
import type { EinvoiceProfileRow } from '@/lib/einvoice/profile';
import type { QuotationSettingsRow } from '@/lib/invoices/quotation-settings';
import type { CreditMovementRow } from '@/lib/customers/ledger';
import type { ImportItem, ImportJob } from '@/data/import-rows';
import type { LocalNotification, NotificationActionEntry, StoredNotificationAction } from '@/data/notification-rows';
import type { PendingUpload } from '@/data/upload-rows';

export const DB_NAME = 'bookit';

/** Up to schema 5 the feed cursor was a `meta` row keyed `cursor:<businessId>`. */
const CURSOR_KEY_PREFIX = 'cursor:';
interface LegacyCursorRow {
  key: string;
  kind: 'cursor';
  value: string;
}

/**
 * The device replica. No DOM imports: the sync worker opens the same schema.
 * Secondary indexes are only those live queries use (each one slows every write ~15–20%).
 */
export class BookitDb extends Dexie {
  /** The organisation's own row (one per business the device has synced). */
  businesses!: Table<BusinessRow, string>;
  branches!: Table<BranchRow, string>;
  members!: Table<MemberRow, string>;
  services!: Table<ServiceRow, string>;
  products!: Table<ProductRow, string>;
  appointments!: Table<AppointmentRow, string>;
  appointmentSeries!: Table<AppointmentSeriesRow, string>;
  bookingActions!: Table<BookingActionRow, string>;
  classAttendees!: Table<ClassAttendeeRow, string>;
  bookingSettings!: Table<BookingSettingsRow, string>;
  customers!: Table<LocalCustomer, string>;
  /** Primary key `seq` (auto-increment) is the send order; insert type leaves it out. */
  outbox!: Table<StoredOutboxEntry, number, OutboxEntry>;
  meta!: Table<MetaRow, string>;
  /** The delta feed's cursor per business; only the sync worker's pull reads and writes it. */
  feedCursors!: Table<FeedCursorRow, string>;
  sales!: Table<SaleRow, string>;
  refunds!: Table<RefundRow, string>;
  shifts!: Table<ShiftRow, string>;
  balances!: Table<BalanceRow, string>;
  checkoutSettings!: Table<CheckoutSettingsRow, string>;
  packages!: Table<PackageRow, string>;
  saleAnomalies!: Table<SaleAnomalyRow, string>;
  /** Movements of customers' credit ledgers (the balance row is their sum). */
  creditMovements!: Table<CreditMovementRow, string>;
  /** Invoices and credit notes, newest issue day last (the list reads them by issueDate). */
  invoices!: Table<InvoiceRow, string>;
  /** The business's e-invoicing tax identity (one row, id = business id). */
  einvoiceProfiles!: Table<EinvoiceProfileRow, string>;
  /** Each branch's quotation settings (id = branch id). */
  quotationSettings!: Table<QuotationSettingsRow, string>;
  /** Imports from a file (customers, later the catalogue): progress, kept until finished. Device-only. */
  importJobs!: Table<ImportJob, string>;
  /** The writes an unfinished import still has to queue, in order (`n`). Device-only. */
  importItems!: Table<ImportItem, [string, number]>;
  /** Open carts (parked sales): device-only drafts until paid; never synced. */
  carts!: Table<CartRecord, string>;
  /** Device-only checkout counters and choices (receipt sequence, active cart). */
  checkoutLocal!: Table<CheckoutLocalRow, string>;
  /** The user's notifications as last fetched (newest first by createdAt), with unsent actions applied. */
  notifications!: Table<LocalNotification, string>;
  /** Images chosen on this device and not uploaded yet (device-only; the record's field follows the upload). */
  uploads!: Table<PendingUpload, string>;
  /** Notification actions waiting to be sent, in order. */
  notificationActions!: Table<StoredNotificationAction, number, NotificationActionEntry>;

  constructor(options: { relaxedDurability?: boolean; name?: string } = {}) {
    super(options.name ?? DB_NAME, {
      // The worker's bulk pulls may use relaxed durability: a power cut can lose the last pulled
      // page and its cursor (written with it), and the next pull fetches it again.
      // Mutations (row + outbox entry) keep the default durability: an accepted write is kept.
      chromeTransactionDurability: options.relaxedDurability ? 'relaxed' : 'default',
    });
    defineSchema(this);
  }

  /** The replica table for a synced table name, typed by that name. */
  synced<T extends SyncedTable>(table: T): Table<LocalRows[T], string> {
    return this.table(table);
  }
}

/**
 * Every schema version, oldest first. Rules for a new version: add a `this.version(n + 1)`
 * call below, never edit an old one, and never clear or rewrite `outbox` in an upgrade
 * (pending entries are accepted writes). Tests in tests/unit/data/schema.test.ts check this.
 * `upTo` stops after that version: tests open a replica as an older release left it.
 */
export function defineSchema(db: Dexie, upTo = Number.POSITIVE_INFINITY): void {
  db.version(1).stores({
    branches: 'id',
    members: 'id',
    services: 'id',
    products: 'id',
    appointments: 'id, [branchId+startAt]',
    customers: 'id, [businessId+nameKey], *terms',
    outbox: '++seq, &id, [userId+businessId]',
    meta: 'key',
  });
  // Version 2 (shell, issue #5): notifications and their pending actions.
  db.version(2).stores({
    notifications: 'notificationId, [userId+businessId+createdAt]',
    notificationActions: '++seq, &id, [userId+businessId]',
  });
  // Version 3 (checkout, issue #7): money records, ledgers, settings; device-only carts and counters.
  db.version(3).stores({
    sales: 'id, soldAt',
    refunds: 'id, saleId',
    shifts: 'id',
    balances: 'id',
    checkoutSettings: 'id',
    carts: 'id',
    checkoutLocal: 'key',
  });
  // Version 4 (sync, issue #3): outbox lookups by row and counts by status without reading every
  // entry; a full scan per write made 1,000 queued writes take minutes (tests/bench/sync.bench.ts).
  db.version(4).stores({
    outbox: '++seq, &id, [userId+businessId], [userId+businessId+status], [table+rowId]',
  });
  // Version 5 (checkout, issue #7): catalogue packages, and the anomalies the server flagged on
  // sales for review.
  db.version(5).stores({
    packages: 'id',
    saleAnomalies: 'id',
  });
  if (upTo < 6) return;
  // Version 6 (sync, issue #3): the feed cursor leaves `meta` for a store of its own, written in
  // each pulled page's transaction; in `meta` that transaction held up every screen's session
  // read until the page was written.
  db.version(6)
    .stores({ feedCursors: 'businessId' })
    .upgrade(async (tx) => {
      const meta = tx.table<LegacyCursorRow, string>('meta');
      const cursors = await meta.where('key').startsWith(CURSOR_KEY_PREFIX).toArray();
      await tx
        .table<FeedCursorRow, string>('feedCursors')
        .bulkPut(cursors.map((row) => ({ businessId: row.key.slice(CURSOR_KEY_PREFIX.length), cursor: row.value })));
      await meta.bulkDelete(cursors.map((row) => row.key));
    });
  if (upTo < 7) return;
  // Version 7 (appointments, issue #13): a series' occurrences, a booking's history and a class's
  // attendees by their parent; booking settings per branch.
  db.version(7).stores({
    appointments: 'id, [branchId+startAt], seriesId',
    appointmentSeries: 'id',
    bookingActions: 'id, appointmentId',
    classAttendees: 'id, appointmentId',
    bookingSettings: 'id, branchId',
  });
  if (upTo < 8) return;
  // Version 8 (customers, issue #15): a customer's record reads their appointments, sales and
  // balances by customer.
  db.version(8).stores({
    appointments: 'id, [branchId+startAt], seriesId, customerId',
    sales: 'id, soldAt, customerId',
    balances: 'id, customerId',
  });
  if (upTo < 11) return;
  // Version 11 (invoices, issue 18): invoices and credit notes; the list reads a date range by
  // issue day. (Versions 7–10 belong to other areas' work; Dexie allows the gap.)
  db.version(11).stores({ invoices: 'id, issueDate' });
  if (upTo < 13) return;
  // Version 13 (customers, issue 15): an import's progress and the writes it has left, so a
  // reload in the middle resumes where it stopped (device-only, never synced); the credit ledger's
  // movements, read by customer; the customers list's filters read birthday month and last visit
  // through indexes of their own (device-only keys, derived on every write) instead of every row.
  db.version(13)
    .stores({
      importJobs: 'id, [userId+businessId]',
      importItems: '[jobId+n]',
      creditMovements: 'id, customerId',
      customers: 'id, [businessId+nameKey], *terms, [businessId+birthMonth], [businessId+visitKey]',
    })
    .upgrade(async (tx) => {
      await tx
        .table<LocalCustomer, string>('customers')
        .toCollection()
        .modify((row) => {
          Object.assign(row, customerSearchFields(row));
        });
    });
  if (upTo < 14) return;
  // Version 14 (organisation, issue 17): the business's own row, replicated like any other; images
  // waiting to upload, found by the record they go on.
  db.version(14).stores({ businesses: 'id', uploads: 'id, [table+rowId]' });
  if (upTo < 15) return;
  // Version 15 (e-invoicing and quotations, issue 18): the business's tax identity for MyInvois,
  // each branch's quotation settings.
  db.version(15).stores({ einvoiceProfiles: 'id', quotationSettings: 'id' });
}

/** The main thread's connection. The worker opens its own with `new BookitDb({ relaxedDurability: true })`. */
export const db = new BookitDb();
