import { z } from 'zod';

export const OVERRIDE_PERSPECTIVES = ['org-admin', 'user'] as const;
export type OverridePerspective = (typeof OVERRIDE_PERSPECTIVES)[number];

/** POST /b/{businessId}/overrideTokens (provider admins): a token to view `businessId` as someone. */
export const overrideIssueSchema = z
  .object({
    businessId: z.uuid('validation.invalidId'),
    perspective: z.enum(OVERRIDE_PERSPECTIVES, 'validation.invalidOption'),
    memberId: z.uuid('validation.invalidId').nullable().optional(),
    expiresInMinutes: z
      .number('validation.invalidType')
      .int('validation.invalidType')
      .min(1, 'validation.outOfRange')
      .max(24 * 60, 'validation.outOfRange')
      .default(60),
  })
  .refine((b) => b.perspective !== 'user' || typeof b.memberId === 'string', {
    message: 'validation.required',
    path: ['memberId'],
  });
export type OverrideIssueRequest = z.input<typeof overrideIssueSchema>;

/** POST /b/{businessId}/validateBusinessOverride. */
export const overrideValidateSchema = z.object({
  token: z.string('validation.invalidType').min(1, 'validation.required').max(4096, 'validation.tooLong'),
});

export interface OverrideClaims {
  businessId: string;
  perspective: OverridePerspective;
  memberId: string | null;
  /** ISO 8601. */
  expiresAt: string;
}

export interface OverrideIssueResponse extends OverrideClaims {
  token: string;
}

export interface OverrideValidResponse extends OverrideClaims {
  status: 'valid';
}
