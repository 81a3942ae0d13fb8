import type { Db } from '@server/db/types';
import { seedSubscription } from '@server/seed/subscription';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { FEATURE_DEFAULTS } from '@/lib/features';
import { writeCheckoutSettings } from '@server/routes/checkout-settings';

/** A second, small demo business for the provider admin to view through an override (spec §6). */
export const SECOND_BUSINESS = {
  id: '0195f0a0-0000-7000-8000-000000000002',
  name: 'Harbour Barbers',
  branch: '0195f0a0-0000-7000-8000-0000000002b1',
  owner: '0195f0a0-0000-7000-8000-0000000002a1',
  barber: '0195f0a0-0000-7000-8000-0000000002a2',
} as const;

/** Names that the demo salon's generator never makes, so a test can tell the businesses apart. */
const CUSTOMERS: readonly [string, string, string][] = [
  ['0195f0a0-0000-7000-8000-0000000002c1', 'Adrian', 'Foo'],
  ['0195f0a0-0000-7000-8000-0000000002c2', 'Karthik', 'Iyer'],
  ['0195f0a0-0000-7000-8000-0000000002c3', 'Hakim', 'Zulkifli'],
  ['0195f0a0-0000-7000-8000-0000000002c4', 'Benjamin', 'Ooi'],
  ['0195f0a0-0000-7000-8000-0000000002c5', 'Sanjay', 'Pillay'],
  ['0195f0a0-0000-7000-8000-0000000002c6', 'Marcus', 'Yeoh'],
];

const SERVICES: readonly [string, string, number, number][] = [
  ['0195f0a0-0000-7000-8000-0000000002d1', 'Classic Cut', 30, 3500],
  ['0195f0a0-0000-7000-8000-0000000002d2', 'Skin Fade', 45, 4500],
  ['0195f0a0-0000-7000-8000-0000000002d3', 'Hot Towel Shave', 30, 4000],
];

/** Loads the second business once (skipped when it exists). No logins: it is only viewed. */
export async function seedSecondBusiness(db: Db): Promise<{ created: boolean }> {
  return db.tx(async (q) => {
    const b = SECOND_BUSINESS;
    await lockBusiness(q, b.id);
    if ((await q.query('SELECT 1 FROM businesses WHERE id = $1', [b.id])).length > 0) return { created: false };
    await q.query(
      `INSERT INTO businesses (id, name, country, currency, time_zone, bookit_version, features)
       VALUES ($1, $2, 'MY', 'myr', 'Asia/Kuala_Lumpur', 'arabica', $3::text::jsonb)`,
      [b.id, b.name, JSON.stringify(FEATURE_DEFAULTS)],
    );
    let seq = await nextSeq(q, b.id, 3 + SERVICES.length + CUSTOMERS.length);
    const take = (): number => seq++;
    await insertMany(q, 'branches', ['business_id', 'id', 'seq', 'name', 'code', 'phone', 'address1', 'city', 'postal_code', 'province', 'country'], [
      [b.id, b.branch, take(), 'George Town', 'GTN', '+6042611234', '21 Lebuh Armenian', 'George Town', '10200', 'Pulau Pinang', 'MY'],
    ]);
    const branches = JSON.stringify([{ branchId: b.branch, serviceTeam: true }]);
    await insertMany(
      q,
      'members',
      ['business_id', 'id', 'seq', 'first_name', 'last_name', 'email', 'phone', 'color', 'org_access_level', 'branches:jsonb', 'permissions:jsonb'],
      [
        [b.id, b.owner, take(), 'Wan', 'Azlan', '', '+60124455201', '#0f766e', 'admin', branches, '{}'],
        [b.id, b.barber, take(), 'Rafael', 'Tan', '', '+60164455202', '#b45309', 'member', branches,
          JSON.stringify({ pos: true, booking_self: 2, booking_all: 1, payment_self: 1, payment: 0, reporting_self: 1, reporting: 0, customers: 1, catalogues: 1, members: 0 })],
      ],
    );
    await insertMany(
      q,
      'services',
      ['business_id', 'id', 'seq', 'name', 'category', 'duration_minutes', 'price', 'currency'],
      SERVICES.map(([id, name, minutes, price]) => [b.id, id, take(), name, 'Hair', minutes, price, 'myr']),
    );
    await insertMany(
      q,
      'customers',
      ['business_id', 'id', 'seq', 'first_name', 'last_name', 'branch_id'],
      CUSTOMERS.map(([id, first, last]) => [b.id, id, take(), first, last, b.branch]),
    );
    await writeCheckoutSettings(q, b.id, {});
    await seedSubscription(q, b.id, 'free', new Date(), 20);
    return { created: true };
  });
}
