import { z } from 'zod';
import { normaliseLocale, type Locale } from '@/lib/locale';

/**
 * Help-centre content (spec §3 help item, §7 POST /cms/search and POST /cms/content). The help
 * centre is online-only: these shapes travel between the API and src/data/online.ts, never
 * through the replica.
 */
export const HELP_ITEM_TYPES = ['faq', 'article', 'tutorial', 'topic'] as const;
export type HelpItemType = (typeof HELP_ITEM_TYPES)[number];

/** 'help-article' is the spec's other name for an article; 'search' a topic that only searches. */
export const HELP_CONTENT_TYPES = ['faq', 'article', 'help-article', 'tutorial', 'search', 'topic'] as const;
export type HelpContentType = (typeof HELP_CONTENT_TYPES)[number];

export const HELP_SEARCH_DEFAULTS = { semanticThreshold: 0.3, maxResults: 20 } as const;
export const HELP_SEARCH_MAX_RESULTS = 50;
export const HELP_QUERY_MAX = 200;

export interface HelpMedia {
  url: string;
}

export interface HelpImage {
  url: string;
  thumbnailUrl: string;
}

/** A help item without its body: what lists, cards and a topic's children show. */
export interface HelpItemSummary {
  contentType: HelpItemType;
  slug: string;
  locale: Locale;
  title: string;
  summary: string;
  /** Where the body lives when the item carries none (relative to the API, or absolute). */
  contentUrl: string | null;
  tags: string[];
  /** Tutorials: the series' slug for an episode, null for a series or a single tutorial. */
  seriesId: string | null;
  /** Tutorials: the episode's place in its series (1-based). */
  episode: number | null;
  /** Tutorials: how long the episode takes, when known. */
  durationSeconds: number | null;
  videos: HelpMedia[];
  images: HelpImage[];
  updatedAt: string;
}

/** A help item with its body (HTML, sanitised on display) and its children's summaries. */
export interface HelpItem extends HelpItemSummary {
  content: string;
  children: HelpItemSummary[];
}

export interface HelpSearchResult {
  faqs: HelpItem[];
  articles: HelpItem[];
  tutorials: HelpItem[];
}

const localeSchema = z
  .string('validation.invalidType')
  .max(20, 'validation.invalidOption')
  .transform((value, ctx): Locale => {
    const locale = normaliseLocale(value);
    if (locale === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalidOption', input: value });
      return z.NEVER;
    }
    return locale;
  });

export const helpSlugSchema = z
  .string('validation.invalidType')
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.invalidSlug');

const optionalText = (max: number) => z.string('validation.invalidType').max(max, 'validation.tooLong').nullable().optional();

/** POST /cms/search. `type` narrows the kind of content; `tag` keeps items carrying that tag. */
export const helpSearchSchema = z
  .object({
    query: z.string('validation.invalidType').trim().min(1, 'validation.required').max(HELP_QUERY_MAX, 'validation.tooLong'),
    type: z.enum(['all', 'faq', 'article', 'help-article', 'tutorial'], 'validation.invalidOption').default('all'),
    /** The least share (0–1) of the query's words an item must contain. */
    semanticThreshold: z.number('validation.invalidType').min(0, 'validation.outOfRange').max(1, 'validation.outOfRange').default(HELP_SEARCH_DEFAULTS.semanticThreshold),
    maxResults: z
      .number('validation.invalidLimit')
      .int('validation.invalidLimit')
      .min(1, 'validation.invalidLimit')
      .max(HELP_SEARCH_MAX_RESULTS, 'validation.invalidLimit')
      .default(HELP_SEARCH_DEFAULTS.maxResults),
    tag: z.string('validation.invalidType').max(50, 'validation.tooLong').nullable().optional(),
    context: z
      .object({
        businessId: optionalText(64),
        branchId: optionalText(64),
        userId: optionalText(64),
        location: optionalText(2048),
        locale: localeSchema.optional(),
        seriesId: helpSlugSchema.nullable().optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type HelpSearchRequest = z.input<typeof helpSearchSchema>;

/** POST /cms/content: one item by type and slug, in a locale (English when it has no translation). */
export const helpContentSchema = z
  .object({
    contentType: z.enum(['faq', 'article', 'help-article', 'tutorial', 'topic'], 'validation.invalidOption'),
    slug: helpSlugSchema,
    locale: localeSchema.default('en'),
    /** For a tutorial episode: the series it must belong to. */
    seriesId: helpSlugSchema.nullable().optional(),
  })
  .strict();
export type HelpContentRequest = z.input<typeof helpContentSchema>;

/** 'help-article' and 'article' name the same content. */
export function storedHelpType(type: 'faq' | 'article' | 'help-article' | 'tutorial' | 'topic'): HelpItemType {
  return type === 'help-article' ? 'article' : type;
}
