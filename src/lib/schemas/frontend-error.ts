import { z } from 'zod';

export const FRONTEND_ERROR_MAX_BYTES = 32 * 1024;

const text = (max: number) => z.string('validation.invalidType').max(max, 'validation.tooLong');

/** A report's error: a message, or a serialised error object (name, message, stack…). */
const errorValue = z.union([text(16_000), z.record(z.string(), z.unknown())], 'validation.invalidType');

const deviceSchema = z.object({
  did: text(100).optional(),
  deviceType: text(50).optional(),
  browserName: text(100).optional(),
  osName: text(100).optional(),
  mobileVendor: text(100).optional(),
  osVersion: text(100).optional(),
});

export const frontendErrorInputSchema = z.object({
  error: errorValue,
  environment: z
    .object({
      userId: text(100).nullable().optional(),
      sessionId: text(100).nullable().optional(),
      businessId: text(100).nullable().optional(),
      device: deviceSchema.optional(),
      customMessage: text(2000).nullable().optional(),
      navHref: text(2048).nullable().optional(),
    })
    .optional(),
});

/**
 * POST /frontendError: either `{error, businessId?, userEmail?}` or `{frontendErrorInput}`.
 * `id` (a UUID the client makes once per report) makes storage exactly-once.
 */
export const frontendErrorSchema = z
  .object({
    id: z.uuid('validation.invalidId').optional(),
    error: errorValue.optional(),
    businessId: text(100).nullable().optional(),
    userEmail: text(254).nullable().optional(),
    frontendErrorInput: frontendErrorInputSchema.optional(),
  })
  .refine((b) => b.error !== undefined || b.frontendErrorInput !== undefined, {
    message: 'validation.required',
    path: ['error'],
  });
export type FrontendErrorReport = z.input<typeof frontendErrorSchema>;
