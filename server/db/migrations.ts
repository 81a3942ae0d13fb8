/**
 * Ordered migrations. Never edit one that has shipped: append a new one. Each runs once, inside
 * the migration transaction (see migrate.ts), and must run on PostgreSQL 15 and PGlite (PG 18).
 *
 * Every replicated row has business_id, id (uuid, usually made by the device), version (bumped
 * on each write), updated_at, seq (the per-business change sequence, see seq.ts) and deleted_at
 * (soft delete: the delta feed sends a tombstone for a deleted row).
 */
const ROW_META = `
  business_id uuid NOT NULL,
  id uuid NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  seq bigint NOT NULL,
  deleted_at timestamptz NULL`;

function replicated(table: string, columns: string): string {
  return `
CREATE TABLE ${table} (${ROW_META},
${columns},
  PRIMARY KEY (business_id, id)
);
CREATE INDEX ${table}_feed ON ${table} (business_id, seq);`;
}

export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '0001_core',
    sql: `
CREATE TABLE businesses (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL DEFAULT 'MY',
  currency text NOT NULL DEFAULT 'myr',
  time_zone text NOT NULL DEFAULT 'Asia/Kuala_Lumpur',
  bookit_version text NOT NULL DEFAULT 'arabica',
  features jsonb NOT NULL DEFAULT '{}'::jsonb,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE business_seq (
  business_id uuid PRIMARY KEY,
  last_seq bigint NOT NULL DEFAULT 0
);
${replicated(
  'branches',
  `  name text NOT NULL,
  code text NOT NULL DEFAULT '',
  image_url text NULL,
  time_zone text NOT NULL DEFAULT 'Asia/Kuala_Lumpur',
  phone text NOT NULL DEFAULT '',
  address1 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  province text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'MY'`,
)}
${replicated(
  'members',
  `  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  color text NOT NULL DEFAULT '#888888',
  profile_image_url text NULL,
  org_access_level text NOT NULL DEFAULT 'member' CHECK (org_access_level IN ('admin', 'member')),
  branches jsonb NOT NULL DEFAULT '[]'::jsonb,
  permissions jsonb NOT NULL DEFAULT '{}'::jsonb,
  internal_role text NULL CHECK (internal_role IN ('FULL', 'EXT_SALES'))`,
)}
CREATE INDEX members_email ON members (lower(email));
${replicated(
  'customers',
  `  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  branch_id uuid NULL,
  created_at timestamptz NOT NULL DEFAULT now()`,
)}
${replicated(
  'services',
  `  name text NOT NULL,
  category text NOT NULL DEFAULT '',
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  price bigint NOT NULL,
  currency text NOT NULL DEFAULT 'myr',
  active boolean NOT NULL DEFAULT true`,
)}
${replicated(
  'products',
  `  name text NOT NULL,
  category text NOT NULL DEFAULT '',
  sku text NOT NULL DEFAULT '',
  price bigint NOT NULL,
  currency text NOT NULL DEFAULT 'myr',
  active boolean NOT NULL DEFAULT true`,
)}
CREATE TABLE stock_movements (
  business_id uuid NOT NULL,
  id uuid NOT NULL,
  product_id uuid NOT NULL,
  delta integer NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, id),
  FOREIGN KEY (business_id, product_id) REFERENCES products (business_id, id)
);
CREATE INDEX stock_movements_product ON stock_movements (business_id, product_id);
${replicated(
  'appointments',
  `  branch_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('Appointment', 'Blocker', 'Class')),
  status text NOT NULL CHECK (status IN ('CONFIRMED', 'CANCELLED', 'PENDING_BILLPLZ_PAYMENT', 'PENDING_CUSTOM_PAYMENT')),
  source text NOT NULL CHECK (source IN ('AdminBooking', 'CustomerBooking', 'PersonalBlocker', 'BranchBlocker')),
  customer_id uuid NULL,
  member_id uuid NOT NULL,
  service_id uuid NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  notes text NOT NULL DEFAULT ''`,
)}
CREATE INDEX appointments_time ON appointments (business_id, start_at);

CREATE TABLE idempotency_keys (
  business_id uuid NOT NULL,
  key uuid NOT NULL,
  request_hash text NOT NULL,
  status integer NULL,
  body jsonb NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, key)
);
`,
  },
  {
    id: '0002_notifications',
    sql: `
CREATE TABLE notifications (
  business_id uuid NOT NULL,
  notification_id uuid NOT NULL,
  user_id uuid NOT NULL,
  created_at bigint NOT NULL,
  read boolean NOT NULL DEFAULT false,
  archived boolean NOT NULL DEFAULT false,
  type text NOT NULL CHECK (type IN ('NEW_BOOKING', 'EDITED_BOOKING', 'BOOKING_PENDING_APPROVAL', 'CANCEL_BOOKING', 'TEST')),
  message_title text NOT NULL,
  deep_link text NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (business_id, notification_id)
);
CREATE INDEX notifications_inbox ON notifications (business_id, user_id, created_at DESC, notification_id DESC);
`,
  },
  {
    id: '0003_clickstream_and_frontend_errors',
    sql: `
CREATE TABLE clickstream_events (
  business_id uuid NOT NULL,
  id uuid NOT NULL,
  user_id uuid NOT NULL,
  session_id text NOT NULL,
  event_type text NOT NULL CHECK (event_type IN ('page_view', 'click')),
  page text NOT NULL,
  element_id text NULL,
  text text NULL,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, id)
);
CREATE INDEX clickstream_events_session ON clickstream_events (business_id, session_id, occurred_at);

CREATE TABLE frontend_errors (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  client_ip text NOT NULL DEFAULT '',
  reported_business_id text NULL,
  reported_user_email text NULL,
  caller_business_id uuid NULL,
  caller_user_id uuid NULL,
  caller_email text NULL,
  error jsonb NOT NULL,
  environment jsonb NULL
);
CREATE INDEX frontend_errors_received ON frontend_errors (received_at);
`,
  },
  {
    id: '0004_signup_sessions',
    sql: `
CREATE TABLE signup_sessions (
  session_id uuid PRIMARY KEY,
  prospect_id uuid NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  current_step text NOT NULL,
  completed_steps jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL CHECK (status IN ('active', 'abandoned')),
  last_error text NULL,
  metadata jsonb NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX signup_sessions_expiry ON signup_sessions (expires_at);
`,
  },
  {
    id: '0005_member_invites_and_secrets',
    sql: `
ALTER TABLE members ADD COLUMN invited_at timestamptz NULL;
ALTER TABLE members ADD COLUMN joined_at timestamptz NULL;

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: '0006_checkout',
    sql: `
ALTER TABLE stock_movements ADD COLUMN ref_id uuid NULL;
${replicated(
  'sales',
  `  branch_id uuid NOT NULL,
  device_id uuid NOT NULL,
  shift_id uuid NULL,
  receipt_number text NOT NULL,
  customer_id uuid NULL,
  sold_by uuid NOT NULL,
  currency text NOT NULL,
  lines jsonb NOT NULL,
  cart_discount jsonb NULL,
  rates jsonb NOT NULL,
  totals jsonb NOT NULL,
  total bigint NOT NULL,
  payments jsonb NOT NULL,
  note text NOT NULL DEFAULT '',
  sold_at timestamptz NOT NULL,
  anomalies jsonb NOT NULL DEFAULT '[]'::jsonb`,
)}
CREATE INDEX sales_receipt ON sales (business_id, receipt_number);
CREATE INDEX sales_shift ON sales (business_id, shift_id);
${replicated(
  'refunds',
  `  sale_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('refund', 'void')),
  amount bigint NOT NULL,
  method text NOT NULL,
  reason text NOT NULL,
  restock jsonb NOT NULL DEFAULT '[]'::jsonb,
  device_id uuid NOT NULL,
  shift_id uuid NULL,
  refunded_by uuid NOT NULL,
  refunded_at timestamptz NOT NULL`,
)}
CREATE INDEX refunds_sale ON refunds (business_id, sale_id);
${replicated(
  'shifts',
  `  branch_id uuid NOT NULL,
  device_id uuid NOT NULL,
  opened_by uuid NOT NULL,
  opened_at timestamptz NOT NULL,
  opening_float bigint NOT NULL,
  movements jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL CHECK (status IN ('open', 'closed')),
  closed_by uuid NULL,
  closed_at timestamptz NULL,
  counted_cash bigint NULL,
  z_number text NULL,
  z_report jsonb NULL`,
)}
${replicated(
  'balances',
  `  kind text NOT NULL CHECK (kind IN ('credit', 'voucher')),
  customer_id uuid NULL,
  code text NULL,
  balance bigint NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT 'myr'`,
)}
CREATE INDEX balances_code ON balances (business_id, code);
${replicated('checkout_settings', `  settings jsonb NOT NULL`)}

CREATE TABLE credit_movements (
  business_id uuid NOT NULL,
  id uuid NOT NULL,
  customer_id uuid NOT NULL,
  delta bigint NOT NULL,
  reason text NOT NULL,
  ref_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, id)
);
CREATE INDEX credit_movements_customer ON credit_movements (business_id, customer_id);
CREATE TABLE voucher_movements (
  business_id uuid NOT NULL,
  id uuid NOT NULL,
  voucher_id uuid NOT NULL,
  delta bigint NOT NULL,
  reason text NOT NULL,
  ref_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, id)
);
CREATE INDEX voucher_movements_voucher ON voucher_movements (business_id, voucher_id);
CREATE TABLE sale_anomalies (
  business_id uuid NOT NULL,
  id uuid NOT NULL,
  record_id uuid NOT NULL,
  kind text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz NULL,
  PRIMARY KEY (business_id, id)
);
CREATE INDEX sale_anomalies_open ON sale_anomalies (business_id, created_at) WHERE resolved_at IS NULL;
`,
  },
  {
    id: '0007_packages_and_anomaly_review',
    sql: `
