import { z } from 'zod';

/** Calendar feeds (issue 20): an iCalendar address per staff member or per branch. */
export const CALENDAR_FEED_SCOPES = ['member', 'branch'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

export const calendarFeedCreateSchema = z.object({
  id: z.uuid('validation.invalidId'),
  scope: z.enum(CALENDAR_FEED_SCOPES, 'calendarFeeds.errors.scope'),
  targetId: z.uuid('validation.invalidId'),
});
export type CalendarFeedCreate = z.output<typeof calendarFeedCreateSchema>;

/** A feed as listed: its secret is never shown again after it was made. */
export interface CalendarFeedView {
  id: string;
  scope: CalendarFeedScope;
  targetId: string;
  createdAt: string;
}

/** The answer to creating a feed: its address path (`/ical/<token>.ics`), shown once. */
export interface CreatedCalendarFeed extends CalendarFeedView {
  path: string;
}

/** A feed token: 32 random bytes, base64url. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
