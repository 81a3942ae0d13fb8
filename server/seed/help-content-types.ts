import type { HelpItemType } from '@/lib/schemas/help-content';
import type { Locale } from '@/lib/locale';

/** One language's words for a help item; `content` is HTML (sanitised where it is shown). */
export interface HelpText {
  title: string;
  summary: string;
  content: string;
}

export interface HelpRef {
  contentType: HelpItemType;
  slug: string;
}

/** A help item of the demo help centre, in every language the product speaks. */
export interface SeedHelpItem {
  contentType: HelpItemType;
  slug: string;
  tags: string[];
  text: Record<Locale, HelpText>;
  /** Topics and series: what they hold, in order. */
  children?: HelpRef[];
  /** Episodes: the series' slug and the episode's place in it. */
  seriesId?: string;
  episode?: number;
  durationSeconds?: number;
  /** The body lives in server/seed/help-bodies/{locale}/{slug}.html, served at /cms/bodies. */
  bodyFile?: boolean;
}