${replicated(
  'packages',
  `  name text NOT NULL,
  category text NOT NULL DEFAULT '',
  price bigint NOT NULL,
  currency text NOT NULL DEFAULT 'myr',
  items jsonb NOT NULL DEFAULT '[]'::jsonb,
  validity_days integer NULL,
  active boolean NOT NULL DEFAULT true`,
)}

ALTER TABLE sale_anomalies ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE sale_anomalies ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sale_anomalies ADD COLUMN seq bigint NULL;
ALTER TABLE sale_anomalies ADD COLUMN deleted_at timestamptz NULL;
ALTER TABLE sale_anomalies ADD COLUMN sale_id uuid NULL;
ALTER TABLE sale_anomalies ADD COLUMN resolution text NULL CHECK (resolution IN ('resolved', 'acknowledged'));
ALTER TABLE sale_anomalies ADD COLUMN resolved_by uuid NULL;
ALTER TABLE sale_anomalies ADD COLUMN resolution_note text NOT NULL DEFAULT '';
UPDATE sale_anomalies a SET sale_id = a.record_id
  WHERE EXISTS (SELECT 1 FROM sales s WHERE s.business_id = a.business_id AND s.id = a.record_id);
UPDATE sale_anomalies a SET sale_id = r.sale_id FROM refunds r
  WHERE a.sale_id IS NULL AND r.business_id = a.business_id AND r.id = a.record_id;
