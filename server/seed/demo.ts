import type { Db } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { FEATURE_DEFAULTS } from '@/lib/features';
import { weekOfAppointments } from '@server/seed/appointments';
import { seedBookingExtras } from '@server/seed/booking-extras';
import { pastSales } from '@server/seed/customer-history';
import { pastPackageSales } from '@server/seed/package-sales';
import { packageVisits, seedPackageHoldings } from '@server/seed/package-holdings';
import { customerProfile } from '@server/seed/customer-profiles';
import { refreshCustomerStats } from '@server/routes/customer-stats';
import { demoPackages, PRODUCTS, SERVICES } from '@server/seed/catalogue';
import { seedCommissions } from '@server/seed/commissions';
import { seedDiscounts } from '@server/seed/offers';
import { seedVoucherTypes } from '@server/seed/voucher-types';
import { seedRewards } from '@server/seed/rewards';
import { emailFor, mobile, note, person } from '@server/seed/people';
import { Prng } from '@server/seed/prng';
import { DEMO_IDS, TEAM, seedWorkingHours } from '@server/seed/team';
import { writeCheckoutSettings } from '@server/routes/checkout-settings';
import { seedWebsiteSettings } from '@server/seed/website';
import { rebuildRollups } from '@server/routes/report-rollups';
import { seedEinvoiceProfile, seedEinvoices, seedInvoices } from '@server/seed/invoices';
import { seedMessaging } from '@server/seed/messaging';
import { seedSubscription } from '@server/seed/subscription';
import { DEFAULT_NOTIFICATION_PREFS } from '@/lib/schemas/notification-prefs';

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
      // The demo salon e-invoices (mandatory in Malaysia since 2025), through the local MyInvois sandbox.
      [bid, JSON.stringify({ ...FEATURE_DEFAULTS, einvoice: true })],
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

    // Profiles and past visits draw from their own generator, so the rows above stay as they were.
    const h = new Prng(15_015);
    const profiles = customers.map((c) => customerProfile(h, c.lastName));
    const code = (b: string) => (b === DEMO_IDS.bangsar ? 'BGS' : 'PJ');
    // Packages sold over the year, from their own generator (the rows above stay as they were).
    const packageSales = pastPackageSales(new Prng(22_022), now, customers, packages, staff.map((m) => m.id), code);
    const history = [
      ...pastSales(h, now, customers.map((c) => ({ id: c.id, branchId: c.branchId })), services, staff.map((m) => m.id), code),
      ...packageSales,
      // Visits paid by sessions of those packages (their own generator too).
      ...packageVisits(new Prng(25_025), now, packageSales, packages, services, staff.map((m) => m.id)),
    ];

    const total = 2 + TEAM.length + services.length + products.length + packages.length + customers.length + appointments.length + history.length;
    let seq = await nextSeq(q, bid, total);
    const take = (): number => seq++;

    await insertMany(q, 'branches', ['business_id', 'id', 'seq', 'name', 'code', 'phone', 'address1', 'city', 'postal_code', 'province', 'country'], [
      [bid, DEMO_IDS.bangsar, take(), 'Bangsar', 'BGS', '+60322871234', '12 Jalan Telawi 3, Bangsar Baru', 'Kuala Lumpur', '59100', 'Wilayah Persekutuan Kuala Lumpur', 'MY'],
      [bid, DEMO_IDS.pj, take(), 'Petaling Jaya', 'PJ', '+60379561234', '8 Jalan SS 2/24', 'Petaling Jaya', '47300', 'Selangor', 'MY'],
    ]);
    await insertMany(
      q,
      'members',
      [
        'business_id', 'id', 'seq', 'first_name', 'last_name', 'email', 'phone', 'color', 'org_access_level', 'branches:jsonb', 'permissions:jsonb', 'working_hours:jsonb',
        'locale', 'notification_prefs:jsonb',
      ],
      TEAM.map((m, i) => [
        bid, m.id, take(), m.firstName, m.lastName, m.email, m.phone, m.color, m.orgAccessLevel, JSON.stringify(m.branches), JSON.stringify(m.permissions),
        JSON.stringify(seedWorkingHours(m, i)), m.locale ?? null, JSON.stringify(m.notificationPrefs ?? DEFAULT_NOTIFICATION_PREFS),
      ]),
    );
    await insertMany(
      q,
      'services',
      ['business_id', 'id', 'seq', 'name', 'category', 'duration_minutes', 'processing_minutes', 'buffer_minutes', 'price', 'currency'],
      services.map((s) => [bid, s.id, take(), s.name, s.category, s.durationMinutes, s.processingMinutes ?? 0, s.bufferMinutes ?? 0, s.price, 'myr']),
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
      ['business_id', 'id', 'seq', 'name', 'category', 'price', 'currency', 'items:jsonb', 'validity:jsonb'],
      packages.map((p) => [bid, p.id, take(), p.seed.name, p.seed.category, p.seed.price, 'myr', JSON.stringify(p.items), JSON.stringify(p.seed.validity)]),
    );
    await seedDiscounts(q, bid, services);
    await seedVoucherTypes(q, bid, services);
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
      ['business_id', 'id', 'seq', 'first_name', 'last_name', 'email', 'phone', 'notes', 'branch_id', 'birthday', 'gender', 'address:jsonb', 'whatsapp_consent_at', 'email_consent_at'],
      customers.map((c, i) => {
        const p = profiles[i];
        if (p === undefined) throw new Error('a profile per customer');
        return [bid, c.id, take(), c.firstName, c.lastName, c.email, c.phone, c.notes, c.branchId, p.birthday, p.gender, p.address === null ? null : JSON.stringify(p.address), p.whatsappConsentAt, c.email === '' ? null : p.emailConsentAt];
      }),
    );
    await insertMany(
      q,
      'sales',
      ['business_id', 'id', 'seq', 'branch_id', 'device_id', 'receipt_number', 'customer_id', 'sold_by', 'currency', 'lines:jsonb', 'rates:jsonb', 'totals:jsonb', 'total', 'payments:jsonb', 'sold_at'],
      history.map((s) => [bid, s.id, take(), s.branchId, s.deviceId, s.receiptNumber, s.customerId, s.soldBy, 'myr', JSON.stringify(s.lines), JSON.stringify(s.rates), JSON.stringify(s.totals), s.totals.total, JSON.stringify(s.payments), s.soldAt.toISOString()]),
    );
    await seedPackageHoldings(q, bid, history, packages);
    await insertMany(
      q,
      'appointments',
      ['business_id', 'id', 'seq', 'branch_id', 'kind', 'status', 'source', 'customer_id', 'member_id', 'service_id', 'start_at', 'end_at', 'notes', 'services:jsonb'],
      appointments.map((a) => [
        bid, a.id, take(), a.branchId, a.kind, a.status, a.source, a.customerId, a.memberId, a.serviceId, a.startAt.toISOString(), a.endAt.toISOString(), a.notes,
        JSON.stringify(a.serviceId ? [{ serviceId: a.serviceId, memberId: a.memberId, startAt: a.startAt.toISOString(), endAt: a.endAt.toISOString() }] : []),
      ]),
    );
    await seedBookingExtras(q, bid, now, { staff, services, customerIds: customers.map((c) => c.id), week: appointments, branches: [DEMO_IDS.bangsar, DEMO_IDS.pj] });
    await refreshCustomerStats(q, bid, [...new Set(history.map((s) => s.customerId))]);
    // Checkout defaults (Malaysia): no service charge, SST 8% on services, 5-sen cash rounding.
    await writeCheckoutSettings(q, bid, {});
    const categories = new Map([...services, ...products].map((i) => [i.id, i.category]));
    await seedCommissions(q, bid, staff.map((m) => m.id), categories, history);
    await seedRewards(q, bid, history, new Map([...categories, ...packages.map((p): [string, string] => [p.id, p.seed.category])]));
    await seedInvoices(q, r, now);
    await seedEinvoiceProfile(q);
    await seedEinvoices(q, now);
    // Reports read daily rollups: count the history written above straight into the tables.
    await rebuildRollups(q, bid);
    // Messages draw from their own generator, so the rows above stay as they were.
    await seedMessaging(q, new Prng(21_021), bid, now, customers.map((c, i) => ({ ...c, consent: (profiles[i]?.whatsappConsentAt ?? null) !== null })));
    await seedSubscription(q, bid, 'starter', now, 12);
    // Last: it names its authors for the audit log, for the rest of the transaction.
    await seedWebsiteSettings(q, bid);
    return { created: true };
  });
}
