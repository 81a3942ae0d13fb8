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
];
