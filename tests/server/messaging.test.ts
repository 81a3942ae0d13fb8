import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { MessageRow } from '@/lib/messaging/messages';
import { createJobRunner } from '@server/jobs/runner';
import { createWhatsappClient, type WhatsappClient } from '@server/messaging/cloud-api';
import { createWhatsappSandbox, type WhatsappSandbox } from '@server/messaging/sandbox';
import { CAMPAIGN_QUEUE } from '@server/messaging/campaigns';
import { WHATSAPP_QUEUE } from '@server/messaging/schedule';
import { whatsappHandlers } from '@server/messaging/send-job';
import { backends } from './helpers/backends';
import { appointmentBody } from './helpers/appointment-body';
import { seedCatalogue } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const CUT = '11111111-1111-4111-8111-00000000d001';
const OWNER = USERS.ownerA.id;
const SETTINGS = `/b/${FX.bizA}/whatsappSettings/${FX.branchA}`;
const connected = {
  senderNumber: '+60312345678',
  phoneNumberId: '109876543210',
  language: 'ms-MY',
  confirmation: true,
  rescheduled: true,
  cancelled: true,
  reminder: true,
  reminderHoursBefore: 24,
  noShowFollowUp: false,
  noShowHoursAfter: 2,
};
const noBodies = { en: '', 'zh-CN': '', 'ms-MY': '' };
/** 2031-03-03 is a Monday; Kuala Lumpur is UTC+8. */
const kl = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2031, 2, day, hh - 8, mm)).toISOString();

