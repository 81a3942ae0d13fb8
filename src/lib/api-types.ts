import type { BookingRules } from '@/lib/booking/settings';
import type { WeeklyAvailability } from '@/lib/availability';
import type { EinvoiceProfileRow } from '@/lib/einvoice/profile';
import type { QuotationSettingsRow } from '@/lib/invoices/quotation-settings';
import type { PublicWebsite } from '@/lib/booking/public-types';
import type { WebsiteSettingsRow } from '@/lib/schemas/website-settings';
import type { CampaignRow } from '@/lib/messaging/campaign';
import type { MessageRow } from '@/lib/messaging/messages';
import type { MessageTemplateRow } from '@/lib/messaging/templates';
import type { WhatsappSettingsRow } from '@/lib/messaging/whatsapp-settings';
import type { InvoiceRow } from '@/lib/invoices/rows';
import type { BalanceRow, CheckoutSettingsRow, PackageRow, RefundRow, SaleAnomalyRow, SaleRow, ShiftRow } from '@/lib/checkout/rows';
import type { CreditMovementRow } from '@/lib/customers/ledger';
import type { CommissionPatternRow, SaleCommissionRow } from '@/lib/commissions/rows';
import type { ReportRollupRow } from '@/lib/reports/rows';
import type { DiscountRow } from '@/lib/schemas/discount';
import type { VoucherTypeRow } from '@/lib/schemas/voucher-type';
import type { PackageHoldingRow, PackageRedemptionRow } from '@/lib/packages/rows';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import type { PointMovementRow } from '@/lib/rewards/movements';
import type { SubscriptionRow } from '@/lib/schemas/subscription';
import type { Locale } from '@/lib/locale';
import type { NotificationPrefs } from '@/lib/schemas/notification-prefs';

/**
 * Shapes that cross the wire between the reference API and the device. Rows are camelCase;
 * money is an integer count of the currency's minor unit; times are ISO 8601 UTC strings.
 */

/** Every replicated row carries these. `version` is the server's, bumped on each write. */
export interface RowMeta {
  id: string;
  businessId: string;
  updatedAt: string;
  version: number;
}

export interface BranchRow extends RowMeta {
  name: string;
  code: string;
  imageUrl: string | null;
  timeZone: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  province: string;
  country: string;
  /** Spec §3 Availability; empty ({}) until set. */
  openingHours: Partial<WeeklyAvailability>;
}

/**
 * The organisation (spec §3 Business; issue 17): one row per business, `id` = `businessId`,
 * replicated through the feed like any row. `shortCode` is its public code (booking links).
 */
export interface BusinessRow extends RowMeta {
  name: string;
  shortCode: string;
  logoUrl: string | null;
  registrationNumber: string;
  taxNumber: string;
  email: string;
  phone: string;
  website: string;
  address: CustomerAddress | null;
  /** ISO 3166 code, e.g. MY. */
  country: string;
  currency: string;
  timeZone: string;
  /** 0 (Sunday) to 6. */
  weekStart: number;
}

/** GET /b/shortcode/{shortcode}: what anyone may know of a business from its public short code. */
export interface BusinessPublicInfo {
  businessId: string;
  shortCode: string;
  name: string;
  logoUrl: string | null;
  country: string;
  currency: string;
  timeZone: string;
  weekStart: number;
  branches: { branchId: string; name: string; imageUrl: string | null; city: string; phone: string; timeZone: string }[];
  /** What the booking page shows of the website settings. */
  website: PublicWebsite;
}

export type PermissionLevel = 0 | 1 | 2 | 3;

export interface Permissions {
  pos?: boolean;
  booking_self?: PermissionLevel;
  booking_all?: PermissionLevel;
  payment_self?: PermissionLevel;
  payment?: PermissionLevel;
  reporting_self?: PermissionLevel;
  reporting?: PermissionLevel;
  customers?: PermissionLevel;
  catalogues?: PermissionLevel;
  members?: PermissionLevel;
  commissions?: { view_comms_value?: boolean };
}

export interface MemberBranch {
  branchId: string;
  serviceTeam: boolean;
}

