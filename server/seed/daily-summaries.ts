import { shiftDay } from '@/lib/reports/local-day';
import { summaryAt, summaryDayOf } from '@/lib/notifications/daily-summary';
import type { Queryable } from '@server/db/types';
import { sendDailySummary, summaryRecipients } from '@server/notifications/daily-summary';

/**
 * The latest daily summary of each member who has it on (the demo owner), as the sender made it
 * at 08:00 this morning (yesterday's before eight) from the seeded figures; its claim is kept, so
 * the job of the same morning sends nothing more.
 */
export async function seedDailySummaries(q: Queryable, businessId: string, now: Date): Promise<number> {
  let sent = 0;
  for (const r of await summaryRecipients(q, businessId)) {
    const today = summaryDayOf(now, r.timeZone);
    const day = summaryAt(today, r.timeZone).getTime() <= now.getTime() ? today : shiftDay(today, -1);
    if (await sendDailySummary(q, businessId, r, day, summaryAt(day, r.timeZone))) sent += 1;
  }
  return sent;
}
