import { describe, expect, it } from 'vitest';
import { placeholderValues, renderBody, SAMPLE_FACTS, unknownPlaceholders } from '@/lib/messaging/placeholders';
import { activeTemplate, bodyFor, messageTemplateSchema } from '@/lib/messaging/templates';

const facts = { ...SAMPLE_FACTS, startAt: '2026-03-12T07:30:00.000Z' };

describe('message placeholders', () => {
  it('renders the date and time in the branch zone and the message language', () => {
    const body = '{{customerName}}: {{service}} {{date}} {{ time }}';
    expect(renderBody(body, placeholderValues(facts, 'en', 'Asia/Kuala_Lumpur'))).toBe('Nur Aisyah: Haircut & Blow Dry Thursday, 12 March 2026 3:30 PM');
    expect(renderBody(body, placeholderValues(facts, 'ms-MY', 'Asia/Kuala_Lumpur'))).toBe('Nur Aisyah: Haircut & Blow Dry Khamis, 12 Mac 2026 3:30 PM');
    expect(renderBody(body, placeholderValues(facts, 'zh-CN', 'Asia/Kuala_Lumpur'))).toMatch(/^Nur Aisyah: Haircut & Blow Dry 2026年3月12日 星期四 (下午)?3:30( 下午)?$/);
    expect(renderBody('{{time}}', placeholderValues(facts, 'en', 'Europe/London'))).toBe('7:30 AM');
    expect(renderBody('{{date}}', placeholderValues({ ...facts, startAt: '2026-03-12T20:00:00.000Z' }, 'en', 'Asia/Kuala_Lumpur'))).toBe('Friday, 13 March 2026');
  });

  it('finds unknown placeholders and leaves them as written', () => {
    expect(unknownPlaceholders('Hi {{customerName}} {{nama}} {{ nama }} {{}}')).toEqual(['nama', '']);
    expect(unknownPlaceholders('Hi {{customerName}}, see you at {{branchAddress}}')).toEqual([]);
    expect(renderBody('{{nama}}', placeholderValues(facts, 'en', 'UTC'))).toBe('{{nama}}');
  });

  it('refuses a template with an unknown placeholder or no body, at the field', () => {
    const base = { branchId: '0190a000-0000-7000-8000-000000000001', name: 'Pengesahan', purpose: 'confirmation', active: true };
    const bad = messageTemplateSchema.safeParse({ ...base, bodies: { en: '', 'zh-CN': '', 'ms-MY': 'Hai {{nama}}' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['bodies', 'ms-MY'], message: 'messaging.errors.unknownPlaceholder' });
    const empty = messageTemplateSchema.safeParse({ ...base, bodies: { en: ' ', 'zh-CN': '', 'ms-MY': '' } });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['bodies', 'en'], message: 'messaging.errors.noBody' });
    expect(messageTemplateSchema.safeParse({ ...base, bodies: { en: '', 'zh-CN': '', 'ms-MY': 'Hai {{customerName}}' } }).success).toBe(true);
  });

  it('picks the body in the language, else one the template has', () => {
    const bodies = { en: '', 'zh-CN': '', 'ms-MY': 'Hai' };
    expect(bodyFor(bodies, 'en')).toEqual({ language: 'ms-MY', body: 'Hai' });
    expect(bodyFor({ ...bodies, en: 'Hi' }, 'en')).toEqual({ language: 'en', body: 'Hi' });
    expect(bodyFor({ ...bodies, 'ms-MY': '' }, 'en')).toBeNull();
  });

  it('uses the most recently changed active template of the purpose in the branch', () => {
    const rows = [
      { id: 'a', branchId: 'b1', purpose: 'confirmation' as const, active: true, updatedAt: '2026-01-01T00:00:00Z' },
      { id: 'b', branchId: 'b1', purpose: 'confirmation' as const, active: true, updatedAt: '2026-02-01T00:00:00Z' },
      { id: 'c', branchId: 'b1', purpose: 'confirmation' as const, active: false, updatedAt: '2026-03-01T00:00:00Z' },
      { id: 'd', branchId: 'b2', purpose: 'confirmation' as const, active: true, updatedAt: '2026-04-01T00:00:00Z' },
    ];
    expect(activeTemplate(rows, 'b1', 'confirmation')?.id).toBe('b');
    expect(activeTemplate(rows, 'b1', 'reminder')).toBeUndefined();
  });
});
