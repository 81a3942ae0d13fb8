import type { Db } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { FEATURE_DEFAULTS } from '@/lib/features';
import { weekOfAppointments } from '@server/seed/appointments';
import { demoPackages, PRODUCTS, SERVICES } from '@server/seed/catalogue';
import { emailFor, mobile, note, person } from '@server/seed/people';
import { Prng } from '@server/seed/prng';
import { DEMO_IDS, TEAM } from '@server/seed/team';
import { writeCheckoutSettings } from '@server/routes/checkout-settings';

export const DEMO_CUSTOMER_COUNT = 200;

/**
 * Loads the demo salon once: skips when the demo business exists. Everything but appointment
 * times is deterministic (fixed PRNG seed); appointments sit around `now`.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<{ created: boolean }> {
  return db.tx(async (q) => {
    const bid = DEMO_IDS.business;
    await lockBusiness(q, bid);
    const exists = await q.query('SELECT 1 FROM businesses WHERE id = $1', [bid]);
    if (exists.length > 0) return { created: false };
    const r = new Prng(20_240_601);

    await q.query(
      `INSERT INTO businesses (id, name, country, currency, time_zone, bookit_version, features)
       VALUES ($1, 'Demo Salon', 'MY', 'myr', 'Asia/Kuala_Lumpur', 'arabica', $2::text::jsonb)`,
      [bid, JSON.stringify(FEATURE_DEFAULTS)],
    );

    const services = SERVICES.map((s) => ({ ...s, id: r.uuid() }));
    const products = PRODUCTS.map((p) => ({ ...p, id: r.uuid() }));
    const packages = demoPackages(services);
    const customers = Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, i) => {
      const p = person(r);
      return {
        id: r.uuid(),
        ...p,
        email: r.chance(0.8) ? emailFor(r, p, i + 1) : '',
        phone: mobile(r),
        notes: note(r),
        branchId: r.chance(0.6) ? DEMO_IDS.bangsar : DEMO_IDS.pj,
      };
    });
    const staff = TEAM.map((m) => ({ id: m.id, branchIds: m.branches.filter((b) => b.serviceTeam).map((b) => b.branchId) }))
      .filter((m) => m.branchIds.length > 0);
    const appointments = weekOfAppointments(r, now, staff, services, customers.map((c) => c.id));

    const total = 2 + TEAM.length + services.length + products.length + packages.length + customers.length + appointments.length;
    let seq = await nextSeq(q, bid, total);
    const take = (): number => seq++;

    await insertMany(q, 'branches', ['business_id', 'id', 'seq', 'name', 'code', 'phone', 'address1', 'city', 'postal_code', 'province', 'country'], [
      [bid, DEMO_IDS.bangsar, take(), 'Bangsar', 'BGS', '+60322871234', '12 Jalan Telawi 3, Bangsar Baru', 'Kuala Lumpur', '59100', 'Wilayah Persekutuan Kuala Lumpur', 'MY'],
      [bid, DEMO_IDS.pj, take(), 'Petaling Jaya', 'PJ', '+60379561234', '8 Jalan SS 2/24', 'Petaling Jaya', '47300', 'Selangor', 'MY'],
    ]);
    await insertMany(
      q,
      'members',
      ['business_id', 'id', 'seq', 'first_name', 'last_name', 'email', 'phone', 'color', 'org_access_level', 'branches:jsonb', 'permissions:jsonb'],
      TEAM.map((m) => [bid, m.id, take(), m.firstName, m.lastName, m.email, m.phone, m.color, m.orgAccessLevel, JSON.stringify(m.branches), JSON.stringify(m.permissions)]),
    );
    await insertMany(
      q,
      'services',
      ['business_id', 'id', 'seq', 'name', 'category', 'duration_minutes', 'price', 'currency'],
      services.map((s) => [bid, s.id, take(), s.name, s.category, s.durationMinutes, s.price, 'myr']),
    );
    await insertMany(
      q,
      'products',
      ['business_id', 'id', 'seq', 'name', 'category', 'sku', 'price', 'currency', 'low_stock:jsonb'],
      // Each branch is warned when a product falls to 3 (the catalogue's low-stock alert).
      products.map((p) => [bid, p.id, take(), p.name, p.category, p.sku, p.price, 'myr', JSON.stringify({ [DEMO_IDS.bangsar]: 3, [DEMO_IDS.pj]: 3 })]),
    );
    await insertMany(
      q,
      'packages',
      ['business_id', 'id', 'seq', 'name', 'category', 'price', 'currency', 'items:jsonb', 'validity_days'],
      packages.map((p) => [bid, p.id, take(), p.seed.name, p.seed.category, p.seed.price, 'myr', JSON.stringify(p.items), p.seed.validityDays]),
    );
    const movements: unknown[][] = [];
    for (const p of products) {
      // Stock is kept per branch: the demo's deliveries and sales were at Bangsar.
      movements.push([bid, r.uuid(), p.id, DEMO_IDS.bangsar, p.received, 'received']);
      const sales = r.int(0, 4);
      for (let i = 0; i < sales; i++) movements.push([bid, r.uuid(), p.id, DEMO_IDS.bangsar, -r.int(1, 3), 'sale']);
    }
    await insertMany(q, 'stock_movements', ['business_id', 'id', 'product_id', 'branch_id', 'delta', 'reason'], movements);
    await insertMany(
      q,
      'customers',
      ['business_id', 'id', 'seq', 'first_name', 'last_name', 'email', 'phone', 'notes', 'branch_id'],
      customers.map((c) => [bid, c.id, take(), c.firstName, c.lastName, c.email, c.phone, c.notes, c.branchId]),
    );
    await insertMany(
      q,
      'appointments',
      ['business_id', 'id', 'seq', 'branch_id', 'kind', 'status', 'source', 'customer_id', 'member_id', 'service_id', 'start_at', 'end_at', 'notes'],
      appointments.map((a) => [bid, a.id, take(), a.branchId, a.kind, a.status, a.source, a.customerId, a.memberId, a.serviceId, a.startAt.toISOString(), a.endAt.toISOString(), a.notes]),
    );
    // Checkout defaults (Malaysia): no service charge, SST 8% on services, 5-sen cash rounding.
    await writeCheckoutSettings(q, bid, {});
    return { created: true };
  });
}
