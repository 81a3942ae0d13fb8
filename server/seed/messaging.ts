import type { Locale } from '@/lib/locale';
import { placeholderValues, renderBody } from '@/lib/messaging/placeholders';
import type { MessageTemplate, TemplatePurpose } from '@/lib/messaging/templates';
import type { WhatsappSettings } from '@/lib/messaging/whatsapp-settings';
import { WHATSAPP_DEFAULTS } from '@/lib/messaging/whatsapp-settings';
import { upsertJsonRow } from '@server/db/upsert-json-row';
import { insertMany } from '@server/db/insert-many';
import { nextSeq } from '@server/db/seq';
import type { Queryable } from '@server/db/types';
import type { Prng } from '@server/seed/prng';
import { DEMO_IDS } from '@server/seed/team';

type Bodies = MessageTemplate['bodies'];

const TEMPLATES: { purpose: TemplatePurpose; name: string; bodies: Bodies }[] = [
  {
    purpose: 'confirmation',
    name: 'Booking confirmed',
    bodies: {
      en: 'Hi {{customerName}}, your {{service}} with {{staff}} is booked for {{date}} at {{time}}. See you at {{branchName}}, {{branchAddress}}. To change it, message us: {{manageLink}}',
      'zh-CN': '{{customerName}}您好，您已预约 {{date}} {{time}} 的 {{service}}（{{staff}}）。地址：{{branchAddress}}。如需更改，请联系我们：{{manageLink}}',
      'ms-MY': 'Hai {{customerName}}, temujanji {{service}} anda bersama {{staff}} pada {{date}} jam {{time}} telah disahkan. Jumpa di {{branchName}}, {{branchAddress}}. Untuk menukar: {{manageLink}}',
    },
  },
  {
    purpose: 'reminder',
    name: 'Reminder, a day before',
    bodies: {
      en: 'Reminder: {{service}} tomorrow, {{date}} at {{time}}, at {{branchName}}. Need to change it? {{manageLink}}',
      'zh-CN': '提醒：您预约了 {{date}} {{time}} 在 {{branchName}} 的 {{service}}。需要更改？{{manageLink}}',
      'ms-MY': 'Peringatan: {{service}} esok, {{date}} jam {{time}}, di {{branchName}}. Perlu tukar? {{manageLink}}',
    },
  },
  {
    purpose: 'rescheduled',
    name: 'Moved',
    bodies: {
      en: 'Hi {{customerName}}, your {{service}} is now on {{date}} at {{time}}.',
      'zh-CN': '{{customerName}}您好，您的 {{service}} 已改至 {{date}} {{time}}。',
      'ms-MY': 'Hai {{customerName}}, {{service}} anda kini pada {{date}} jam {{time}}.',
    },
  },
  {
    purpose: 'cancelled',
    name: 'Cancelled',
    bodies: {
      en: 'Hi {{customerName}}, your {{service}} on {{date}} is cancelled. We hope to see you soon: {{manageLink}}',
      'zh-CN': '{{customerName}}您好，您 {{date}} 的 {{service}} 已取消。期待再次为您服务：{{manageLink}}',
      'ms-MY': 'Hai {{customerName}}, {{service}} anda pada {{date}} telah dibatalkan. Jumpa lagi: {{manageLink}}',
    },
  },
  {
    purpose: 'birthday',
    name: 'Birthday treat',
    bodies: {
      en: 'Happy birthday, {{customerName}}! Enjoy 15% off any service at {{branchName}} this month.',
      'zh-CN': '{{customerName}}，生日快乐！本月在 {{branchName}} 享任何服务 85 折。',
      'ms-MY': 'Selamat hari jadi, {{customerName}}! Nikmati diskaun 15% untuk sebarang servis di {{branchName}} bulan ini.',
    },
  },
];

const SETTINGS: Record<string, WhatsappSettings> = {
  [DEMO_IDS.bangsar]: { ...WHATSAPP_DEFAULTS, senderNumber: '+60322871234', phoneNumberId: '100200300400501', language: 'en' },
  [DEMO_IDS.pj]: { ...WHATSAPP_DEFAULTS, senderNumber: '+60379561234', phoneNumberId: '100200300400502', language: 'ms-MY', noShowFollowUp: true },
};

interface SeedCustomer {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  branchId: string;
  consent: boolean;
}

/**
 * The demo's messages (issue 21): both branches connected to WhatsApp (Bangsar in English, PJ in
 * Malay), their templates in three languages, and a sent log of last week's reminders.
 */
export async function seedMessaging(q: Queryable, r: Prng, businessId: string, now: Date, customers: readonly SeedCustomer[]): Promise<void> {
  for (const branchId of [DEMO_IDS.bangsar, DEMO_IDS.pj]) {
    const settings = SETTINGS[branchId] ?? WHATSAPP_DEFAULTS;
    await upsertJsonRow(q, { table: 'whatsapp_settings', column: 'settings' }, businessId, branchId, settings);
    for (const t of TEMPLATES) {
      const template: MessageTemplate = { branchId, name: t.name, purpose: t.purpose, bodies: t.bodies, active: true };
      await upsertJsonRow(q, { table: 'message_templates', column: 'template' }, businessId, r.uuid(), template);
    }
  }
  const reminder = TEMPLATES[1];
  if (reminder === undefined) return;
  const recipients = customers.filter((c) => c.consent && c.phone !== '').slice(0, 14);
  let seq = await nextSeq(q, businessId, recipients.length);
  const rows = recipients.map((c, i) => {
    const language: Locale = SETTINGS[c.branchId]?.language ?? 'en';
    const sentAt = new Date(now.getTime() - (i + 1) * 9 * 3_600_000);
    const startAt = new Date(sentAt.getTime() + 24 * 3_600_000).toISOString();
    const body = renderBody(
      reminder.bodies[language],
      placeholderValues(
        {
          customerName: `${c.firstName} ${c.lastName}`,
          service: 'Wash & Blow Dry',
          staff: '',
          startAt,
          branchName: c.branchId === DEMO_IDS.bangsar ? 'Bangsar' : 'Petaling Jaya',
          branchAddress: '',
          manageLink: `https://wa.me/${(SETTINGS[c.branchId]?.senderNumber ?? '').replace(/^\+/, '')}`,
        },
        language,
        'Asia/Kuala_Lumpur',
      ),
    );
    const state = i % 7 === 3 ? 'failed' : i % 3 === 0 ? 'read' : 'delivered';
    return [
      businessId, r.uuid(), seq++, c.branchId, c.id, 'reminder', c.phone.replace(/[^\d]/g, ''), language, body, state,
      `wamid.seed${String(i).padStart(4, '0')}`, state === 'failed' ? 'Message undeliverable (131026)' : null, `seed:reminder:${c.id}`, sentAt.toISOString(),
    ];
  });
  await insertMany(
    q,
    'messages',
    ['business_id', 'id', 'seq', 'branch_id', 'customer_id', 'purpose', 'to_number', 'language', 'body', 'state', 'provider_message_id', 'error', 'job_key', 'created_at'],
    rows,
  );
}
