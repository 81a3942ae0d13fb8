import type { Permissions } from '@/lib/api-types';
import type { Db } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { lockBusiness, nextSeq } from '@server/db/seq';

/** Two small businesses and people with different permissions, for the API tests. */
export const FX = {
  bizA: '11111111-1111-4111-8111-111111111111',
  bizB: '22222222-2222-4222-8222-222222222222',
  branchA: '11111111-1111-4111-8111-0000000000b1',
  branchB: '22222222-2222-4222-8222-0000000000b1',
} as const;

export type UserKey = 'ownerA' | 'clerkA' | 'viewerA' | 'nobodyA' | 'ownerB';

export interface FxUser {
  id: string;
  businessId: string;
  email: string;
  admin: boolean;
  permissions: Permissions;
}

const none: Permissions = { pos: false, booking_self: 0, booking_all: 0, customers: 0, catalogues: 0, members: 0 };

export const USERS: Record<UserKey, FxUser> = {
  ownerA: { id: '11111111-1111-4111-8111-0000000000a1', businessId: FX.bizA, email: 'owner.a@fixture.test', admin: true, permissions: {} },
  clerkA: { id: '11111111-1111-4111-8111-0000000000a2', businessId: FX.bizA, email: 'clerk.a@fixture.test', admin: false, permissions: { ...none, pos: true, customers: 2, booking_all: 1 } },
  viewerA: { id: '11111111-1111-4111-8111-0000000000a3', businessId: FX.bizA, email: 'viewer.a@fixture.test', admin: false, permissions: { ...none, customers: 1, booking_self: 1 } },
  nobodyA: { id: '11111111-1111-4111-8111-0000000000a4', businessId: FX.bizA, email: 'nobody.a@fixture.test', admin: false, permissions: none },
  ownerB: { id: '22222222-2222-4222-8222-0000000000a1', businessId: FX.bizB, email: 'owner.b@fixture.test', admin: true, permissions: {} },
};

export const PASSWORD = 'Fixture!234';

export async function loadFixture(db: Db): Promise<void> {
  for (const [biz, branch, name] of [
    [FX.bizA, FX.branchA, 'Salon A'],
    [FX.bizB, FX.branchB, 'Salon B'],
  ] as const) {
    await db.tx(async (q) => {
      await lockBusiness(q, biz);
      await q.query(`INSERT INTO businesses (id, name, features) VALUES ($1, $2, '{"einvoice": true}'::jsonb)`, [biz, name]);
      const members = Object.values(USERS).filter((u) => u.businessId === biz);
      let seq = await nextSeq(q, biz, 1 + members.length);
      await insertMany(q, 'branches', ['business_id', 'id', 'seq', 'name'], [[biz, branch, seq++, `${name} Main`]]);
      await insertMany(
        q,
        'members',
        ['business_id', 'id', 'seq', 'first_name', 'email', 'org_access_level', 'branches:jsonb', 'permissions:jsonb'],
        members.map((u) => [
          biz, u.id, seq++, u.email.split('@')[0] ?? 'x', u.email, u.admin ? 'admin' : 'member',
          JSON.stringify([{ branchId: branch, serviceTeam: true }]), JSON.stringify(u.permissions),
        ]),
      );
    });
  }
}
