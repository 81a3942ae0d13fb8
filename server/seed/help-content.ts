import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@/lib/locale';
import type { Db } from '@server/db/types';
import { HELP_ARTICLES } from '@server/seed/help-content-articles';
import { HELP_FAQS } from '@server/seed/help-content-faqs';
import { HELP_HOME, HELP_TOPICS } from '@server/seed/help-content-topics';
import { HELP_TUTORIALS } from '@server/seed/help-content-tutorials';
import type { SeedHelpItem } from '@server/seed/help-content-types';

/** The demo help centre: topics, FAQs, articles and a tutorial series, in en, zh-CN and ms-MY. */
export const HELP_SEED: readonly SeedHelpItem[] = [...HELP_TOPICS, ...HELP_FAQS, ...HELP_ARTICLES, ...HELP_TUTORIALS];

/** Where long bodies live (the local stand-in for the CMS's file store), served at /cms/bodies. */
export const HELP_BODY_DIR = fileURLToPath(new URL('./help-bodies/', import.meta.url));
const BODY_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.html$/;

export function helpBodyUrl(locale: Locale, slug: string): string {
  return `/cms/bodies/${locale}/${slug}.html`;
}

/** The file behind a body URL's parts, or null when they do not name one. */
export function helpBodyPath(locale: string, file: string): string | null {
  if (!(LOCALES as readonly string[]).includes(locale) || !BODY_FILE.test(file)) return null;
  return `${HELP_BODY_DIR}${locale}/${file}`;
}

/** HTML to searchable words: tags dropped, entities the seed uses decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Titles of the topics (other than the landing) that hold each item, per locale: found by them too. */
function parentTitles(locale: Locale): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const topic of HELP_TOPICS) {
    if (topic.slug === HELP_HOME) continue;
    for (const child of topic.children ?? []) {
      const key = `${child.contentType}/${child.slug}`;
      out.set(key, [...(out.get(key) ?? []), topic.text[locale].title]);
    }
  }
  return out;
}

async function bodyText(item: SeedHelpItem, locale: Locale): Promise<string> {
  if (item.bodyFile !== true) return item.text[locale].content;
  const file = helpBodyPath(locale, `${item.slug}.html`);
  if (file === null) throw new Error(`No body file name for ${item.slug}`);
  return readFile(file, 'utf8');
}

/**
 * Loads the demo help centre (idempotent): rows it loaded before are replaced, so edits to the
 * seed reach an existing database; rows written by anything else (source 'cms') are left alone.
 */
export async function seedHelpContent(db: Db): Promise<number> {
  const rows: unknown[][] = [];
  for (const locale of LOCALES) {
    const parents = parentTitles(locale);
    for (const item of HELP_SEED) {
      const text = item.text[locale];
      const body = await bodyText(item, locale);
      const search = [text.title, text.summary, plainText(body), ...item.tags, ...(parents.get(`${item.contentType}/${item.slug}`) ?? [])]
        .join(' ')
        .toLowerCase();
      rows.push([
        item.contentType, item.slug, locale, text.title, text.summary, item.bodyFile === true ? '' : text.content,
        item.bodyFile === true ? helpBodyUrl(locale, item.slug) : null, search, JSON.stringify(item.tags),
        JSON.stringify(item.children ?? []), item.seriesId ?? null, item.episode ?? null, item.durationSeconds ?? null,
      ]);
    }
  }
  return db.tx(async (q) => {
    await q.query(`DELETE FROM help_content WHERE source = 'seed'`);
    let loaded = 0;
    for (const row of rows) {
      const inserted = await q.query(
        `INSERT INTO help_content (content_type, slug, locale, title, summary, content, content_url, search_text, tags, children,
           series_id, episode, duration_seconds, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10::text::jsonb, $11, $12, $13, 'seed')
         ON CONFLICT (content_type, slug, locale) DO NOTHING RETURNING 1`,
        row,
      );
      loaded += inserted.length;
    }
    return loaded;
  });
}
