import { z } from 'zod';
import { eventTimeSchema } from '@/lib/schemas/clickstream';
import { customerFields } from '@/lib/schemas/customer';

export const SIGNUP_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const step = z.string('validation.invalidType').regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.invalidStep');
const utm = z.string('validation.invalidType').max(200, 'validation.tooLong').optional();

/** Spec §3 campaign attribution, stored with the session. */
export const campaignSchema = z.object({
  utmParameters: z
    .object({
      utm_source: utm,
      utm_medium: utm,
      utm_campaign: utm,
      utm_content: utm,
      utm_term: utm,
      ref: utm,
      sub1: utm,
      sub2: utm,
      sub3: utm,
    })
    .optional(),
  timestamp: eventTimeSchema.optional(),
  landingUrl: z.string('validation.invalidType').max(2048, 'validation.tooLong').optional(),
  userAgent: z.string('validation.invalidType').max(512, 'validation.tooLong').optional(),
});

export const signupProgressSchema = z.object({
  currentStep: step,
  completedSteps: z.array(step).max(20, 'validation.tooMany'),
  status: z.enum(['active', 'abandoned'], 'validation.invalidOption'),
  /** Ignored: the server sets expiry to creation + 24 h. */
  expiresAt: z.string('validation.invalidType').max(40, 'validation.tooLong').nullable().optional(),
  lastError: z.string('validation.invalidType').max(500, 'validation.tooLong').nullable().optional(),
});

export const signupSessionResultSchema = z.object({
  /** Made by the server on create; on update only sessionId counts. */
  prospectId: z.uuid('validation.invalidId').nullable().optional(),
  sessionId: z.uuid('validation.invalidId').nullable().optional(),
  email: customerFields.email.refine((v) => v !== '', 'validation.InvalidEmail'),
  firstName: z.string('validation.invalidType').trim().min(1, 'validation.emptyFirstName').max(100, 'validation.tooLong'),
  lastName: customerFields.lastName.default(''),
  phoneNumber: customerFields.phone.default(''),
  signupSession: signupProgressSchema,
});

/** POST /signup/sessions (no token: called before the account exists). */
export const signupSessionRequestSchema = z
  .object({
    action: z.enum(['create', 'update'], 'validation.invalidOption'),
    result: signupSessionResultSchema,
    metadata: campaignSchema.nullable().optional(),
  })
  .refine((b) => b.action !== 'update' || (typeof b.result.sessionId === 'string' && b.result.sessionId !== ''), {
    message: 'validation.required',
    path: ['result', 'sessionId'],
  });
export type SignupSessionRequest = z.input<typeof signupSessionRequestSchema>;

export interface SignupSessionProgress {
  currentStep: string;
  completedSteps: string[];
  status: 'active' | 'abandoned';
  /** ISO 8601: 24 hours after the session was created. */
  expiresAt: string;
  lastError: string | null;
}

export interface SignupSession {
  sessionId: string;
  prospectId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  signupSession: SignupSessionProgress;
}