UPDATE sale_anomalies a SET resolution = 'resolved' WHERE a.resolved_at IS NOT NULL;
INSERT INTO business_seq (business_id, last_seq)
  SELECT DISTINCT business_id, 0 FROM sale_anomalies ON CONFLICT (business_id) DO NOTHING;
WITH numbered AS (
  SELECT business_id, id, row_number() OVER (PARTITION BY business_id ORDER BY created_at, id) AS n FROM sale_anomalies
)
UPDATE sale_anomalies a SET seq = b.last_seq + numbered.n
  FROM numbered, business_seq b
  WHERE numbered.business_id = a.business_id AND numbered.id = a.id AND b.business_id = a.business_id;
UPDATE business_seq b SET last_seq = b.last_seq + c.n
  FROM (SELECT business_id, count(*) AS n FROM sale_anomalies GROUP BY business_id) c
  WHERE c.business_id = b.business_id;
ALTER TABLE sale_anomalies ALTER COLUMN seq SET NOT NULL;
CREATE INDEX sale_anomalies_feed ON sale_anomalies (business_id, seq);
`,
  },
  {
    id: '0008_help_content',
    sql: `
CREATE TABLE help_content (
  content_type text NOT NULL CHECK (content_type IN ('faq', 'article', 'tutorial', 'topic')),
  slug text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('en', 'zh-CN', 'ms-MY')),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  content_url text NULL,
  search_text text NOT NULL DEFAULT '',
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  children jsonb NOT NULL DEFAULT '[]'::jsonb,
  series_id text NULL,
  episode integer NULL,
  duration_seconds integer NULL,
  videos jsonb NOT NULL DEFAULT '[]'::jsonb,
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  source text NOT NULL DEFAULT 'cms',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (content_type, slug, locale)
);
CREATE INDEX help_content_locale ON help_content (locale, content_type);
CREATE INDEX help_content_series ON help_content (series_id, episode) WHERE series_id IS NOT NULL;
`,
  },
  {
    id: '0010_audit_log',
    sql: `
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id uuid NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid NULL,
  actor_email text NULL,
  idempotency_key uuid NULL,
  method text NULL,
  path text NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  op text NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
  changes jsonb NOT NULL
);
CREATE INDEX audit_log_business ON audit_log (business_id, id);
CREATE INDEX audit_log_entity ON audit_log (business_id, entity, entity_id);
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('bookit.audit', true), '')::jsonb;
  o jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  n jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  r jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  diff jsonb;
BEGIN
  IF ctx IS NULL THEN RETURN NULL; END IF;
  SELECT coalesce(jsonb_object_agg(k, jsonb_build_object('before', o -> k, 'after', n -> k)), '{}'::jsonb) INTO diff
    FROM (SELECT DISTINCT jsonb_object_keys(o || n) AS k) keys
    WHERE k NOT IN ('business_id', 'seq', 'version', 'updated_at') AND (o -> k) IS DISTINCT FROM (n -> k);
  IF TG_OP = 'UPDATE' AND diff = '{}'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO audit_log (business_id, actor_id, actor_email, idempotency_key, method, path, entity, entity_id, op, changes)
  VALUES ((r ->> 'business_id')::uuid, (ctx ->> 'actorId')::uuid, ctx ->> 'email', (ctx ->> 'key')::uuid, ctx ->> 'method',
    ctx ->> 'path', TG_TABLE_NAME, coalesce(r ->> 'id', r ->> 'notification_id', ''), lower(TG_OP), diff);
  RETURN NULL;
END
$$;
`,
  },
  {
    // Issue 13: bookings with several services, series, attendance, history, classes, settings.
    id: '0009_appointments',
    sql: `
