import type { Db } from '@server/db/types';
import { lockBusiness, nextSeq } from '@server/db/seq';
import type { IdentityInfo } from '@server/identity/identity-service';
import { cognitoClient, ensureUser } from '@server/identity/provision';
import { seedDailySummaries } from '@server/seed/daily-summaries';
import { demoNotifications, insertNotifications, loadSeedBookings } from '@server/seed/notifications';
import { seedSecondBusiness } from '@server/seed/second-business';
import { DEMO_IDS, DEMO_PASSWORD, TEAM } from '@server/seed/team';

/** The platform (provider) admin: internal role FULL, a member of the demo business. */
export const PLATFORM_ADMIN = {
  id: '0195f0a0-0000-7000-8000-0000000000ad',
  email: 'admin@demo.test',
  firstName: 'Platform',
  lastName: 'Admin',
} as const;

/**
 * Demo data the first seed lacks: the platform admin member, ~12 notifications per login and the
 * owner's daily summary of this morning.
 * Runs after seedDemo; each part is skipped when already there.
 */
export async function seedPlatformData(db: Db, now = new Date()): Promise<{ admin: boolean; notifications: number }> {
  return db.tx(async (q) => {
    const bid = DEMO_IDS.business;
    await lockBusiness(q, bid);
    if ((await q.query('SELECT 1 FROM businesses WHERE id = $1', [bid])).length === 0) return { admin: false, notifications: 0 };
    let admin = false;
    if ((await q.query('SELECT 1 FROM members WHERE business_id = $1 AND id = $2', [bid, PLATFORM_ADMIN.id])).length === 0) {
      const seq = await nextSeq(q, bid);
      await q.query(
        `INSERT INTO members (business_id, id, seq, first_name, last_name, email, color, org_access_level, branches, permissions, internal_role)
         VALUES ($1, $2, $3, $4, $5, $6, '#475569', 'member', $7::text::jsonb, '{}'::jsonb, 'FULL')`,
        [
          bid, PLATFORM_ADMIN.id, seq, PLATFORM_ADMIN.firstName, PLATFORM_ADMIN.lastName, PLATFORM_ADMIN.email,
          JSON.stringify([DEMO_IDS.bangsar, DEMO_IDS.pj].map((branchId) => ({ branchId, serviceTeam: false }))),
        ],
      );
      admin = true;
    }
    if ((await q.query('SELECT 1 FROM notifications WHERE business_id = $1 LIMIT 1', [bid])).length > 0) {
      return { admin, notifications: 0 };
    }
    const bookings = await loadSeedBookings(q, bid);
    if (bookings.length === 0) return { admin, notifications: 0 };
    const users = [...TEAM.filter((m) => m.login).map((m) => m.id), PLATFORM_ADMIN.id];
    const rows = demoNotifications(bid, users, bookings, now);
    await insertNotifications(q, rows);
    const summaries = await seedDailySummaries(q, bid, now);
    return { admin, notifications: rows.length + summaries };
  });
}

/**
 * Demo seeding entry extension (stack.ts): the data above, a second business for the admin to
 * view through an override, and the admin's login.
 */
export async function seedPlatformExtras(db: Db, identity: IdentityInfo): Promise<void> {
  await seedPlatformData(db);
  await seedSecondBusiness(db);
  await ensureUser(cognitoClient(identity.endpoint), identity, {
    email: PLATFORM_ADMIN.email,
    password: DEMO_PASSWORD,
    businessId: DEMO_IDS.business,
    userId: PLATFORM_ADMIN.id,
  });
}