export interface MemberRow extends RowMeta {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  color: string;
  profileImageUrl: string | null;
  orgAccessLevel: 'admin' | 'member';
  branches: MemberBranch[];
  permissions: Permissions;
  internalRole: 'FULL' | 'EXT_SALES' | null;
  /** invited: has not joined yet; deactivated: refused by the API, history kept. */
  status: MemberStatus;
  /** Working hours per branch (branchId → week, spec §3 Availability); a branch missing has none set. */
  workingHours: Record<string, WeeklyAvailability>;
  timeOff: TimeOff[];
  /** Preferred language (null: never chose; the device's own choice applies). */
  locale: Locale | null;
  /** Which notifications they receive in the app (their own choice). */
  notificationPrefs: NotificationPrefs;
}

export type MemberStatus = 'invited' | 'active' | 'deactivated';

/** Days off, inclusive, as local dates (yyyy-MM-dd). */
export interface TimeOff {
  id: string;
  startDate: string;
  endDate: string;
  note: string;
}

/** Address (spec §3): the kit's address form. */
export interface CustomerAddress {
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  province: string;
  country: string;
}

export interface CustomerRow extends RowMeta {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  branchId: string | null;
  createdAt: string;
  /** YYYY-MM-DD or null. */
  birthday: string | null;
  gender: '' | 'female' | 'male' | 'other';
  address: CustomerAddress | null;
  /** When marketing consent was given (ISO), or null. */
  whatsappConsentAt: string | null;
  emailConsentAt: string | null;
  /** Derived by the server from sales and appointments (src/lib/customers/stats.ts says how). */
  firstVisitAt: string | null;
  lastVisitAt: string | null;
  visitsCount: number;
  /** Minor units of the business currency, net of refunds. */
  totalSpent: number;
  noShowCount: number;
  /** Set when a customer with history was deleted: kept for its history, hidden from lists. */
  archivedAt: string | null;
  /** Set when merged into another customer: this row is a tombstone pointing to the kept one. */
  mergedInto: string | null;
  /** Set when the data-retention job erased the customer's personal data (src/lib/privacy/erased.ts); absent on rows made before. */
  erasedAt?: string | null;
}

export interface ServiceRow extends RowMeta {
  name: string;
  category: string;
  description: string;
  durationMinutes: number;
  /** Minutes the client waits while the staff member is free (the calendar books around it). */
  processingMinutes: number;
  /** Minutes kept free after the service. */
  bufferMinutes: number;
  price: number;
  /** Prices by staff level, where they differ from `price`. */
  levelPrices: { level: string; price: number }[];
  currency: string;
  /** Whether SST applies. */
  sst: boolean;
  color: string;
  /** Members who perform it; empty means anyone. */
  memberIds: string[];
  /** Branches that offer it; empty means every branch. */
  branchIds: string[];
  onlineBookable: boolean;
  imageUrl: string | null;
  /** False once archived: out of the menu, still readable on past sales. */
  active: boolean;
}

export interface ProductRow extends RowMeta {
  name: string;
  category: string;
  sku: string;
  barcode: string;
  price: number;
  /** What the business pays for one, in minor units. */
  cost: number;
  currency: string;
  /** Whether SST applies. */
  sst: boolean;
  imageUrl: string | null;
  /** Branch id → the on-hand quantity at or under which that branch is low. */
  lowStock: Record<string, number>;
  /** Sum of the stock ledger, as the server last computed it. */
  stock: number;
  /** The ledger's sum per branch id, as the server last computed it. */
  stockByBranch: Record<string, number>;
  /** False once archived: out of the menu, still readable on past sales. */
  active: boolean;
}

export type BookingKind = 'Appointment' | 'Blocker' | 'Class';
export type BookingStatus = 'CONFIRMED' | 'CANCELLED' | 'PENDING_BILLPLZ_PAYMENT' | 'PENDING_CUSTOM_PAYMENT';
export type BookingSource = 'AdminBooking' | 'CustomerBooking' | 'PersonalBlocker' | 'BranchBlocker';
export type AttendanceStatus = 'ATTENDED' | 'NO_SHOW' | 'CONFIRMED_ATTENDING';
export type CustomerTag = 'NEW' | 'PAST' | 'REGULAR';
export type BookingActionType = 'ADD' | 'UPDATE' | 'CANCEL' | 'CONFIRM_ATTENDANCE' | 'MERCHANT_CONFIRM' | 'MERCHAT_REJECT';

/** One service of a booking, performed by one member in its own time range (sequential by default). */
export interface AppointmentServiceLine {
  serviceId: string;
  memberId: string;
  startAt: string;
  endAt: string;
}

