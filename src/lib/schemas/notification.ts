import { z } from 'zod';

/**
 * Spec §3 notification types, LOW_STOCK (catalogue stock at or under a branch's threshold) and
 * DAILY_SUMMARY (the morning summary a member asked for on /settings/account/notifications).
 */
export const NOTIFICATION_TYPES = ['NEW_BOOKING', 'EDITED_BOOKING', 'BOOKING_PENDING_APPROVAL', 'CANCEL_BOOKING', 'TEST', 'LOW_STOCK', 'DAILY_SUMMARY'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationData {
  customers: { customerName: string }[];
  event: { bookingId: string; cart: { items: { label: string }[] } } | null;
  errorMessage: string | null;
}

/** A notification as the API answers it. `createdAt` is epoch seconds and identifies it in actions. */
export interface Notification {
  notificationId: string;
  createdAt: number;
  read: boolean;
  type: NotificationType;
  messageTitle: string;
  deepLink: string | null;
  data: NotificationData;
}

export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 100;

/** POST /b/{businessId}/u/{userId}/notification: keyset (cursor) or offset paging, never both. */
export const notificationListSchema = z.object({
  pagination: z
    .object({
      limit: z
        .number('validation.invalidLimit')
        .int('validation.invalidLimit')
        .min(1, 'validation.invalidLimit')
        .max(NOTIFICATION_PAGE_MAX, 'validation.invalidLimit')
        .default(NOTIFICATION_PAGE_DEFAULT),
      cursor: z.string().max(200, 'validation.invalidCursor').nullable().optional(),
      offset: z.number('validation.invalidOffset').int('validation.invalidOffset').min(0, 'validation.invalidOffset').max(100_000, 'validation.invalidOffset').optional(),
    })
    .refine((p) => p.cursor === undefined || p.cursor === null || p.offset === undefined, {
      message: 'validation.cursorOrOffset',
      path: ['offset'],
    })
    .default({ limit: NOTIFICATION_PAGE_DEFAULT }),
  filters: z
    .object({
      read: z.boolean('validation.invalidType').optional(),
      type: z.array(z.enum(NOTIFICATION_TYPES, 'validation.invalidOption')).max(NOTIFICATION_TYPES.length, 'validation.tooMany').optional(),
    })
    .default({}),
});
export type NotificationListRequest = z.input<typeof notificationListSchema>;

export interface NotificationListResponse {
  result: Notification[];
  /** Pass back as `pagination.cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  hasMore: boolean;
}

export const NOTIFICATION_OPERATIONS = ['markAllAsRead', 'archivedAll', 'setRead'] as const;

/** POST /b/{businessId}/u/{userId}/notifications/action. */
export const notificationActionSchema = z
  .object({
    operationId: z.enum(NOTIFICATION_OPERATIONS, 'validation.invalidOption'),
    notificationTimestamp: z
      .array(z.number('validation.invalidType').int('validation.invalidType').min(0, 'validation.invalidType'))
      .max(500, 'validation.tooMany')
      .optional(),
  })
  .refine((b) => b.operationId !== 'setRead' || (b.notificationTimestamp?.length ?? 0) > 0, {
    message: 'validation.required',
    path: ['notificationTimestamp'],
  });
export type NotificationAction = z.input<typeof notificationActionSchema>;
