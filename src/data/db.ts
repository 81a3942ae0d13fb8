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
import type { WebsiteSettingsRow } from '@/lib/schemas/website-settings';
import type { CampaignRow } from '@/lib/messaging/campaign';
import type { MessageRow } from '@/lib/messaging/messages';
import type { MessageTemplateRow } from '@/lib/messaging/templates';
import type { WhatsappSettingsRow } from '@/lib/messaging/whatsapp-settings';
import type { CreditMovementRow } from '@/lib/customers/ledger';
import type { CommissionPatternRow, SaleCommissionRow } from '@/lib/commissions/rows';
import type { ReportRollupRow } from '@/lib/reports/rows';
import type { DiscountRow } from '@/lib/schemas/discount';
import type { VoucherTypeRow } from '@/lib/schemas/voucher-type';
import type { PackageHoldingRow, PackageRedemptionRow } from '@/lib/packages/rows';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import type { PointMovementRow } from '@/lib/rewards/movements';
import type { SubscriptionBillsRow, SubscriptionRow, SubscriptionUsageRow } from '@/lib/schemas/subscription';
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
  /** The catalogue's commission patterns (only on devices of users who may see commission values). */
  commissionPatterns!: Table<CommissionPatternRow, string>;
  /** What each sale line earned its staff member, read by pattern and by member. */
  saleCommissions!: Table<SaleCommissionRow, string>;
  /** The business's website settings (one row, id = business id). */
  websiteSettings!: Table<WebsiteSettingsRow, string>;
  /** Daily report rollups (branch, local day, dimension, key), read by day range. */
  reportRollups!: Table<ReportRollupRow, string>;
  /** Message templates of every branch (issue 21). */
  messageTemplates!: Table<MessageTemplateRow, string>;
  /** Each branch's WhatsApp settings (id = branch id). */
  whatsappSettings!: Table<WhatsappSettingsRow, string>;
  /** Messages sent to customers: the branches' sent logs (written by the server only). */
  messages!: Table<MessageRow, string>;
  /** Marketing campaigns (written by the server, created from /marketing). */
  campaigns!: Table<CampaignRow, string>;
  /** Catalogue discounts, offered at checkout when they apply. */
  discounts!: Table<DiscountRow, string>;
  /** Catalogue voucher types, offered by checkout's "Sell voucher". */
  voucherTypes!: Table<VoucherTypeRow, string>;
  /** Customers' packages (a package line sold to a customer), read by customer. */
  packageHoldings!: Table<PackageHoldingRow, string>;
  /** The sessions ledger of those packages, read by customer and by sale. */
  packageRedemptions!: Table<PackageRedemptionRow, string>;
  /** Catalogue reward programs (one active per business), read by checkout. */
  rewardPrograms!: Table<RewardProgramRow, string>;
  /** Customers' reward point movements, read by customer. */
  pointMovements!: Table<PointMovementRow, string>;
  /** The business's subscription: plan, state, renewal (one row, id = business id). */
  subscriptions!: Table<SubscriptionRow, string>;
  /** The server's usage counts as last fetched (id = business id). A cache, written on the main thread. */
  subscriptionUsage!: Table<SubscriptionUsageRow, string>;
  subscriptionBills!: Table<SubscriptionBillsRow, string>;
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
  if (upTo < 16) return;
  // Version 16 (catalogue offers, issue 16): discounts, offered at checkout.
  db.version(16).stores({ discounts: 'id' });
  if (upTo < 17) return;
  // Version 17 (catalogue commissions, issue 16): commission patterns, and the commissions sales
  // earned, read by pattern (its details) and by member.
  db.version(17).stores({ commissionPatterns: 'id', saleCommissions: 'id, patternId, memberId' });
  if (upTo < 18) return;
  // Version 18 (reports, issue 19): the server's daily rollups, read by [dim+day] for a range.
  db.version(18).stores({ reportRollups: 'id, [dim+day]' });
  if (upTo < 19) return;
  // Version 19 (settings, issue 20): the business's website settings.
  db.version(19).stores({ websiteSettings: 'id' });
  if (upTo < 21) return;
  // Version 21 (messages to customers, issue 21): message templates (listed by branch), each
  // branch's WhatsApp settings, the sent log (by branch, newest first by creation time).
  // Campaigns, and each campaign's messages by campaign.
  db.version(21).stores({ messageTemplates: 'id, branchId', whatsappSettings: 'id', messages: 'id, [branchId+createdAt], appointmentId, campaignId', campaigns: 'id, createdAt' });
  if (upTo < 22) return;
  // Version 22 (catalogue vouchers, issue 16): voucher types, sold at checkout.
  db.version(22).stores({ voucherTypes: 'id' });
  if (upTo < 23) return;
  // Version 23 (member commission report, issue 19): the commissions sales earned, read for a
  // period by sale time, and by sale for the refunds that reverse them.
  db.version(23).stores({ saleCommissions: 'id, patternId, memberId, soldAt, saleId' });
  if (upTo < 24) return;
  // Version 24 (catalogue rewards, issue 16): reward programs, and customers' point movements read
  // by customer (the record's ledger, checkout's balance).
  db.version(24).stores({ rewardPrograms: 'id', pointMovements: 'id, customerId' });
  if (upTo < 25) return;
  // Version 25 (customers' packages, issues 15 and 16): holdings read by customer; their session
  // ledger read by customer (the record, checkout) and by sale (receipt, sale details).
  db.version(25).stores({ packageHoldings: 'id, customerId', packageRedemptions: 'id, customerId, saleId' });
  if (upTo < 26) return;
  // Version 26 (subscription, issue 20): the business's plan (replicated), and the server's usage
  // counts as last fetched (a cache: the subscription page shows them with their time offline).
  db.version(26).stores({ subscriptions: 'id', subscriptionUsage: 'id' });
  if (upTo < 27) return;
  // Version 27 (subscription renewals, issue 20): the business's bills as last fetched (a cache,
  // org admins only: the subscription page lists them offline with their time).
  db.version(27).stores({ subscriptionBills: 'id' });
  if (upTo < 29) return;
  // Version 29 (commission reversals, issue 16): a refund's reversal rows of saleCommissions name
  // their refund (read by refund: which refunds the server has reversed); earlier rows get null.
  db.version(29)
    .stores({ saleCommissions: 'id, patternId, memberId, soldAt, saleId, refundId' })
    .upgrade(async (tx) => {
      await tx.table<SaleCommissionRow, string>('saleCommissions').toCollection().modify((row) => {
        if (row.refundId === undefined) row.refundId = null;
      });
    });
  if (upTo < 32) return;
  // Version 32 (customer imports, issue 15): a chunk's rows in a multi-entry index, so a row's
  // "waiting to sync" and the queue's count of waiting changes see the rows a chunk carries.
  // Chunks queued before it carry no keys and count as one change until sent.
  db.version(32).stores({
    outbox: '++seq, &id, [userId+businessId], [userId+businessId+status], [table+rowId], *chunkKeys',
  });
}

/** The main thread's connection. The worker opens its own with `new BookitDb({ relaxedDurability: true })`. */
export const db = new BookitDb();
