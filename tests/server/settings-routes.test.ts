import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedCalendarFeed } from '@/lib/schemas/calendar-feed';
import type { AuditPage } from '@/lib/schemas/audit-log';
import type { WebsiteSettingsRow } from '@/lib/schemas/website-settings';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const settingsUrl = `/b/${FX.bizA}/websiteSettings/${FX.bizA}`;
const feedsUrl = `/b/${FX.bizA}/calendarFeeds`;

describe.each(backends())('settings routes (website, calendar feeds, audit log) on $name', (backend) => {
  let h: Harness;
  let seq = 100_000;
  beforeAll(async () => {
    h = await startHarness(backend);
  }, 180_000);
  afterAll(async () => {
    await h.stop();
  });

  async function appointment(memberId: string, startAt: Date, notes: string): Promise<string> {
    const id = crypto.randomUUID();
    seq += 1;
    await h.db.query(
      `INSERT INTO appointments (business_id, id, seq, branch_id, kind, status, source, member_id, start_at, end_at, notes)
       VALUES ($1, $2, $3, $4, 'Appointment', 'CONFIRMED', 'AdminBooking', $5, $6, $7, $8)`,
      [FX.bizA, id, seq, FX.branchA, memberId, startAt.toISOString(), new Date(startAt.getTime() + 3_600_000).toISOString(), notes],
    );
    return id;
  }

  async function feedBody(path: string): Promise<{ status: number; type: string; text: string }> {
    const res = await h.app.inject({ method: 'GET', url: path });
    return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
  }

  describe('website settings', () => {
    it('answers the defaults to any member before anything is saved', async () => {
      const res = await h.call('GET', settingsUrl, { as: 'viewerA' });
      expect(res.status).toBe(200);
      expect((res.json as WebsiteSettingsRow).bookingExperience.staffChoice).toBe('both');
    });

    it('lets the owner change one section, keeping the others, and refuses everyone else', async () => {
      const body = { socialMedia: { facebook: 'https://facebook.com/salona', instagram: '', tiktok: '', whatsapp: '', website: '' } };
      expect((await h.call('PATCH', settingsUrl, { as: 'clerkA', body })).status).toBe(403);
      const first = await h.call('PATCH', settingsUrl, { as: 'ownerA', body: { bookingPolicy: { depositRequired: true, depositPercent: 20, cancellationPolicy: '24 hours', noShowPolicy: '' } } });
      expect(first.status).toBe(200);
      const res = await h.call('PATCH', settingsUrl, { as: 'ownerA', body });
      expect(res.status).toBe(200);
      const row = res.json as WebsiteSettingsRow;
      expect(row.socialMedia.facebook).toBe('https://facebook.com/salona');
      expect(row.bookingPolicy.depositPercent).toBe(20);
      const read = (await h.call('GET', settingsUrl, { as: 'viewerA' })).json as WebsiteSettingsRow;
      expect(read.socialMedia.facebook).toBe('https://facebook.com/salona');
    });

    it('names the field of bad input: a colour, a javascript: address, a percent, an empty change, another business’s id', async () => {
      const appearance = { logoUrl: '', coverImageUrl: 'javascript:alert(1)', primaryColour: 'red', accentColour: '#227052', theme: 'dark' };
      const res = await h.call('PATCH', settingsUrl, { as: 'ownerA', body: { appearance } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain('appearance.primaryColour');
      expect(JSON.stringify(res.json)).toContain('appearance.coverImageUrl');
      expect(JSON.stringify(res.json)).toContain('validation.invalidUrl');
      const percent = await h.call('PATCH', settingsUrl, { as: 'ownerA', body: { bookingPolicy: { depositRequired: true, depositPercent: 150, cancellationPolicy: '', noShowPolicy: '' } } });
      expect(percent.status).toBe(400);
      expect(JSON.stringify(percent.json)).toContain('website.errors.depositPercent');
      expect((await h.call('PATCH', settingsUrl, { as: 'ownerA', body: {} })).status).toBe(400);
      expect((await h.call('PATCH', `/b/${FX.bizA}/websiteSettings/${FX.bizB}`, { as: 'ownerA', body: { payment: { depositMethods: ['card'] } } })).status).toBe(404);
    });
  });

  describe('calendar feeds', () => {
    it('answers valid iCalendar with that member’s appointments only, and 404 once revoked', async () => {
      const soon = new Date(Date.now() + 2 * 86_400_000);
      const mine = await appointment(USERS.clerkA.id, soon, 'clerk’s client');
      const other = await appointment(USERS.viewerA.id, soon, 'viewer’s client');
      const created = await h.call('POST', feedsUrl, { as: 'clerkA', body: { id: crypto.randomUUID(), scope: 'member', targetId: USERS.clerkA.id } });
      expect(created.status).toBe(201);
      const feed = created.json as CreatedCalendarFeed;
      expect(feed.path).toMatch(/^\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
      const cal = await feedBody(feed.path);
      expect(cal.status).toBe(200);
      expect(cal.type).toContain('text/calendar');
      expect(cal.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(cal.text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      expect(cal.text).toContain('VERSION:2.0');
      expect(cal.text).toContain(`UID:${mine}@`);
      expect(cal.text).not.toContain(other);
      expect(cal.text).toMatch(/DTSTART:\d{8}T\d{6}Z/);

      const listed = await h.call('GET', feedsUrl, { as: 'clerkA' });
      expect((listed.json as { items: { id: string }[] }).items.map((f) => f.id)).toContain(feed.id);
      expect(JSON.stringify(listed.json)).not.toContain(feed.path.slice(6, 40));
      expect((await h.call('DELETE', `${feedsUrl}/${feed.id}`, { as: 'viewerA' })).status).toBe(403);
      expect((await h.call('DELETE', `${feedsUrl}/${feed.id}`, { as: 'clerkA' })).status).toBe(204);
      expect((await feedBody(feed.path)).status).toBe(404);
    });

    it('makes a branch’s feed for a branch admin only, and a new feed replaces the old one', async () => {
      const soon = new Date(Date.now() + 86_400_000);
      const booked = await appointment(USERS.viewerA.id, soon, 'branch feed');
      expect((await h.call('POST', feedsUrl, { as: 'clerkA', body: { id: crypto.randomUUID(), scope: 'branch', targetId: FX.branchA } })).status).toBe(403);
      expect((await h.call('POST', feedsUrl, { as: 'clerkA', body: { id: crypto.randomUUID(), scope: 'member', targetId: USERS.viewerA.id } })).status).toBe(403);
      const first = (await h.call('POST', feedsUrl, { as: 'ownerA', body: { id: crypto.randomUUID(), scope: 'branch', targetId: FX.branchA } })).json as CreatedCalendarFeed;
      const cal = await feedBody(first.path);
      expect(cal.text).toContain(`UID:${booked}@`);
      const second = await h.call('POST', feedsUrl, { as: 'ownerA', body: { id: crypto.randomUUID(), scope: 'branch', targetId: FX.branchA } });
      expect(second.status).toBe(201);
      expect((await feedBody(first.path)).status).toBe(404);
      expect((await feedBody((second.json as CreatedCalendarFeed).path)).status).toBe(200);
    });

    it('refuses bad input: an unknown target, a bad scope, a malformed token, another business', async () => {
      expect((await h.call('POST', feedsUrl, { as: 'ownerA', body: { id: crypto.randomUUID(), scope: 'branch', targetId: FX.branchB } })).status).toBe(404);
      const scope = await h.call('POST', feedsUrl, { as: 'ownerA', body: { id: crypto.randomUUID(), scope: 'team', targetId: FX.branchA } });
      expect(scope.status).toBe(400);
      expect(JSON.stringify(scope.json)).toContain('scope');
      expect((await feedBody('/ical/not-a-token.ics')).status).toBe(400);
      expect((await feedBody(`/ical/${'A'.repeat(43)}.ics`)).status).toBe(404);
      expect((await h.call('GET', feedsUrl, { as: 'ownerB' })).status).toBe(403);
    });

    it('opts out of Google calendar sync only where the gCal flag is on, revoking the caller’s feeds', async () => {
      const optOut = `/b/${FX.bizA}/integrations/google/opt-out`;
      const feed = (await h.call('POST', feedsUrl, { as: 'viewerA', body: { id: crypto.randomUUID(), scope: 'member', targetId: USERS.viewerA.id } })).json as CreatedCalendarFeed;
      expect((await h.call('POST', optOut, { as: 'viewerA' })).status).toBe(409);
      await h.db.query(`UPDATE businesses SET features = features || '{"gCal": true}'::jsonb WHERE id = $1`, [FX.bizA]);
      const res = await h.call('POST', optOut, { as: 'viewerA' });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ revoked: 1 });
      expect((await feedBody(feed.path)).status).toBe(404);
    });
  });

  describe('audit log', () => {
    it('shows org admins who changed what, filtered by person and area, and nobody else', async () => {
      await h.call('PATCH', settingsUrl, { as: 'ownerA', body: { payment: { depositMethods: ['card', 'fpx'] } } });
      expect((await h.call('GET', `/b/${FX.bizA}/auditLog`, { as: 'clerkA' })).status).toBe(403);
      const res = await h.call('GET', `/b/${FX.bizA}/auditLog?entity=website_settings&actorId=${USERS.ownerA.id}`, { as: 'ownerA' });
      expect(res.status).toBe(200);
      const page = res.json as AuditPage;
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((e) => e.entity === 'website_settings' && e.actorId === USERS.ownerA.id)).toBe(true);
      const newest = page.items[0];
      expect(newest?.actorEmail).toBe(USERS.ownerA.email);
      expect(JSON.stringify(newest?.changes.settings?.after)).toContain('fpx');
      const none = await h.call('GET', `/b/${FX.bizA}/auditLog?entity=website_settings&actorId=${USERS.clerkA.id}`, { as: 'ownerA' });
      expect((none.json as AuditPage).items).toEqual([]);
      const future = await h.call('GET', `/b/${FX.bizA}/auditLog?from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`, { as: 'ownerA' });
      expect((future.json as AuditPage).items).toEqual([]);
    });

    it('refuses a bad filter naming it', async () => {
      const res = await h.call('GET', `/b/${FX.bizA}/auditLog?entity=passwords`, { as: 'ownerA' });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain('entity');
      expect((await h.call('GET', `/b/${FX.bizA}/auditLog?from=yesterday`, { as: 'ownerA' })).status).toBe(400);
    });
  });
});