ALTER TABLE appointments ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE appointments ADD COLUMN services jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE appointments ADD COLUMN series_id uuid NULL;
ALTER TABLE appointments ADD COLUMN attendance text NULL CHECK (attendance IN ('ATTENDED', 'NO_SHOW', 'CONFIRMED_ATTENDING'));
ALTER TABLE appointments ADD COLUMN tags jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE appointments ADD COLUMN cancel_reason text NULL;
ALTER TABLE appointments ADD COLUMN allow_double_booking boolean NOT NULL DEFAULT false;
ALTER TABLE appointments ADD COLUMN capacity integer NULL;
ALTER TABLE appointments ADD COLUMN sale_id uuid NULL;
ALTER TABLE appointments ADD COLUMN created_by uuid NULL;
UPDATE appointments SET services = jsonb_build_array(jsonb_build_object(
  'serviceId', service_id, 'memberId', member_id,
  'startAt', to_char(start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'endAt', to_char(end_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
  WHERE kind <> 'Blocker' AND service_id IS NOT NULL;
CREATE INDEX appointments_member_time ON appointments (business_id, member_id, start_at);
CREATE INDEX appointments_series ON appointments (business_id, series_id) WHERE series_id IS NOT NULL;
${replicated(
  'appointment_series',
  `  branch_id uuid NOT NULL,
  rrule text NOT NULL,
  time_zone text NOT NULL,
  start_local text NOT NULL,
  duration_minutes integer NOT NULL,
  exceptions jsonb NOT NULL DEFAULT '[]'::jsonb`,
)}
${replicated(
  'booking_actions',
  `  appointment_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  action text NOT NULL CHECK (action IN ('ADD', 'UPDATE', 'CANCEL', 'CONFIRM_ATTENDANCE', 'MERCHANT_CONFIRM', 'MERCHAT_REJECT')),
  user_id uuid NULL,
  at timestamptz NOT NULL,
  detail text NOT NULL DEFAULT ''`,
)}
${replicated(
  'class_attendees',
  `  appointment_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  status text NOT NULL CHECK (status IN ('BOOKED', 'WAITLIST', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now()`,
)}
CREATE INDEX class_attendees_class ON class_attendees (business_id, appointment_id);
${replicated(
  'booking_settings',
  `  branch_id uuid NOT NULL,
  slot_interval_minutes integer NOT NULL DEFAULT 15 CHECK (slot_interval_minutes IN (5, 10, 15, 20, 30, 60)),
  allow_double_booking boolean NOT NULL DEFAULT false`,
)}
CREATE UNIQUE INDEX booking_settings_branch ON booking_settings (business_id, branch_id);
`,
  },
  {
    id: '0011_customers',
    sql: `
ALTER TABLE customers ADD COLUMN birthday text NULL CHECK (birthday ~ '^\\d{4}-\\d{2}-\\d{2}$');
ALTER TABLE customers ADD COLUMN gender text NOT NULL DEFAULT '' CHECK (gender IN ('', 'female', 'male', 'other'));
ALTER TABLE customers ADD COLUMN address jsonb NULL;
ALTER TABLE customers ADD COLUMN whatsapp_consent_at timestamptz NULL;
ALTER TABLE customers ADD COLUMN email_consent_at timestamptz NULL;
ALTER TABLE customers ADD COLUMN first_visit_at timestamptz NULL;
ALTER TABLE customers ADD COLUMN last_visit_at timestamptz NULL;
ALTER TABLE customers ADD COLUMN visits_count integer NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN total_spent bigint NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN no_show_count integer NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN archived_at timestamptz NULL;
ALTER TABLE customers ADD COLUMN merged_into uuid NULL;
CREATE INDEX customers_phone ON customers (business_id, phone) WHERE phone <> '';
CREATE INDEX customers_email ON customers (business_id, lower(email)) WHERE email <> '';
CREATE INDEX sales_customer ON sales (business_id, customer_id) WHERE customer_id IS NOT NULL;
CREATE INDEX appointments_customer ON appointments (business_id, customer_id) WHERE customer_id IS NOT NULL;
CREATE INDEX balances_customer ON balances (business_id, customer_id) WHERE customer_id IS NOT NULL;
`,
  },
  {
    id: '0012_catalogues',
    sql: `
ALTER TABLE services ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN processing_minutes integer NOT NULL DEFAULT 0 CHECK (processing_minutes >= 0);
ALTER TABLE services ADD COLUMN buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes >= 0);
ALTER TABLE services ADD COLUMN level_prices jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE services ADD COLUMN sst boolean NOT NULL DEFAULT true;
ALTER TABLE services ADD COLUMN color text NOT NULL DEFAULT '#3B5BDB';
ALTER TABLE services ADD COLUMN member_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE services ADD COLUMN branch_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE services ADD COLUMN online_bookable boolean NOT NULL DEFAULT true;
ALTER TABLE services ADD COLUMN image_url text NULL;
ALTER TABLE products ADD COLUMN barcode text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN cost bigint NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN sst boolean NOT NULL DEFAULT true;
ALTER TABLE products ADD COLUMN image_url text NULL;
ALTER TABLE products ADD COLUMN low_stock jsonb NOT NULL DEFAULT '{}'::jsonb;

ALTER TABLE stock_movements ADD COLUMN branch_id uuid NULL;
ALTER TABLE stock_movements ADD COLUMN unit_cost bigint NULL;
ALTER TABLE stock_movements ADD COLUMN note text NOT NULL DEFAULT '';
ALTER TABLE stock_movements ADD COLUMN created_by uuid NULL;
UPDATE stock_movements m SET branch_id = (
  SELECT b.id FROM branches b WHERE b.business_id = m.business_id AND b.deleted_at IS NULL ORDER BY b.seq LIMIT 1
) WHERE m.branch_id IS NULL;
UPDATE stock_movements m SET branch_id = s.branch_id FROM sales s
  WHERE s.business_id = m.business_id AND s.id = m.ref_id AND m.reason = 'sale';
CREATE INDEX stock_movements_branch ON stock_movements (business_id, product_id, branch_id);

-- A product and branch listed here are low and their branch admins were told; the row goes when
-- stock rises above the threshold again, so each crossing notifies once.
CREATE TABLE low_stock_alerts (
  business_id uuid NOT NULL,
  product_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  notified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, product_id, branch_id)
);

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('NEW_BOOKING', 'EDITED_BOOKING', 'BOOKING_PENDING_APPROVAL', 'CANCEL_BOOKING', 'TEST', 'LOW_STOCK'));
`,
  },
  {
    id: '0013_team',
    sql: `
ALTER TABLE members ADD COLUMN deactivated_at timestamptz NULL;
ALTER TABLE members ADD COLUMN working_hours jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE members ADD COLUMN time_off jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE branches ADD COLUMN address2 text NOT NULL DEFAULT '';
ALTER TABLE branches ADD COLUMN opening_hours jsonb NOT NULL DEFAULT '{}'::jsonb;
`,
  },
  {
    id: '0014_invoices',
    sql: `
${replicated(
  'invoices',
  `  branch_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('invoice', 'creditNote', 'quotation')),
  state text NOT NULL CHECK (state IN ('draft', 'issued', 'void', 'sent', 'accepted', 'declined')),
  number text NULL,
  provisional_number text NOT NULL,
  customer_id uuid NULL,
  buyer jsonb NOT NULL,
  currency text NOT NULL,
  issue_date text NOT NULL CHECK (issue_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  due_date text NOT NULL,
  lines jsonb NOT NULL,
  discount_bp integer NOT NULL,
  tax_bp integer NOT NULL,
  totals jsonb NOT NULL,
  total bigint NOT NULL,
  notes text NOT NULL DEFAULT '',
  credited_invoice_id uuid NULL,
  quotation_id uuid NULL,
  decided_at timestamptz NULL,
  sale_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  payments jsonb NOT NULL DEFAULT '[]'::jsonb,
  issued_at timestamptz NULL,
  void_reason text NULL,
  voided_at timestamptz NULL,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL`,
)}
CREATE UNIQUE INDEX invoices_number ON invoices (business_id, number) WHERE number IS NOT NULL;
CREATE INDEX invoices_credited ON invoices (business_id, credited_invoice_id) WHERE credited_invoice_id IS NOT NULL;
-- The last final number handed out per branch and kind (numbering.ts), taken under the business lock.
CREATE TABLE document_counters (
  business_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  kind text NOT NULL,
  last_number bigint NOT NULL,
  PRIMARY KEY (business_id, branch_id, kind)
);
`,
  },
  {
    id: '0015_jobs',
    sql: `
-- The durable job queue (server/jobs): one row per job, unique per queue and idempotency key.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  queue text NOT NULL,
  key text NOT NULL,
  business_id uuid NULL,
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 12,
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_by text NULL,
  locked_until timestamptz NULL,
  progress jsonb NULL,
  result jsonb NULL,
  last_error text NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (queue, key)
);
CREATE INDEX jobs_due ON jobs (queue, run_at) WHERE state IN ('queued', 'running');
`,
  },
  {
    id: '0017_credit_ledger',
    sql: `
