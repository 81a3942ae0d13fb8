import ical, { ICalCalendarMethod } from 'ical-generator';

/** One appointment as a calendar feed shows it. */
export interface FeedEvent {
  id: string;
  startAt: Date;
  endAt: Date;
  summary: string;
  description: string;
  location: string;
}

/**
 * The iCalendar text of a feed (RFC 5545): one VEVENT per appointment, its uid stable so a
 * subscribing calendar updates an event instead of adding a copy.
 */
export function feedCalendar(name: string, host: string, events: readonly FeedEvent[]): string {
  const cal = ical({ name, prodId: { company: 'bookit', product: 'calendar-feed', language: 'EN' }, method: ICalCalendarMethod.PUBLISH, ttl: 15 * 60 });
  for (const e of events) {
    cal.createEvent({ id: `${e.id}@${host}`, start: e.startAt, end: e.endAt, summary: e.summary, description: e.description, location: e.location });
  }
  return cal.toString();
}
