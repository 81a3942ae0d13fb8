import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAuditContext } from '@server/db/audit';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

interface AuditRow {
  actor_id: string | null;
  actor_email: string | null;
  idempotency_key: string | null;
  method: string;
  path: string;
  entity: string;
  entity_id: string;
  op: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  at: string | Date;
}

const base = `/b/${FX.bizA}/customers`;

describe.each(backends())('the audit log on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  }, 180_000);
  afterAll(async () => {
    await h.stop();
  });

  const auditOf = (entityId: string): Promise<AuditRow[]> =>
    h.db.query<AuditRow>('SELECT * FROM audit_log WHERE business_id = $1 AND entity_id = $2 ORDER BY id', [FX.bizA, entityId]);

  it('records every write with who, when, the key and the changed fields before and after', async () => {
    const id = crypto.randomUUID();
    const key = crypto.randomUUID();
    const created = await h.call('POST', base, { as: 'clerkA', key, body: { id, firstName: 'Aisyah', lastName: 'Rahman', branchId: FX.branchA } });
    expect(created.status).toBe(201);
    const patchKey = crypto.randomUUID();
    expect((await h.call('PATCH', `${base}/${id}`, { as: 'ownerA', key: patchKey, body: { phone: '+60123456789' } })).status).toBe(200);
    expect((await h.call('DELETE', `${base}/${id}`, { as: 'ownerA' })).status).toBe(204);

    const rows = await auditOf(id);
    expect(rows.map((r) => [r.entity, r.op])).toEqual([['customers', 'insert'], ['customers', 'update'], ['customers', 'update']]);
    const [insert, patch, del] = rows as [AuditRow, AuditRow, AuditRow];
    expect(insert).toMatchObject({ actor_id: USERS.clerkA.id, actor_email: USERS.clerkA.email, idempotency_key: key, method: 'POST', path: base });
    expect(insert.changes.first_name).toEqual({ before: null, after: 'Aisyah' });
    expect(Date.now() - new Date(insert.at).getTime()).toBeLessThan(60_000);
    expect(patch).toMatchObject({ actor_id: USERS.ownerA.id, idempotency_key: patchKey, method: 'PATCH' });
    expect(patch.changes).toEqual({ phone: { before: '', after: '+60123456789' } });
    expect(Object.keys(del.changes)).toEqual(['deleted_at']);
  });

  it('records nothing for a replay, a refusal or invalid input', async () => {
    const id = crypto.randomUUID();
    const key = crypto.randomUUID();
    const body = { id, firstName: 'Once' };
    expect((await h.call('POST', base, { as: 'ownerA', key, body })).status).toBe(201);
    expect((await h.call('POST', base, { as: 'ownerA', key, body })).status).toBe(201);
    expect((await h.call('POST', base, { as: 'ownerA', body })).status).toBe(409);
    expect((await h.call('POST', base, { as: 'ownerA', body: { id, firstName: 42 } })).status).toBe(400);
    expect((await h.call('POST', base, { as: 'viewerA', body: { id: crypto.randomUUID(), firstName: 'No' } })).status).toBe(403);
    expect((await auditOf(id)).length).toBe(1);
  });

  it('records the rows a write changes in other tables, in the write’s own transaction', async () => {
    const id = crypto.randomUUID();
    await expect(
      h.db.tx(async (q) => {
        await setAuditContext(q, { actorId: USERS.ownerA.id, email: null, key: crypto.randomUUID(), method: 'POST', path: '/test' });
        await q.query(`INSERT INTO customers (business_id, id, seq, first_name) VALUES ($1, $2, 999999, 'Rolled back')`, [FX.bizA, id]);
        expect((await q.query('SELECT 1 FROM audit_log WHERE entity_id = $1', [id])).length).toBe(1);
        throw new Error('the write fails after its audit row');
      }),
    ).rejects.toThrow('the write fails');
    expect(await auditOf(id)).toEqual([]);
  });
});