-- Customers (issue 15): credit movements become replicated rows (the record shows the ledger
-- offline): row meta, the currency of the balance they move, numbered on the feed.
ALTER TABLE credit_movements ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE credit_movements ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE credit_movements ADD COLUMN seq bigint NULL;
ALTER TABLE credit_movements ADD COLUMN deleted_at timestamptz NULL;
ALTER TABLE credit_movements ADD COLUMN currency text NULL;
UPDATE credit_movements m SET updated_at = m.created_at,
  currency = coalesce(
    (SELECT b.currency FROM balances b WHERE b.business_id = m.business_id AND b.id = m.customer_id),
    (SELECT x.currency FROM businesses x WHERE x.id = m.business_id),
    'myr');
ALTER TABLE credit_movements ALTER COLUMN currency SET NOT NULL;
INSERT INTO business_seq (business_id, last_seq)
  SELECT DISTINCT business_id, 0 FROM credit_movements ON CONFLICT (business_id) DO NOTHING;
WITH numbered AS (
  SELECT business_id, id, row_number() OVER (PARTITION BY business_id ORDER BY created_at, id) AS n FROM credit_movements
)
UPDATE credit_movements m SET seq = b.last_seq + numbered.n
  FROM numbered, business_seq b
  WHERE numbered.business_id = m.business_id AND numbered.id = m.id AND b.business_id = m.business_id;
UPDATE business_seq b SET last_seq = b.last_seq + c.n
  FROM (SELECT business_id, count(*) AS n FROM credit_movements GROUP BY business_id) c
  WHERE c.business_id = b.business_id;
ALTER TABLE credit_movements ALTER COLUMN seq SET NOT NULL;
CREATE INDEX credit_movements_feed ON credit_movements (business_id, seq);
`,
  },
  {
    // Issue 17, the organisation: the business row joins the delta feed (business_id = id, a seq,
    // a tombstone column) and gets its profile fields and public short code. A business inserted
    // later gets its seq and short code from the trigger, so every writer of businesses is covered.
    id: '0018_business_profile',
    sql: `
ALTER TABLE businesses ADD COLUMN business_id uuid GENERATED ALWAYS AS (id) STORED;
ALTER TABLE businesses ADD COLUMN seq bigint NOT NULL DEFAULT 0;
ALTER TABLE businesses ADD COLUMN deleted_at timestamptz NULL;
ALTER TABLE businesses ADD COLUMN short_code text NULL;
ALTER TABLE businesses ADD COLUMN logo_url text NULL;
ALTER TABLE businesses ADD COLUMN registration_number text NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN tax_number text NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN email text NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN phone text NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN website text NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN address jsonb NULL;
ALTER TABLE businesses ADD COLUMN week_start integer NOT NULL DEFAULT 0 CHECK (week_start BETWEEN 0 AND 6);
CREATE FUNCTION business_short_code(name text, id uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(both '-' from left(regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g'), 30)), '') || '-', 'b-')
    || left(md5(id::text), 6)
$$;
INSERT INTO business_seq (business_id, last_seq) SELECT id, 0 FROM businesses ON CONFLICT (business_id) DO NOTHING;
UPDATE business_seq s SET last_seq = s.last_seq + 1 FROM businesses b WHERE b.id = s.business_id;
UPDATE businesses b SET seq = s.last_seq, short_code = business_short_code(b.name, b.id) FROM business_seq s WHERE s.business_id = b.id;
CREATE FUNCTION business_first_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_seq (business_id, last_seq) VALUES (NEW.id, 1)
    ON CONFLICT (business_id) DO UPDATE SET last_seq = business_seq.last_seq + 1
    RETURNING last_seq INTO NEW.seq;
  IF NEW.short_code IS NULL THEN NEW.short_code := business_short_code(NEW.name, NEW.id); END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER business_first_seq BEFORE INSERT ON businesses FOR EACH ROW EXECUTE FUNCTION business_first_seq();
ALTER TABLE businesses ALTER COLUMN short_code SET NOT NULL;
CREATE UNIQUE INDEX businesses_short_code ON businesses (short_code);
CREATE INDEX businesses_feed ON businesses (business_id, seq);
`,
  },
  {
    id: '0019_einvoice',
    sql: `
-- MyInvois e-invoicing (issue 18): the business's tax identity (one row, id = business id), and
-- each invoice's e-invoice status (written by the submission job, carried by the invoice's feed).
${replicated('einvoice_profiles', `  profile jsonb NOT NULL`)}
ALTER TABLE invoices ADD COLUMN einvoice jsonb NULL;
-- Each branch's quotation settings (validity, standard terms); id = the branch id.
${replicated('quotation_settings', `  settings jsonb NOT NULL`)}
`,
  },
  {
    id: '0028_booking_settings',
    sql: `
-- A branch's booking rules (issue 20): how early and how far ahead customers may book online, until
-- when they may cancel or reschedule, whether an online booking waits for approval, and the buffer
-- kept free before and after every booking.
ALTER TABLE booking_settings
  ADD COLUMN lead_time_minutes integer NOT NULL DEFAULT 60 CHECK (lead_time_minutes BETWEEN 0 AND 10080),
  ADD COLUMN max_advance_days integer NOT NULL DEFAULT 60 CHECK (max_advance_days BETWEEN 1 AND 365),
  ADD COLUMN cancel_window_hours integer NOT NULL DEFAULT 24 CHECK (cancel_window_hours BETWEEN 0 AND 720),
  ADD COLUMN reschedule_window_hours integer NOT NULL DEFAULT 24 CHECK (reschedule_window_hours BETWEEN 0 AND 720),
  ADD COLUMN require_approval boolean NOT NULL DEFAULT false,
  ADD COLUMN buffer_before_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_before_minutes BETWEEN 0 AND 120),
  ADD COLUMN buffer_after_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_after_minutes BETWEEN 0 AND 120);
