import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@server/seed/demo';
import { DEMO_IDS } from '@server/seed/team';
import { toWebsiteSettings } from '@server/routes/website-settings';
import type { DbRow } from '@server/rows/mappers';
import { backends, openTestDb, type TestDb } from './helpers/backends';

describe.each(backends())('the demo salon’s website settings and audit log on $name', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedDemo(t.db, new Date('2026-06-01T08:00:00Z'));
  }, 180_000);
  afterAll(async () => {
    await t.dispose();
  });

  it('has policies and links set, and the audit log names who set them', async () => {
    const row = (await t.db.query<DbRow>('SELECT * FROM website_settings WHERE business_id = $1', [DEMO_IDS.business]))[0];
    expect(row).toBeDefined();
    const settings = toWebsiteSettings(row as DbRow);
    expect(settings.bookingPolicy.cancellationPolicy).toContain('24 hours');
    expect(settings.payment.depositMethods).toContain('fpx');
    expect(settings.appearance.primaryColour).toBe('#9C3A82');
    const log = await t.db.query<{ actor_id: string; entity: string }>('SELECT actor_id, entity FROM audit_log WHERE business_id = $1 ORDER BY id', [DEMO_IDS.business]);
    expect(log.map((e) => e.actor_id)).toEqual([DEMO_IDS.owner, DEMO_IDS.manager]);
    expect(log.every((e) => e.entity === 'website_settings')).toBe(true);
  });
});
