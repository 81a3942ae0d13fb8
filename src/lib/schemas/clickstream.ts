import { z } from 'zod';

export const CLICKSTREAM_MAX_EVENTS = 500;
export const CLICKSTREAM_TEXT_MAX = 100;

/** Epoch milliseconds or an ISO 8601 date-time. */
const BAD_TIME = 'validation.invalidTimestamp';
export const eventTimeSchema = z.union(
  [
    z.number(BAD_TIME).int(BAD_TIME).min(0, BAD_TIME).max(8_640_000_000_000_000, BAD_TIME),
    z.iso.datetime({ offset: true, error: BAD_TIME }),
  ],
  BAD_TIME,
);

/** Spec §3 clickstream event; `id` makes storage exactly-once. */
export const clickstreamEventSchema = z.object({
  id: z.uuid('validation.invalidId'),
  timestamp: eventTimeSchema,
  eventType: z.enum(['page_view', 'click'], 'validation.invalidOption'),
  page: z.string('validation.invalidType').min(1, 'validation.required').max(2048, 'validation.tooLong'),
  elementId: z.string('validation.invalidType').max(200, 'validation.tooLong').nullable().optional(),
  /** The first 100 characters of the element's text: longer is refused, not cut. */
  text: z.string('validation.invalidType').max(CLICKSTREAM_TEXT_MAX, 'validation.tooLong').nullable().optional(),
  sessionId: z.string('validation.invalidType').min(1, 'validation.required').max(100, 'validation.tooLong'),
  userId: z.uuid('validation.invalidId'),
  businessId: z.uuid('validation.invalidId'),
});
export type ClickstreamEvent = z.input<typeof clickstreamEventSchema>;

export const clickstreamRecordSchema = z.object({
  userId: z.uuid('validation.invalidId'),
  businessId: z.uuid('validation.invalidId'),
  sessionId: z.string('validation.invalidType').min(1, 'validation.required').max(100, 'validation.tooLong'),
  events: z.array(clickstreamEventSchema).max(CLICKSTREAM_MAX_EVENTS, 'validation.tooMany'),
});
export type ClickstreamRecord = z.input<typeof clickstreamRecordSchema>;

export interface ClickstreamRecordResponse {
  /** Events acknowledged (the client may drop them from its buffer). */
  accepted: number;
  /** Events newly stored; a replayed event is acknowledged but not stored again. */
  stored: number;
}
