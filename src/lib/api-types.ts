import type { InvoiceRow } from '@/lib/invoices/rows';
import type { BalanceRow, CheckoutSettingsRow, PackageRow, RefundRow, SaleAnomalyRow, SaleRow, ShiftRow } from '@/lib/checkout/rows';

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
  city: string;
  postalCode: string;
  province: string;
  country: string;
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
}

export interface CustomerRow extends RowMeta {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  branchId: string | null;
  createdAt: string;
}

export interface ServiceRow extends RowMeta {
  name: string;
  category: string;
  durationMinutes: number;
  price: number;
  currency: string;
  active: boolean;
}

export interface ProductRow extends RowMeta {
  name: string;
  category: string;
  sku: string;
  price: number;
  currency: string;
  /** Sum of the stock ledger, as the server last computed it. */
  stock: number;
  active: boolean;
}

export type BookingKind = 'Appointment' | 'Blocker' | 'Class';
export type BookingStatus = 'CONFIRMED' | 'CANCELLED' | 'PENDING_BILLPLZ_PAYMENT' | 'PENDING_CUSTOM_PAYMENT';

export interface AppointmentRow extends RowMeta {
  branchId: string;
  kind: BookingKind;
  status: BookingStatus;
  source: 'AdminBooking' | 'CustomerBooking' | 'PersonalBlocker' | 'BranchBlocker';
  customerId: string | null;
  memberId: string;
  serviceId: string | null;
  startAt: string;
  endAt: string;
  notes: string;
}

/** Tables the delta feed carries, and their row types. */
export interface SyncedRows {
  branches: BranchRow;
  members: MemberRow;
  customers: CustomerRow;
  services: ServiceRow;
  products: ProductRow;
  appointments: AppointmentRow;
  sales: SaleRow;
  refunds: RefundRow;
  shifts: ShiftRow;
  balances: BalanceRow;
  checkoutSettings: CheckoutSettingsRow;
  packages: PackageRow;
  saleAnomalies: SaleAnomalyRow;
  invoices: InvoiceRow;
}
export type SyncedTable = keyof SyncedRows;
export const SYNCED_TABLES: readonly SyncedTable[] = [
  'branches',
  'members',
  'services',
  'products',
  'appointments',
  'customers',
  'sales',
  'refunds',
  'shifts',
  'balances',
  'checkoutSettings',
  'packages',
  'saleAnomalies',
  'invoices',
];

export type Change = {
  [T in SyncedTable]: { table: T; op: 'put'; id: string; row: SyncedRows[T] } | { table: T; op: 'delete'; id: string };
}[SyncedTable];

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
