import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SignJWT, decodeJwt, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import type { Permissions } from '@/lib/api-types';
import type { Db } from '@server/db/types';
import { lockBusiness, nextSeq } from '@server/db/seq';
import type { Requirement, RouteAccess } from '@server/http/route';
import type { LevelArea } from '@server/http/access';
import { signIn } from './extra-users';
import { FX, PASSWORD } from './fixture';

/** A member made for one permission case, in fixture business A. */
export interface CaseMember {
  key: string;
  orgAdmin: boolean;
  internalRole: 'FULL' | null;
  permissions: Permissions;
}

const LEVEL_AREAS: readonly LevelArea[] = [
  'booking_self', 'booking_all', 'payment_self', 'payment', 'reporting_self', 'reporting', 'customers', 'catalogues', 'members',
];

/** Nothing at all (a non-empty permission object: spec §6 reads an empty one as unrestricted). */
function nothing(): Permissions {
  const p: Permissions = { pos: false, commissions: { view_comms_value: false } };
  for (const a of LEVEL_AREAS) p[a] = 0;
  return p;
}

function everything(): Permissions {
  const p: Permissions = { pos: true, commissions: { view_comms_value: true } };
  for (const a of LEVEL_AREAS) p[a] = 3;
  return p;
}

function member(key: string, permissions: Permissions, o: { orgAdmin?: boolean; internalRole?: 'FULL' } = {}): CaseMember {
  return { key, permissions, orgAdmin: o.orgAdmin === true, internalRole: o.internalRole ?? null };
}

/**
 * For one requirement of a route's rule: a member just below it (holding nothing else the rule
 * accepts) and one at its minimum. `alone`: the requirement is the rule's only one.
 */
export function requirementCases(r: Requirement, alone: boolean): { label: string; below: CaseMember; min: CaseMember } {
  if ('area' in r) {
    const below = nothing();
    below[r.area] = (r.level - 1) as 0 | 1 | 2;
    const min = nothing();
    min[r.area] = r.level;
    return { label: `${r.area}≥${r.level}`, below: member(`${r.area}-${r.level - 1}`, below), min: member(`${r.area}-${r.level}`, min) };
  }
  if ('pos' in r) return { label: 'pos', below: member('none', nothing()), min: member('pos', { ...nothing(), pos: true }) };
  if ('branchAdmin' in r) {
    return { label: 'branch admin', below: member('members-1', { ...nothing(), members: 1 }), min: member('members-2', { ...nothing(), members: 2 }) };
  }
  if ('viewCommissionValues' in r) {
    return { label: 'commission values', below: member('none', nothing()), min: member('comms', { ...nothing(), commissions: { view_comms_value: true } }) };
  }
  // Org admin: just below is a member holding every permission; provider admin: an org admin.
  if ('orgAdmin' in r) {
    return { label: 'org admin', below: alone ? member('everything', everything()) : member('none', nothing()), min: member('org-admin', {}, { orgAdmin: true }) };
  }
  return { label: 'provider admin', below: member('org-admin', {}, { orgAdmin: true }), min: member('provider', {}, { internalRole: 'FULL' }) };
}

export function requirementsOf(access: RouteAccess): readonly Requirement[] {
  return typeof access === 'string' ? [] : access.anyOf;
}

interface Made {
  id: string;
  email: string;
  token: Promise<string>;
}

const made = new Map<string, Made>();
const inserted = new WeakMap<Db, Set<string>>();

/** The case member's id and ID token; the member row is added to `db` once. */
export async function caseMember(db: Db, m: CaseMember): Promise<{ id: string; token: string }> {
  let entry = made.get(m.key);
  if (entry === undefined) {
    const id = crypto.randomUUID();
    const email = `case.${m.key}.${id.slice(0, 8)}@fixture.test`;
    entry = { id, email, token: signIn(email, PASSWORD, FX.bizA, id) };
    made.set(m.key, entry);
  }
  const seen = inserted.get(db) ?? new Set<string>();
  inserted.set(db, seen);
  if (!seen.has(m.key)) {
    seen.add(m.key);
    const { id, email } = entry;
    await db.tx(async (q) => {
      await lockBusiness(q, FX.bizA);
      const seq = await nextSeq(q, FX.bizA);
      await q.query(
        `INSERT INTO members (business_id, id, seq, first_name, email, org_access_level, branches, permissions, internal_role)
         VALUES ($1, $2, $3, 'Case', $4, $5, $6::text::jsonb, $7::text::jsonb, $8)`,
        [FX.bizA, id, seq, email, m.orgAdmin ? 'admin' : 'member', JSON.stringify([{ branchId: FX.branchA, serviceTeam: true }]),
          JSON.stringify(m.permissions), m.internalRole],
      );
    });
  }
  return { id: entry.id, token: await entry.token };
}

/** A real ID token re-signed by the emulator's own key with an expiry an hour ago. */
export async function expiredToken(real: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: JWK };
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const { kid } = decodeProtectedHeader(real);
  return new SignJWT({ ...decodeJwt(real), iat: now - 7200, exp: now - 3600 })
    .setProtectedHeader({ alg: 'RS256', ...(kid === undefined ? {} : { kid }) })
    .sign(key);
}

/** The token with its signature replaced: same claims, not signed by the identity service. */
export function forgedToken(real: string): string {
  const [head, body] = real.split('.');
  return `${head}.${body}.${Buffer.from('not the signature').toString('base64url')}`;
}

/** A route's URL with its parameters filled: the given values, a fresh UUID for the rest. */
export function fillUrl(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? crypto.randomUUID());
}