export interface AppointmentRow extends RowMeta {
  branchId: string;
  kind: BookingKind;
  status: BookingStatus;
  source: BookingSource;
  customerId: string | null;
  /** The member whose column shows the booking (the first service's); null for a branch-wide blocker. */
  memberId: string | null;
  /** The first service (null for a blocker). */
  serviceId: string | null;
  startAt: string;
  endAt: string;
  notes: string;
  /** Every service with its member and time; empty for a blocker. */
  services: AppointmentServiceLine[];
  /** The recurring series this occurrence belongs to, if any. */
  seriesId: string | null;
  attendance: AttendanceStatus | null;
  /** Customer tags when booked (NEW, PAST, REGULAR). */
  tags: CustomerTag[];
  cancelReason: string | null;
  /** The user chose to book over a clash (and the branch permitted it). */
  allowDoubleBooking: boolean;
  /** Seats of a class; null for other kinds. */
  capacity: number | null;
  /** The sale that checked this booking out. */
  saleId: string | null;
  createdBy: string | null;
}

/** A recurring series: the rule (RFC 5545 RRULE without DTSTART) expanded in `timeZone` from the local `startLocal`. */
export interface AppointmentSeriesRow extends RowMeta {
  branchId: string;
  rrule: string;
  timeZone: string;
  /** Local wall-clock start of the first occurrence, 'yyyy-MM-ddTHH:mm'. */
  startLocal: string;
  durationMinutes: number;
  /** Local starts ('yyyy-MM-ddTHH:mm') left out of the rule (cancelled or moved occurrences). */
  exceptions: string[];
}

export interface BookingActionRow extends RowMeta {
  appointmentId: string;
  branchId: string;
  action: BookingActionType;
  userId: string | null;
  at: string;
  /** Free text: a cancel reason, the old and new time of a move. */
  detail: string;
}

export type ClassAttendeeStatus = 'BOOKED' | 'WAITLIST' | 'CANCELLED';

export interface ClassAttendeeRow extends RowMeta {
  appointmentId: string;
  branchId: string;
  customerId: string;
  status: ClassAttendeeStatus;
  createdAt: string;
}

/** A branch's booking settings (`/settings/bookings/:branchId`, issue 20; the rules in src/lib/booking/settings.ts). */
export interface BookingSettingsRow extends RowMeta, BookingRules {
  branchId: string;
}

/** Tables the delta feed carries, and their row types. */
export interface SyncedRows {
  businesses: BusinessRow;
  branches: BranchRow;
  members: MemberRow;
  customers: CustomerRow;
  services: ServiceRow;
  products: ProductRow;
  appointments: AppointmentRow;
  appointmentSeries: AppointmentSeriesRow;
  bookingActions: BookingActionRow;
  classAttendees: ClassAttendeeRow;
  bookingSettings: BookingSettingsRow;
  sales: SaleRow;
  refunds: RefundRow;
  shifts: ShiftRow;
  balances: BalanceRow;
  checkoutSettings: CheckoutSettingsRow;
  packages: PackageRow;
  saleAnomalies: SaleAnomalyRow;
  invoices: InvoiceRow;
  einvoiceProfiles: EinvoiceProfileRow;
  quotationSettings: QuotationSettingsRow;
  websiteSettings: WebsiteSettingsRow;
  creditMovements: CreditMovementRow;
  commissionPatterns: CommissionPatternRow;
  saleCommissions: SaleCommissionRow;
  reportRollups: ReportRollupRow;
  messageTemplates: MessageTemplateRow;
  whatsappSettings: WhatsappSettingsRow;
  messages: MessageRow;
  campaigns: CampaignRow;
  discounts: DiscountRow;
  voucherTypes: VoucherTypeRow;
  packageHoldings: PackageHoldingRow;
  packageRedemptions: PackageRedemptionRow;
  rewardPrograms: RewardProgramRow;
  pointMovements: PointMovementRow;
  subscriptions: SubscriptionRow;
}
export type SyncedTable = keyof SyncedRows;
export const SYNCED_TABLES: readonly SyncedTable[] = [
  'businesses',
  'branches',
  'members',
  'services',
  'products',
  'appointments',
  'appointmentSeries',
  'bookingActions',
  'classAttendees',
  'bookingSettings',
  'customers',
  'sales',
  'refunds',
  'shifts',
  'balances',
  'checkoutSettings',
  'packages',
  'saleAnomalies',
  'invoices',
  'einvoiceProfiles',
  'quotationSettings',
  'websiteSettings',
  'creditMovements',
  'commissionPatterns',
  'saleCommissions',
  'reportRollups',
  'messageTemplates',
  'whatsappSettings',
  'messages',
  'campaigns',
  'discounts',
  'voucherTypes',
  'packageHoldings',
  'packageRedemptions',
  'rewardPrograms',
  'pointMovements',
  'subscriptions',
];

