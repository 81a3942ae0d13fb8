import { describe, expect, it } from 'vitest';
import { auditQueryOf, auditValueText } from '@/lib/settings/audit-view';

describe('the audit log screen’s filters', () => {
  it('sends only the filters set, days as a half-open range of local midnights', () => {
    expect(auditQueryOf({ actorId: null, area: null, fromDay: null, toDay: null }, 'Asia/Kuala_Lumpur')).toEqual({});
    const q = auditQueryOf({ actorId: '11111111-1111-4111-8111-0000000000a1', area: 'members', fromDay: '2026-03-01', toDay: '2026-03-02' }, 'Asia/Kuala_Lumpur', 42);
    expect(q.actorId).toBe('11111111-1111-4111-8111-0000000000a1');
    expect(q.entity).toBe('members');
    expect(q.before).toBe(42);
    expect(q.from).toBe('2026-02-28T16:00:00.000Z');
    expect(q.to).toBe('2026-03-02T16:00:00.000Z');
  });

  it('keeps a day whole across a DST change in the business’s zone', () => {
    const q = auditQueryOf({ actorId: null, area: null, fromDay: '2026-03-08', toDay: '2026-03-08' }, 'America/New_York');
    expect(q.from).toBe('2026-03-08T05:00:00.000Z');
    expect(q.to).toBe('2026-03-09T04:00:00.000Z');
  });

  it('ignores a day that is not yyyy-MM-dd', () => {
    expect(auditQueryOf({ actorId: null, area: null, fromDay: '1/3/2026', toDay: '' }, 'UTC')).toEqual({});
  });
});

describe('audit values as text', () => {
  it('shows nothing for null, text as is, objects as JSON, long values cut', () => {
    expect(auditValueText(null)).toBe('');
    expect(auditValueText(undefined)).toBe('');
    expect(auditValueText('Aisyah')).toBe('Aisyah');
    expect(auditValueText({ customers: 2 })).toBe('{"customers":2}');
    expect(auditValueText(false)).toBe('false');
    const long = auditValueText('x'.repeat(500), 10);
    expect(long).toHaveLength(10);
    expect(long.endsWith('…')).toBe(true);
  });
});