`,
  },
  {
    // Issue 16, commissions: the catalogue's commission patterns, and the commission each sale line
    // earned its staff member (written in the sale's transaction; replicated only to those who may
    // see commission values). One row per line: id = the sale line's id.
    id: '0022_commissions',
    sql: `
${replicated(
  'commission_patterns',
  `  name text NOT NULL,
  item_kind text NOT NULL CHECK (item_kind IN ('service', 'product', 'any')),
  category text NOT NULL DEFAULT '',
  type text NOT NULL CHECK (type IN ('percent', 'amount')),
  value bigint NOT NULL CHECK (value >= 0),
  tiers jsonb NOT NULL DEFAULT '[]'::jsonb,
  member_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  active boolean NOT NULL DEFAULT true`,
)}
${replicated(
  'sale_commissions',
  `  sale_id uuid NOT NULL,
  line_id uuid NOT NULL,
  member_id uuid NOT NULL,
  pattern_id uuid NOT NULL,
  sales_amount bigint NOT NULL,
  amount bigint NOT NULL,
  period text NOT NULL,
  sold_at timestamptz NOT NULL`,
)}
CREATE INDEX sale_commissions_member_period ON sale_commissions (business_id, member_id, period);
CREATE INDEX sale_commissions_pattern ON sale_commissions (business_id, pattern_id);
`,
  },
  {
    id: '0026_calendar_feeds',
    sql: `
-- Calendar feeds (issue 20): an iCalendar address per staff member or branch that calendar apps
-- subscribe to. Only the token's SHA-256 is kept; revoking sets revoked_at (the address then 404s).
CREATE TABLE calendar_feeds (
  business_id uuid NOT NULL,
  id uuid NOT NULL,
  scope text NOT NULL CHECK (scope IN ('member', 'branch')),
  target_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz NULL,
  PRIMARY KEY (business_id, id)
);
CREATE INDEX calendar_feeds_target ON calendar_feeds (business_id, scope, target_id);
`,
  },
  {
    id: '0027_website_settings',
    sql: `
-- The business's website settings (issue 20): one document per business, id = business id.
${replicated('website_settings', `  settings jsonb NOT NULL`)}
`,
  },
  {
    // Issue 19, reports: daily rollups per branch, branch-local day, dimension and key, written in
    // the same transaction as the sale, refund or appointment they count (server/routes/
    // report-rollups.ts); the id is derived from (branch, day, dim, key). staff_id is the key of a
    // staff row, so a member with reporting_self reads only their own.
    id: '0024_report_rollups',
    sql: `
${replicated(
  'report_rollups',
  `  branch_id uuid NOT NULL,
  day text NOT NULL,
  dim text NOT NULL,
  key text NOT NULL,
  staff_id uuid NULL,
  count bigint NOT NULL DEFAULT 0,
  qty bigint NOT NULL DEFAULT 0,
  gross bigint NOT NULL DEFAULT 0,
  discount bigint NOT NULL DEFAULT 0,
  service_charge bigint NOT NULL DEFAULT 0,
  tax bigint NOT NULL DEFAULT 0,
  tip bigint NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  refunds bigint NOT NULL DEFAULT 0`,
)}
`,
  },
  {
    id: '0030_messaging',
    sql: `
-- Messages to customers (issue 21): each branch's message templates (one document each), its
-- WhatsApp settings (id = the branch id), and every message sent or refused (the sent log),
-- written only by the sending job, one per job key (so a job that runs twice writes one row).
${replicated('message_templates', `  template jsonb NOT NULL`)}
${replicated('whatsapp_settings', `  settings jsonb NOT NULL`)}
${replicated(
  'messages',
  `  branch_id uuid NOT NULL,
  customer_id uuid NULL,
  appointment_id uuid NULL,
  campaign_id uuid NULL,
  purpose text NOT NULL,
  channel text NOT NULL DEFAULT 'whatsapp',
  to_number text NOT NULL,
  language text NOT NULL,
  body text NOT NULL,
  state text NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown')),
  provider_message_id text NULL,
  error text NULL,
  job_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()`,
)}
CREATE UNIQUE INDEX messages_job_key ON messages (business_id, job_key);
CREATE INDEX messages_provider_id ON messages (provider_message_id) WHERE provider_message_id IS NOT NULL;
`,
  },
  {
    id: '0031_campaigns',
    sql: `
