// Online-only settings calls (issue 20): calendar feeds hold a secret shown once, and the audit
// log is a server record too large to replicate; both are read and changed on the server only.
import { call, onlineApiBase, userToken } from '@/data/online';
import type { AuditPage, AuditQuery } from '@/lib/schemas/audit-log';
import type { CalendarFeedCreate, CalendarFeedView, CreatedCalendarFeed } from '@/lib/schemas/calendar-feed';

const biz = (businessId: string): string => `/b/${encodeURIComponent(businessId)}`;

/** GET /b/:businessId/auditLog, newest first. */
export async function fetchAuditLog(businessId: string, query: AuditQuery): Promise<AuditPage> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return (await call('GET', `${biz(businessId)}/auditLog${qs === '' ? '' : `?${qs}`}`, { token: await userToken() })) as AuditPage;
}

/** GET /b/:businessId/calendarFeeds: the live feeds the caller may manage. */
export async function fetchCalendarFeeds(businessId: string): Promise<CalendarFeedView[]> {
  return ((await call('GET', `${biz(businessId)}/calendarFeeds`, { token: await userToken() })) as { items: CalendarFeedView[] }).items;
}

/** POST /b/:businessId/calendarFeeds: a new feed (its previous one stops); the answer's url is shown once. */
export async function createCalendarFeed(businessId: string, input: CalendarFeedCreate): Promise<CreatedCalendarFeed & { url: string }> {
  const created = (await call('POST', `${biz(businessId)}/calendarFeeds`, { body: input, token: await userToken(), idempotencyKey: input.id })) as CreatedCalendarFeed;
  return { ...created, url: feedUrl(created.path) };
}

/** DELETE /b/:businessId/calendarFeeds/:id: the address answers 404 from now on. */
export async function revokeCalendarFeed(businessId: string, feedId: string): Promise<void> {
  await call('DELETE', `${biz(businessId)}/calendarFeeds/${encodeURIComponent(feedId)}`, { token: await userToken(), idempotencyKey: crypto.randomUUID() });
}

/** POST /b/:businessId/integrations/google/opt-out (gCal flag): stops every feed of the caller's own. */
export async function optOutOfGoogleCalendar(businessId: string): Promise<number> {
  const answer = (await call('POST', `${biz(businessId)}/integrations/google/opt-out`, { token: await userToken(), idempotencyKey: crypto.randomUUID() })) as { revoked: number };
  return answer.revoked;
}

/** The absolute address calendar apps subscribe to (the API base may be relative to the page). */
function feedUrl(path: string): string {
  return new URL(`${onlineApiBase() ?? ''}${path}`, window.location.href).toString();
}