describe.each(backends())('messages to customers on $name', (backend) => {
  let h: Harness;
  let sandbox: WhatsappSandbox;
  let client: WhatsappClient;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, { services: [{ id: CUT, name: 'Potong Rambut', price: 6000, durationMinutes: 45 }] });
    sandbox = createWhatsappSandbox({ accessToken: 'test-token' });
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    client = createWhatsappClient({ apiBase: `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`, version: 'v21.0', accessToken: 'test-token' });
    expect((await h.call('PUT', SETTINGS, { as: 'ownerA', body: connected })).status).toBe(200);
    for (const [purpose, body] of [
      ['confirmation', 'Hai {{customerName}}, {{service}} pada {{date}} jam {{time}} disahkan.'],
      ['reminder', 'Peringatan: {{service}} {{date}} {{time}} di {{branchName}}.'],
    ] as const) {
      const res = await h.call('PUT', `/b/${FX.bizA}/messageTemplates/${crypto.randomUUID()}`, {
        as: 'ownerA',
        body: { branchId: FX.branchA, name: purpose, purpose, bodies: { ...noBodies, 'ms-MY': body }, active: true },
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await sandbox.app.close();
    await h.stop();
  });

  async function customer(consent: boolean, birthday: string | null = null): Promise<{ id: string; phone: string }> {
    const id = crypto.randomUUID();
    const phone = `+6012${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const res = await h.call('POST', `/b/${FX.bizA}/customers`, {
      as: 'ownerA',
      body: { id, firstName: 'Siti', lastName: 'Aminah', phone, birthday, whatsappConsentAt: consent ? '2026-01-01T00:00:00.000Z' : null },
    });
    expect(res.status).toBe(201);
    return { id, phone: phone.slice(1) };
  }

  async function book(customerId: string, startAt: string): Promise<string> {
    const id = crypto.randomUUID();
    const res = await h.call('POST', `/b/${FX.bizA}/appointments`, { as: 'ownerA', body: appointmentBody(CUT, OWNER, startAt, 45, { id, customerId }) });
    expect(res.status).toBe(201);
    return id;
  }

  /** Makes every message job due now (reminders included) and runs them all. */
  async function runAll(c: WhatsappClient = client): Promise<void> {
    await h.db.query(`UPDATE jobs SET run_at = now() WHERE queue = ANY($1::text[]) AND state = 'queued'`, [[WHATSAPP_QUEUE, CAMPAIGN_QUEUE]]);
    const runner = createJobRunner(h.db, whatsappHandlers(c), { backoffBaseMs: 1, backoffCapMs: 1 });
    while ((await runner.tick()) > 0);
  }

  const sentTo = (phone: string) => sandbox.messages().filter((m) => m.to === phone);

  it('refuses templates and settings from non-admins, with bad input, or for another business', async () => {
    const id = crypto.randomUUID();
    const good = { branchId: FX.branchA, name: 'Terima kasih', purpose: 'thankYou', bodies: { ...noBodies, en: 'Thanks {{customerName}}' }, active: true };
    expect((await h.call('PUT', `/b/${FX.bizA}/messageTemplates/${id}`, { as: 'clerkA', body: good })).status).toBe(403);
    expect((await h.call('PUT', `/b/${FX.bizA}/messageTemplates/${id}`, { as: 'ownerB', body: good })).status).toBe(403);
    const unknown = await h.call('PUT', `/b/${FX.bizA}/messageTemplates/${id}`, { as: 'ownerA', body: { ...good, bodies: { ...noBodies, 'ms-MY': 'Hai {{nama}}' } } });
    expect(unknown.status).toBe(400);
    expect((unknown.json as Problem).errors).toEqual({ 'bodies.ms-MY': 'messaging.errors.unknownPlaceholder' });
    const empty = await h.call('PUT', `/b/${FX.bizA}/messageTemplates/${id}`, { as: 'ownerA', body: { ...good, bodies: noBodies } });
    expect((empty.json as Problem).errors).toEqual({ 'bodies.en': 'messaging.errors.noBody' });
    expect((await h.call('PUT', `/b/${FX.bizA}/messageTemplates/${id}`, { as: 'ownerA', body: { ...good, branchId: FX.branchB } })).status).toBe(404);
    expect((await h.call('PUT', `/b/${FX.bizA}/messageTemplates/${id}`, { as: 'ownerA', body: good })).status).toBe(200);
    expect((await h.call('PUT', `/b/${FX.bizA}/messageTemplates/${id}`, { as: 'ownerA', body: { ...good, branchId: crypto.randomUUID() } })).status).toBe(404);

    const bad = await h.call('PUT', SETTINGS, { as: 'ownerA', body: { ...connected, senderNumber: '0312345678', reminderHoursBefore: 0 } });
    expect((bad.json as Problem).errors).toEqual({ senderNumber: 'messaging.errors.senderNumber', reminderHoursBefore: 'messaging.errors.hours' });
    expect((await h.call('PUT', SETTINGS, { as: 'clerkA', body: connected })).status).toBe(403);
    expect((await h.call('PUT', `/b/${FX.bizA}/whatsappSettings/${FX.branchB}`, { as: 'ownerA', body: connected })).status).toBe(404);

    const feed = (await h.call('GET', `/b/${FX.bizA}/changes?since=0&limit=5000&tables=messageTemplates,whatsappSettings`, { as: 'viewerA' })).json as ChangesResponse;
    expect(feed.changes.some((c) => c.table === 'messageTemplates' && c.id === id)).toBe(true);
    expect(feed.changes.some((c) => c.table === 'whatsappSettings' && c.id === FX.branchA)).toBe(true);
  });

  it('confirms a booking in the branch language and zone once, and only to a customer with consent', async () => {
    const yes = await customer(true);
    const no = await customer(false);
    const booked = await book(yes.id, kl(3, 10));
    await book(no.id, kl(3, 12));
    await runAll();
    await runAll();
    const got = sentTo(yes.phone);
    expect(got.map((m) => m.body)).toEqual(['Hai Siti Aminah, Potong Rambut pada Isnin, 3 Mac 2031 jam 10:00 AM disahkan.', 'Peringatan: Potong Rambut Isnin, 3 Mac 2031 10:00 AM di Salon A Main.']);
    expect(got[0]?.phoneNumberId).toBe(connected.phoneNumberId);
    expect(sentTo(no.phone)).toEqual([]);
    // The sent log reaches those who may read customers, not others.
    const log = (await h.call('GET', `/b/${FX.bizA}/changes?since=0&limit=5000&tables=messages`, { as: 'viewerA' })).json as ChangesResponse;
    const rows = log.changes.flatMap((c) => (c.table === 'messages' && c.op === 'put' && c.row.appointmentId === booked ? [c.row as MessageRow] : []));
    expect(rows.map((r) => [r.purpose, r.state, r.language])).toEqual(expect.arrayContaining([['confirmation', 'sent', 'ms-MY'], ['reminder', 'sent', 'ms-MY']]));
    expect(rows.every((r) => r.providerMessageId?.startsWith('wamid.'))).toBe(true);
    const hidden = (await h.call('GET', `/b/${FX.bizA}/changes?since=0&limit=5000&tables=messages`, { as: 'nobodyA' })).json as ChangesResponse;
    expect(hidden.changes.filter((c) => c.table === 'messages')).toEqual([]);
  });

  it('moves the reminder with a rescheduled booking and sends none for a cancelled one', async () => {
    const moved = await customer(true);
    const id = await book(moved.id, kl(5, 10));
    const res = await h.call('POST', `/b/${FX.bizA}/appointments/${id}/reschedule`, {
      as: 'ownerA',
      body: { startAt: kl(6, 15), endAt: kl(6, 15, 45), memberId: OWNER, services: [{ serviceId: CUT, memberId: OWNER, startAt: kl(6, 15), endAt: kl(6, 15, 45) }] },
    });
    expect(res.status).toBe(200);
    await runAll();
    const reminders = sentTo(moved.phone).filter((m) => m.body.startsWith('Peringatan'));
    expect(reminders.map((m) => m.body)).toEqual(['Peringatan: Potong Rambut Khamis, 6 Mac 2031 3:00 PM di Salon A Main.']);

    const gone = await customer(true);
    const cancelled = await book(gone.id, kl(7, 10));
    expect((await h.call('POST', `/b/${FX.bizA}/appointments/${cancelled}/cancel`, { as: 'ownerA', body: { reason: 'Sick' } })).status).toBe(200);
    await runAll();
    expect(sentTo(gone.phone)).toEqual([]);
  });

  it('never sends a message twice when the worker dies mid-send', async () => {
    const c = await customer(true);
    await h.db.query(`UPDATE jobs SET state = 'done' WHERE queue = $1 AND state = 'queued'`, [WHATSAPP_QUEUE]);
    await book(c.id, kl(10, 10));
    // The first worker hands the confirmation over, then dies before recording the answer (it never returns).
    let died = false;
    const dying: WhatsappClient = {
      async sendText(m) {
        const sent = await client.sendText(m);
        if (!m.body.startsWith('Hai')) return sent;
        died = true;
        return new Promise<never>(() => undefined);
      },
    };
    const first = createJobRunner(h.db, whatsappHandlers(dying), { leaseMs: 300 });
    await h.db.query(`UPDATE jobs SET run_at = now() WHERE queue = $1 AND state = 'queued'`, [WHATSAPP_QUEUE]);
    void first.tick();
    while (!died) await new Promise((r) => setTimeout(r, 10));
    // Its lease ends; another worker takes the job over.
    await new Promise((r) => setTimeout(r, 400));
    const second = createJobRunner(h.db, whatsappHandlers(client), { leaseMs: 300 });
    while ((await second.tick()) > 0);
    expect(sentTo(c.phone)).toHaveLength(2);
    expect(sentTo(c.phone).filter((m) => m.body.startsWith('Hai'))).toHaveLength(1);
    const states = await h.db.query<{ purpose: string; state: string }>(
      'SELECT purpose, state FROM messages WHERE business_id = $1 AND to_number = $2 ORDER BY purpose',
      [FX.bizA, c.phone],
    );
    expect(states).toEqual([
      { purpose: 'confirmation', state: 'unknown' },
      { purpose: 'reminder', state: 'sent' },
    ]);
  });

  it('sends a campaign to its segment with consent, now or when scheduled; refuses others and bad input', async () => {
    const templateId = crypto.randomUUID();
    const tpl = { branchId: FX.branchA, name: 'Promo', purpose: 'campaign', bodies: { ...noBodies, 'ms-MY': 'Promosi November untuk {{customerName}}!' }, active: true };
    expect((await h.call('PUT', `/b/${FX.bizA}/messageTemplates/${templateId}`, { as: 'ownerA', body: tpl })).status).toBe(200);
    const yes = await customer(true, '1991-11-05');
    const no = await customer(false, '1992-11-20');
    const segment = { tag: null, lastVisit: 'any', birthdayMonth: 11, branchId: null, hasBalance: false, spentMoreThan: null };
    const campaign = { id: crypto.randomUUID(), branchId: FX.branchA, name: 'November', templateId, segment, sendAt: null };

    expect((await h.call('POST', `/b/${FX.bizA}/campaigns`, { as: 'viewerA', body: campaign })).status).toBe(403);
    expect((await h.call('POST', `/b/${FX.bizA}/campaigns`, { as: 'ownerB', body: campaign })).status).toBe(403);
    const badTemplate = await h.call('POST', `/b/${FX.bizA}/campaigns`, { as: 'clerkA', body: { ...campaign, templateId: crypto.randomUUID() } });
    expect((badTemplate.json as Problem).errors).toEqual({ templateId: 'messaging.errors.templateRequired' });
    const badSegment = await h.call('POST', `/b/${FX.bizA}/campaigns`, { as: 'clerkA', body: { ...campaign, segment: { ...segment, birthdayMonth: 13 } } });
    expect((badSegment.json as Problem).errors).toEqual({ 'segment.birthdayMonth': 'validation.invalid' });

    const created = await h.call('POST', `/b/${FX.bizA}/campaigns`, { as: 'clerkA', body: campaign });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ id: campaign.id, recipients: 1, name: 'November' });
    const later = { ...campaign, id: crypto.randomUUID(), sendAt: '2031-01-01T01:00:00.000Z' };
    expect((await h.call('POST', `/b/${FX.bizA}/campaigns`, { as: 'clerkA', body: later })).status).toBe(201);
    const scheduled = await h.db.query<{ run_at: Date | string }>(`SELECT run_at FROM jobs WHERE queue = $1 AND key LIKE $2`, [CAMPAIGN_QUEUE, `%:${later.id}:%`]);
    expect(scheduled.map((j) => new Date(j.run_at).toISOString())).toEqual(['2031-01-01T01:00:00.000Z']);

    await runAll();
    expect(sentTo(yes.phone).map((m) => m.body)).toEqual(['Promosi November untuk Siti Aminah!', 'Promosi November untuk Siti Aminah!']);
    expect(sentTo(no.phone)).toEqual([]);
    const rows = await h.db.query<{ state: string }>('SELECT state FROM messages WHERE business_id = $1 AND campaign_id = $2', [FX.bizA, campaign.id]);
    expect(rows).toEqual([{ state: 'sent' }]);
    const feed = (await h.call('GET', `/b/${FX.bizA}/changes?since=0&limit=5000&tables=campaigns`, { as: 'viewerA' })).json as ChangesResponse;
    expect(feed.changes.filter((c) => c.table === 'campaigns').map((c) => c.id).sort()).toEqual([campaign.id, later.id].sort());
  });
});
