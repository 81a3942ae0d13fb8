import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import type { Db } from '@server/db/types';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { cognitoClient, ensureUser } from '@server/identity/provision';
import { FX, PASSWORD } from './fixture';

/** A provider admin (internal role FULL) of fixture business A, not in fixture.ts's USERS. */
export const PROVIDER_ADMIN = {
  id: '11111111-1111-4111-8111-0000000000ad',
  businessId: FX.bizA,
  email: 'provider.admin@fixture.test',
} as const;

export async function addProviderAdmin(db: Db): Promise<void> {
  await db.tx(async (q) => {
    await lockBusiness(q, FX.bizA);
    const seq = await nextSeq(q, FX.bizA);
    await q.query(
      `INSERT INTO members (business_id, id, seq, first_name, email, branches, permissions, internal_role)
       VALUES ($1, $2, $3, 'Provider', $4, '[]'::jsonb, '{}'::jsonb, 'FULL')`,
      [FX.bizA, PROVIDER_ADMIN.id, seq, PROVIDER_ADMIN.email],
    );
  });
}

let adminToken: Promise<string> | null = null;

/** The provider admin's ID token from the emulator (created there if missing). */
export function providerAdminToken(): Promise<string> {
  adminToken ??= signIn(PROVIDER_ADMIN.email, PASSWORD, PROVIDER_ADMIN.businessId, PROVIDER_ADMIN.id);
  return adminToken;
}

/** Adds a member to a fixture business and signs them in (for permission cases USERS lacks). */
export async function addMemberAndSignIn(
  db: Db,
  m: { id: string; businessId: string; email: string; permissions: Record<string, unknown>; branchIds: string[] },
): Promise<string> {
  await db.tx(async (q) => {
    await lockBusiness(q, m.businessId);
    const seq = await nextSeq(q, m.businessId);
    await q.query(
      `INSERT INTO members (business_id, id, seq, first_name, email, branches, permissions)
       VALUES ($1, $2, $3, 'Extra', $4, $5::text::jsonb, $6::text::jsonb)`,
      [m.businessId, m.id, seq, m.email, JSON.stringify(m.branchIds.map((branchId) => ({ branchId, serviceTeam: true }))), JSON.stringify(m.permissions)],
    );
  });
  return signIn(m.email, PASSWORD, m.businessId, m.id);
}

export async function signIn(email: string, password: string, businessId: string, userId: string): Promise<string> {
  const identity = inject('identity');
  const c = cognitoClient(identity.endpoint);
  await ensureUser(c, identity, { email, password, businessId, userId });
  const res = await c.send(
    new InitiateAuthCommand({
      ClientId: identity.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const t = res.AuthenticationResult?.IdToken;
  if (t === undefined) throw new Error(`No token for ${email}`);
  return t;
}