-- Campaigns (issue 21): what was asked (segment, template, when), and how many it was sent to;
-- each recipient's message is a job of its own and a row of the sent log with the campaign's id.
${replicated('campaigns', `  campaign jsonb NOT NULL`)}
CREATE INDEX messages_campaign ON messages (business_id, campaign_id) WHERE campaign_id IS NOT NULL;
`,
  },
  {
    id: '0020_package_catalogue',
    sql: `
-- Packages built in the catalogue (issue 16): SST, image, products as well as services, and a
-- validity of spec §3 (a unit plus a number, never, or custom: a fixed last day).
ALTER TABLE packages ADD COLUMN sst boolean NOT NULL DEFAULT true;
ALTER TABLE packages ADD COLUMN image_url text NULL;
ALTER TABLE packages ADD COLUMN validity jsonb NOT NULL DEFAULT '{"kind":"never"}'::jsonb;
UPDATE packages SET validity = jsonb_build_object('kind', 'period', 'unit', 'days', 'count', validity_days) WHERE validity_days IS NOT NULL;
ALTER TABLE packages DROP COLUMN validity_days;
`,
  },
  {
    id: '0021_discounts',
    sql: `
-- Catalogue discounts (issue 16): percentage or amount, on the cart, items or categories, in a date
-- range, on days and hours, with an optional code, stackable or not, above a minimum spend.
${replicated(
  'discounts',
  `  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('percent', 'amount')),
  value bigint NOT NULL,
  scope text NOT NULL CHECK (scope IN ('cart', 'items', 'categories')),
  item_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  categories jsonb NOT NULL DEFAULT '[]'::jsonb,
  starts_on text NULL,
  ends_on text NULL,
  days jsonb NOT NULL DEFAULT '[]'::jsonb,
  from_time text NULL,
  until_time text NULL,
  code text NULL,
  stackable boolean NOT NULL DEFAULT false,
  min_spend bigint NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true`,
)}
CREATE UNIQUE INDEX discounts_code ON discounts (business_id, code) WHERE code IS NOT NULL AND deleted_at IS NULL;
`,
  },
  {
    id: '0032_voucher_types',
    sql: `
-- Voucher types of the catalogue (issue 16): a value voucher pays a sum towards all items, some
-- categories or chosen items; a service voucher pays for the services it names. Price is what the
-- customer pays (it may be below the value); validity has the package shape (period, never, custom).
${replicated(
  'voucher_types',
  `  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('value', 'service')),
  value bigint NOT NULL DEFAULT 0,
  price bigint NOT NULL,
  service_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  scope text NOT NULL DEFAULT 'all' CHECK (scope IN ('all', 'categories', 'items')),
  item_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  categories jsonb NOT NULL DEFAULT '[]'::jsonb,
  validity jsonb NOT NULL DEFAULT '{"kind":"never"}'::jsonb,
  active boolean NOT NULL DEFAULT true`,
)}
`,
  },
  {
    id: '0034_account_preferences',
    sql: `
-- The account pages (issues 17 and 20): a member's preferred language and which notifications
-- they receive in the app (types switched off, daily summary), chosen by the member themselves.
ALTER TABLE members ADD COLUMN locale text NULL CHECK (locale IN ('en', 'zh-CN', 'ms-MY'));
ALTER TABLE members ADD COLUMN notification_prefs jsonb NOT NULL DEFAULT '{"muted": [], "dailySummary": false}'::jsonb;
`,
  },
  {
    id: '0035_daily_summary',
    sql: `
-- The daily summary (issues 17 and 20): a notification type of its own, and one row per member and
-- local day claimed in the transaction that delivers it, so the summary goes out exactly once
-- however many API instances run its job and however often.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('NEW_BOOKING', 'EDITED_BOOKING', 'BOOKING_PENDING_APPROVAL', 'CANCEL_BOOKING', 'TEST', 'LOW_STOCK', 'DAILY_SUMMARY'));
CREATE TABLE daily_summaries (
  business_id uuid NOT NULL,
  member_id uuid NOT NULL,
  day text NOT NULL,
  notification_id uuid NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, member_id, day)
);
`,
  },
  {
    id: '0036_reward_programs',
    sql: `
-- Reward programs (issue 16): points per ringgit per item kind (optionally only chosen items or
-- categories), the value of a point in sen, the fewest points redeemed at once, and the months
-- before points lapse (null: never). One active program per business.
${replicated(
  'reward_programs',
  `  name text NOT NULL,
  earn_rates jsonb NOT NULL,
  scope text NOT NULL DEFAULT 'all' CHECK (scope IN ('all', 'categories', 'items')),
  item_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  categories jsonb NOT NULL DEFAULT '[]'::jsonb,
  point_value integer NOT NULL CHECK (point_value > 0),
  min_redeem integer NOT NULL DEFAULT 0,
  expiry_months integer NULL,
  active boolean NOT NULL DEFAULT true`,
)}
CREATE UNIQUE INDEX reward_programs_one_active ON reward_programs (business_id) WHERE active AND deleted_at IS NULL;
-- Customers' point movements: a ledger of signed points (earned by a sale, redeemed in a sale,
-- adjusted by hand), replicated; a sale's movements have ids made from the sale's id, so a
-- replayed sale can never earn twice. Expiry follows from expires_at (src/lib/rewards/ledger.ts).
${replicated(
  'point_movements',
  `  customer_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('earned', 'redeemed', 'adjusted')),
  points integer NOT NULL,
  sale_id uuid NULL,
  program_id uuid NULL,
  reason text NOT NULL DEFAULT '',
  expires_at timestamptz NULL,
  occurred_at timestamptz NOT NULL,
  created_by uuid NULL`,
)}
CREATE INDEX point_movements_customer ON point_movements (business_id, customer_id);
`,
  },
  {
    id: '0037_point_refunds',
    sql: `
