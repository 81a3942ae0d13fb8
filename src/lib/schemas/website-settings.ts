import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';
import { webUrl } from '@/lib/schemas/web-url';

/**
 * The business's website settings (`/settings/website/*`): what its online booking page shows and
 * asks. One replicated row per business (table websiteSettings, id = business id), one section per
 * settings page; the booking page reads the same shape.
 */
const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const hexColour = () => z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalidColor');
/** An http(s) address, or '' for none (one message at the field either way). */
const optionalUrl = () => z.string().trim().refine((v) => v === '' || webUrl().safeParse(v).success, 'validation.invalidUrl');
const ids = () => z.array(z.uuid('validation.invalidId')).max(500, 'validation.tooLong');

export const STAFF_CHOICES = ['choose', 'any', 'both'] as const;
export const DEPOSIT_METHODS = ['card', 'fpx', 'ewallet', 'bankTransfer'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'whatsapp', 'website'] as const;

export const bookingExperienceSchema = z.object({
  /** Services and staff not offered online (everything else is). */
  hiddenServiceIds: ids(),
  hiddenMemberIds: ids(),
  /** 'choose': the customer picks a staff member; 'any': the salon assigns; 'both': the customer may pick or say "any". */
  staffChoice: z.enum(STAFF_CHOICES, 'website.errors.staffChoice'),
});

export const bookingPolicySchema = z.object({
  /** Deposits apply only where the onlineDeposit flag is on. */
  depositRequired: z.boolean(),
  depositPercent: z.number().int('website.errors.depositPercent').min(0, 'website.errors.depositPercent').max(100, 'website.errors.depositPercent'),
  cancellationPolicy: text(2000),
  noShowPolicy: text(2000),
});

export const dataPrivacySchema = z.object({
  privacyNotice: text(4000),
  consentText: text(500),
  retentionMonths: z.number().int('website.errors.retentionMonths').min(1, 'website.errors.retentionMonths').max(120, 'website.errors.retentionMonths'),
});

export const appearanceSchema = z.object({
  logoUrl: optionalUrl(),
  coverImageUrl: optionalUrl(),
  primaryColour: hexColour(),
  accentColour: hexColour(),
  theme: z.enum(THEMES, 'website.errors.theme'),
});

export const paymentSchema = z.object({
  depositMethods: z.array(z.enum(DEPOSIT_METHODS, 'website.errors.depositMethod')).max(DEPOSIT_METHODS.length, 'validation.tooLong'),
});

export const socialMediaSchema = z.object({
  facebook: optionalUrl(),
  instagram: optionalUrl(),
  tiktok: optionalUrl(),
  whatsapp: optionalUrl(),
  website: optionalUrl(),
});

export const websiteSettingsSchema = z.object({
  bookingExperience: bookingExperienceSchema,
  bookingPolicy: bookingPolicySchema,
  dataPrivacy: dataPrivacySchema,
  appearance: appearanceSchema,
  payment: paymentSchema,
  socialMedia: socialMediaSchema,
});
export type WebsiteSettings = z.output<typeof websiteSettingsSchema>;
export type WebsiteSection = keyof WebsiteSettings;

/** A write changes one or more whole sections (each page saves its own); the others stay. */
export const websiteSettingsPatchSchema = websiteSettingsSchema.partial();
export type WebsiteSettingsPatch = z.output<typeof websiteSettingsPatchSchema>;

/** The data-retention job's last run for the business (server-written, never sent by a device). */
export interface RetentionRun {
  at: string;
  /** Customers erased by that run. */
  erased: number;
}

/** The replicated row: id = the business id. */
export interface WebsiteSettingsRow extends RowMeta, WebsiteSettings {
  /** Null (or absent) until the retention job has run for the business. */
  retentionRun?: RetentionRun | null;
}

export const WEBSITE_DEFAULTS: WebsiteSettings = {
  bookingExperience: { hiddenServiceIds: [], hiddenMemberIds: [], staffChoice: 'both' },
  bookingPolicy: { depositRequired: false, depositPercent: 0, cancellationPolicy: '', noShowPolicy: '' },
  dataPrivacy: { privacyNotice: '', consentText: '', retentionMonths: 24 },
  appearance: { logoUrl: '', coverImageUrl: '', primaryColour: '#3B5BDB', accentColour: '#227052', theme: 'system' },
  payment: { depositMethods: [] },
  socialMedia: { facebook: '', instagram: '', tiktok: '', whatsapp: '', website: '' },
};

/** The stored document over the defaults, section by section (a section never saved keeps its defaults). */
export function withWebsiteDefaults(stored: { [K in WebsiteSection]?: WebsiteSettings[K] | undefined }): WebsiteSettings {
  return {
    bookingExperience: { ...WEBSITE_DEFAULTS.bookingExperience, ...stored.bookingExperience },
    bookingPolicy: { ...WEBSITE_DEFAULTS.bookingPolicy, ...stored.bookingPolicy },
    dataPrivacy: { ...WEBSITE_DEFAULTS.dataPrivacy, ...stored.dataPrivacy },
    appearance: { ...WEBSITE_DEFAULTS.appearance, ...stored.appearance },
    payment: { ...WEBSITE_DEFAULTS.payment, ...stored.payment },
    socialMedia: { ...WEBSITE_DEFAULTS.socialMedia, ...stored.socialMedia },
  };
}
