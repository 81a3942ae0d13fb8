import { describe, expect, it } from 'vitest';
import { dayRange, nextSummary, summaryAt, summaryDayOf, summaryText, summaryTimeZone, type SummaryFigures } from '@/lib/notifications/daily-summary';

const KL = 'Asia/Kuala_Lumpur';

describe('nextSummary', () => {
  it('is today at 08:00 local time before eight', () => {
    // 06:59 in Kuala Lumpur (UTC+8) is 22:59 UTC the day before.
    expect(nextSummary(new Date('2026-03-09T22:59:00Z'), KL)).toEqual({ day: '2026-03-10', at: new Date('2026-03-10T00:00:00Z') });
  });

  it('is tomorrow at 08:00 from eight on', () => {
    expect(nextSummary(new Date('2026-03-10T00:00:00Z'), KL)).toEqual({ day: '2026-03-11', at: new Date('2026-03-11T00:00:00Z') });
    expect(nextSummary(new Date('2026-03-10T15:59:00Z'), KL)).toEqual({ day: '2026-03-11', at: new Date('2026-03-11T00:00:00Z') });
  });

  it('follows daylight saving time where the zone has it', () => {
    // London on the day the clocks go forward (29 March 2026): 08:00 BST is 07:00 UTC.
    expect(summaryAt('2026-03-29', 'Europe/London')).toEqual(new Date('2026-03-29T07:00:00Z'));
    expect(nextSummary(new Date('2026-03-28T09:00:00Z'), 'Europe/London')).toEqual({ day: '2026-03-29', at: new Date('2026-03-29T07:00:00Z') });
  });

  it('names the local day, not the UTC day', () => {
    expect(summaryDayOf(new Date('2026-03-10T17:00:00Z'), KL)).toBe('2026-03-11');
  });
});

describe('summaryText', () => {
  const figures: SummaryFigures = { appointments: 6, firstStartAt: '2026-03-10T01:30:00Z', awaitingApproval: 2, yesterdaySales: 124_050, lowStock: 3 };
  const o = { timeZone: KL, currency: 'myr' };

  it('says each figure in English', () => {
    expect(summaryText(figures, 'en', o)).toBe(
      "Today: 6 appointments, the first at 9:30 AM. 2 bookings waiting for approval. Yesterday's sales: RM 1,240.50. 3 products low on stock.",
    );
  });

  it('uses the singular for one and says when there are no appointments', () => {
    expect(summaryText({ appointments: 1, firstStartAt: '2026-03-10T06:00:00Z', awaitingApproval: 1, yesterdaySales: 0, lowStock: 1 }, 'en', o)).toBe(
      "Today: 1 appointment, the first at 2:00 PM. 1 booking waiting for approval. Yesterday's sales: RM 0.00. 1 product low on stock.",
    );
    expect(summaryText({ appointments: 0, firstStartAt: null, awaitingApproval: 0, yesterdaySales: 0, lowStock: 0 }, 'en', o)).toMatch(/^Today: no appointments\. 0 bookings/);
  });

  it('speaks Chinese and Malay', () => {
    expect(summaryText(figures, 'zh-CN', o)).toBe('今天：6 个预约，第一个在 9:30 上午。2 个预订等待审批。昨日销售额：RM 1,240.50。3 件产品库存不足。');
    expect(summaryText(figures, 'ms-MY', o)).toBe('Hari ini: 6 temu janji, yang pertama pada 9:30 AM. 2 tempahan menunggu kelulusan. Jualan semalam: RM 1,240.50. 3 produk berstok rendah.');
  });
});

describe('dayRange and summaryTimeZone', () => {
  it('spans the local day', () => {
    expect(dayRange('2026-03-10', KL)).toEqual({ start: new Date('2026-03-09T16:00:00Z'), end: new Date('2026-03-10T16:00:00Z') });
  });

  it("follows the member's first branch in the business's order, or the business's first for all branches", () => {
    const branches = [
      { id: 'a', timeZone: KL },
      { id: 'b', timeZone: 'Asia/Bangkok' },
    ];
    expect(summaryTimeZone(branches, ['b'])).toBe('Asia/Bangkok');
    expect(summaryTimeZone(branches, ['b', 'a'])).toBe(KL);
    expect(summaryTimeZone(branches, 'all')).toBe(KL);
    expect(summaryTimeZone(branches, ['gone'])).toBeNull();
  });
});