-- Reward points (issue 16): a refund of a sale takes back its share of the points the sale earned
-- and gives back its share of the points it redeemed, as movements of their own.
ALTER TABLE point_movements DROP CONSTRAINT point_movements_kind_check;
ALTER TABLE point_movements ADD CONSTRAINT point_movements_kind_check CHECK (kind IN ('earned', 'redeemed', 'refunded', 'adjusted'));
`,
  },
  {
    id: '0038_package_holdings',
    sql: `
-- A customer's packages (issues 15, 16): each package line of a sale with a customer is a holding
-- (id = the line's id) of sessions per service or product; sessions used are a ledger of signed
-- redemption rows (redeem +n with id = the line paid by it, so a line redeems once; a refund of the
-- sale that used it returns −n; a refund of the package sale voids what is left, +left).
${replicated(
  'package_holdings',
  `  customer_id uuid NOT NULL,
  sale_id uuid NOT NULL,
  package_id uuid NULL,
  name text NOT NULL,
  items jsonb NOT NULL,
  sold_at timestamptz NOT NULL,
  expires_on text NULL,
  voided_at timestamptz NULL`,
)}
CREATE INDEX package_holdings_customer ON package_holdings (business_id, customer_id);
CREATE INDEX package_holdings_sale ON package_holdings (business_id, sale_id);
${replicated(
  'package_redemptions',
  `  holding_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('redeem', 'return', 'void')),
  item_id uuid NOT NULL,
  sessions integer NOT NULL,
  sale_id uuid NULL,
  line_id uuid NULL,
  appointment_id uuid NULL,
  refund_id uuid NULL,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL`,
)}
CREATE INDEX package_redemptions_holding ON package_redemptions (business_id, holding_id);
CREATE INDEX package_redemptions_sale ON package_redemptions (business_id, sale_id);
`,
  },
  {
    id: '0040_subscriptions',
    sql: `
-- The subscription (issue 20): one row per business (id = business id) with its plan, state and
-- renewal, on the delta feed; a business without one is on the default plan (src/lib/subscription).
-- Bills of the payment gateway (Billplz) for plan upgrades: the plan changes only when a signed
-- callback or redirect says the bill is paid, once (the bill's state is checked under the lock).
${replicated(
  'subscriptions',
  `  plan text NOT NULL CHECK (plan IN ('free', 'starter', 'pro')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'past_due', 'cancelled')),
  renews_at timestamptz NOT NULL`,
)}
CREATE TABLE subscription_bills (
  business_id uuid NOT NULL,
  id text NOT NULL,
  plan text NOT NULL CHECK (plan IN ('free', 'starter', 'pro')),
  amount bigint NOT NULL,
  currency text NOT NULL DEFAULT 'myr',
  state text NOT NULL DEFAULT 'due' CHECK (state IN ('due', 'paid', 'declined')),
  created_by uuid NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz NULL,
  PRIMARY KEY (id)
);
CREATE INDEX subscription_bills_business ON subscription_bills (business_id, created_at);
`,
  },
  {
    id: '0041_subscription_renewals',
    sql: `
-- Renewal and dunning (issue 20): a bill is an upgrade or a renewal of one period (one renewal bill
-- per business and period start, so a renewal job run twice bills once); the period it paid for;
-- the gateway's page to pay it on; expired when the subscription was cancelled unpaid.
ALTER TABLE subscription_bills ADD COLUMN kind text NOT NULL DEFAULT 'upgrade' CHECK (kind IN ('upgrade', 'renewal'));
ALTER TABLE subscription_bills ADD COLUMN period_start timestamptz NULL;
ALTER TABLE subscription_bills ADD COLUMN period_end timestamptz NULL;
ALTER TABLE subscription_bills ADD COLUMN url text NULL;
ALTER TABLE subscription_bills DROP CONSTRAINT subscription_bills_state_check;
ALTER TABLE subscription_bills ADD CONSTRAINT subscription_bills_state_check CHECK (state IN ('due', 'paid', 'declined', 'expired'));
CREATE UNIQUE INDEX subscription_bills_renewal ON subscription_bills (business_id, period_start) WHERE kind = 'renewal';
`,
  },
  {
    id: '0042_commission_reversals',
    sql: `
-- Refunds reverse commissions as ledger rows (issue 16): a reversal row of sale_commissions names
-- its refund (negative amount and sales figure, dated on the refund); null for what a sale earned.
ALTER TABLE sale_commissions ADD COLUMN refund_id uuid NULL;
CREATE INDEX sale_commissions_sale ON sale_commissions (business_id, sale_id);
`,
  },
  {
    id: '0044_data_retention',
    sql: `
-- Data retention (issue 20): a customer whose personal data the retention job erased keeps the row
-- (sales, invoices, appointments name it) with its personal fields emptied and erased_at set; the
-- website settings row carries the job's last run ({at, erased}) for the data-privacy page.
ALTER TABLE customers ADD COLUMN erased_at timestamptz NULL;
ALTER TABLE website_settings ADD COLUMN retention_run jsonb NULL;
`,
  },
  {
    id: '0048_booking_deposits',
    sql: `
-- Online booking deposits (issue 20): a booking made online while the business asks a deposit waits
-- as PENDING_BILLPLZ_PAYMENT; its deposit is one Billplz bill (made when the customer goes to pay),
-- paid by the gateway's signed callback or redirect, or expired by a job that cancels the booking.
CREATE TABLE booking_deposits (
  business_id uuid NOT NULL,
  appointment_id uuid NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL DEFAULT 'due' CHECK (state IN ('due', 'paid', 'expired')),
  bill_id text NULL UNIQUE,
  url text NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz NULL,
  PRIMARY KEY (business_id, appointment_id)
);
`,
  },
];