/** A row put (its table's row type) or a tombstone (one variant for every table: a union of one per table is past what TypeScript narrows). */
export type Change = { [T in SyncedTable]: { table: T; op: 'put'; id: string; row: SyncedRows[T] } }[SyncedTable] | { table: SyncedTable; op: 'delete'; id: string };

/** GET /b/{businessId}/changes?since={cursor}&limit={n} */
export interface ChangesResponse {
  changes: Change[];
  /** Opaque; pass back as `since`. "0" means from the beginning. */
  cursor: string;
  hasMore: boolean;
}

/** One answer of POST /b/{businessId}/batch, for the entry at the same position. */
export interface BatchResult {
  status: number;
  /** The entry's own answer: a row, a problem, or null. */
  body: unknown;
  /** Answered from the Idempotency-Key's stored first answer. */
  replayed: boolean;
}

/** Fewer results than entries: the batch stopped at one to retry; the rest were not run. */
export interface BatchResponse {
  results: BatchResult[];
}

/** POST /initial — spec §7: result[0] with user, business, branches. */
export interface InitialRequest {
  businessId: string;
  userId: string;
  userEmail: string;
  overwritingBusinessId?: string | null;
}

export interface SessionUser {
  userId: string;
  businessId: string;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  userPhoneNo: string;
  userColor: string;
  profileImageUrl: string | null;
  orgAccessLevel: 'admin' | 'member';
  branches: MemberBranch[];
  permissions: Permissions;
  _internalRole: 'FULL' | 'EXT_SALES' | null;
}

export interface SessionBusiness {
  businessId: string;
  name: string;
  admins: { userId: string }[];
  bookitVersion: string;
  features: Record<string, boolean>;
  country: string;
  currency: string;
  timeZone: string;
}

export interface SessionBranch {
  branchId: string;
  name: string;
  imageUrl: string | null;
}

export interface InitialResponse {
  result: { user: SessionUser; business: SessionBusiness; branches: SessionBranch[] }[];
}

/** RFC 9457 problem details; `errors` maps field names to i18n message keys. */
export interface Problem {
  type?: string;
  status: number;
  title: string;
  detail?: string;
  errors?: Record<string, string>;
}

/** What the static host serves at /config.json so one build runs against any stack. */
export interface RuntimeConfig {
  apiBase: string;
  /** Origins of the file store (uploads and public addresses): the CSP lets the app reach them. */
  fileOrigins?: string[];
  auth: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    /** Set for the local emulator; absent for Amazon Cognito. */
    userPoolEndpoint?: string;
    /** USER_PASSWORD_AUTH for the emulator; USER_SRP_AUTH for production pools. */
    authFlowType: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
    /** The hosted sign-in domain (Google as social provider); absent where there is none. */
    oauthDomain?: string;
  };
  /** Flags that matter before sign-in (spec §6 defaults: signup on, googleAuth off). */
  features?: { signup?: boolean; googleAuth?: boolean };
}

/** One booking or blocker in the way of a booking or move (the 409's `conflicts`). */
export interface BookingClash {
  appointmentId: string;
  kind: BookingKind;
  memberId: string | null;
  startAt: string;
  endAt: string;
  /** The start of the candidate's occurrence that clashes (for a series, which one). */
  occurrenceStartAt: string;
}

/** 409 for a booking or move onto a busy member (spec: never two bookings in one chair). */
export interface BookingConflictProblem extends Problem {
  conflicts: BookingClash[];
  /** Whether the branch permits booking anyway (allowDoubleBooking: true). */
  doubleBookingAllowed: boolean;
}

/** A row of a customer import chunk the server refused: its place in the chunk, its id, and why. */
export interface CustomerImportRefusal {
  index: number;
  id: string;
  problem: Problem;
}

/**
 * The answer to POST /b/{businessId}/customers/import: the rows created (as a single create
 * answers them) and the rows refused, each with the problem a single create would have answered.
 */
export interface CustomerImportResponse {
  customers: CustomerRow[];
  refused: CustomerImportRefusal[];
}
