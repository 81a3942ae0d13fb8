// Seeds a dedicated business for the benchmarks straight through the server's database adapter
// (not the HTTP API), with the server's own row shapes and ids, plus its owner's login.
import type { MemberBranch, Permissions } from '@/lib/api-types';
import type { Db } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import type { IdentityInfo } from '@server/identity/identity-service';
import { cognitoClient, ensureUser } from '@server/identity/provision';
import { FEATURE_DEFAULTS } from '@/lib/features';
import { SERVICES } from '@server/seed/catalogue';
import { emailFor, mobile, note, person } from '@server/seed/people';
import { Prng } from '@server/seed/prng';

export interface BenchBusiness {
  businessId: string;
  ownerId: string;
  email: string;
  password: string;
  customers: number;
  appointments: number;
}

const FULL: Permissions = {
  pos: true, booking_self: 3, booking_all: 3, payment_self: 3, payment: 3, reporting_self: 3, reporting: 3,
  customers: 3, catalogues: 3, members: 3, commissions: { view_comms_value: true },
};

const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** Loads the business once (skips when it exists) and makes sure its owner can sign in. */
export async function seedBenchBusiness(db: Db, identity: IdentityInfo, b: BenchBusiness, now = new Date()): Promise<void> {
  await db.tx(async (q) => {
    await lockBusiness(q, b.businessId);
    const exists = await q.query('SELECT 1 FROM businesses WHERE id = $1', [b.businessId]);
    if (exists.length > 0) return;
    const r = new Prng(b.customers * 31 + b.appointments);
    // Customers and appointments get UUIDv7 ids, as rows created in the app do: the business
    // created them one after another over the last two years, so ids rise with the feed's order.
    let created = now.getTime() - 2 * 365 * DAY_MS;
    const nextId = (): string => r.uuid7((created += r.int(1_000, 600_000)));
    await q.query(
      `INSERT INTO businesses (id, name, country, currency, time_zone, bookit_version, features)
       VALUES ($1, $2, 'MY', 'myr', 'Asia/Kuala_Lumpur', 'arabica', $3::text::jsonb)`,
      [b.businessId, `Bench Salon ${b.customers + b.appointments}`, JSON.stringify(FEATURE_DEFAULTS)],
    );
    const branchIds = [r.uuid(), r.uuid()];
    const services = SERVICES.map((s) => ({ ...s, id: r.uuid() }));
    const customerIds: string[] = [];
    const total = branchIds.length + 1 + services.length + b.customers + b.appointments;
    let seq = await nextSeq(q, b.businessId, total);
    const take = (): number => seq++;

    await insertMany(
      q,
      'branches',
      ['business_id', 'id', 'seq', 'name', 'code'],
      branchIds.map((id, i) => [b.businessId, id, take(), `Branch ${i + 1}`, `B${i + 1}`]),
    );
    const branches: MemberBranch[] = branchIds.map((branchId) => ({ branchId, serviceTeam: true }));
    await insertMany(
      q,
      'members',
      ['business_id', 'id', 'seq', 'first_name', 'last_name', 'email', 'org_access_level', 'branches:jsonb', 'permissions:jsonb'],
      [[b.businessId, b.ownerId, take(), 'Bench', 'Owner', b.email, 'admin', JSON.stringify(branches), JSON.stringify(FULL)]],
    );
    await insertMany(
      q,
      'services',
      ['business_id', 'id', 'seq', 'name', 'category', 'duration_minutes', 'price', 'currency'],
      services.map((s) => [b.businessId, s.id, take(), s.name, s.category, s.durationMinutes, s.price, 'myr']),
    );
    const customerRows: unknown[][] = [];
    for (let i = 0; i < b.customers; i++) {
      const p = person(r);
      const id = nextId();
      customerIds.push(id);
      customerRows.push([
        b.businessId, id, take(), p.firstName, p.lastName,
        r.chance(0.8) ? emailFor(r, p, i + 1) : '', mobile(r), note(r), r.pick(branchIds),
      ]);
    }
    await insertMany(q, 'customers', ['business_id', 'id', 'seq', 'first_name', 'last_name', 'email', 'phone', 'notes', 'branch_id'], customerRows, 1_000);

    // Appointments spread over a year around today, 10:00–20:00 Kuala Lumpur time.
    const klToday = Math.floor((now.getTime() + KL_OFFSET_MS) / DAY_MS) * DAY_MS - KL_OFFSET_MS;
    const appointmentRows: unknown[][] = [];
    for (let i = 0; i < b.appointments; i++) {
      const service = r.pick(services);
      const start = klToday + r.int(-180, 180) * DAY_MS + (10 * 60 + r.int(0, 19) * 30) * 60_000;
      appointmentRows.push([
        b.businessId, nextId(), take(), r.pick(branchIds), 'Appointment', 'CONFIRMED', 'AdminBooking',
        customerIds.length > 0 ? r.pick(customerIds) : null, b.ownerId, service.id,
        new Date(start).toISOString(), new Date(start + service.durationMinutes * 60_000).toISOString(), '',
      ]);
    }
    await insertMany(
      q,
      'appointments',
      ['business_id', 'id', 'seq', 'branch_id', 'kind', 'status', 'source', 'customer_id', 'member_id', 'service_id', 'start_at', 'end_at', 'notes'],
      appointmentRows,
      1_000,
    );
  });
  await ensureUser(cognitoClient(identity.endpoint), identity, {
    email: b.email,
    password: b.password,
    businessId: b.businessId,
    userId: b.ownerId,
  });
}
