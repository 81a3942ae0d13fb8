import type { Locale } from '@/lib/locale';
import type { HelpImage, HelpItem, HelpItemSummary, HelpItemType, HelpMedia } from '@/lib/schemas/help-content';
import type { Queryable } from '@server/db/types';
import { iso, json, num, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

/** A reference from a topic or series to one of its children. */
export interface HelpChildRef {
  contentType: HelpItemType;
  slug: string;
}

export const HELP_COLUMNS = `content_type, slug, locale, title, summary, content, content_url, tags, children, series_id, episode,
  duration_seconds, videos, images, updated_at`;

/** Prefers the asked locale's row of each (type, slug), English otherwise. */
export const PREFER_LOCALE = `DISTINCT ON (content_type, slug)`;
export const PREFER_LOCALE_ORDER = (param: string) => `ORDER BY content_type, slug, (locale = ${param}) DESC`;

function numOrNull(v: unknown): number | null {
  return v === null || v === undefined ? null : num(v);
}

export function toSummary(r: DbRow): HelpItemSummary {
  return {
    contentType: str(r.content_type) as HelpItemType,
    slug: str(r.slug),
    locale: str(r.locale) as Locale,
    title: str(r.title),
    summary: str(r.summary),
    contentUrl: strOrNull(r.content_url),
    tags: json<string[]>(r.tags),
    seriesId: strOrNull(r.series_id),
    episode: numOrNull(r.episode),
    durationSeconds: numOrNull(r.duration_seconds),
    videos: json<HelpMedia[]>(r.videos),
    images: json<HelpImage[]>(r.images),
    updatedAt: iso(r.updated_at),
  };
}

export function childRefs(r: DbRow): HelpChildRef[] {
  return json<HelpChildRef[]>(r.children);
}

/** One item by type and slug in `locale`, falling back to English; null when there is none. */
export async function loadHelpRow(q: Queryable, contentType: HelpItemType, slug: string, locale: Locale): Promise<DbRow | null> {
  const rows = await q.query<DbRow>(
    `SELECT ${PREFER_LOCALE} ${HELP_COLUMNS} FROM help_content
     WHERE content_type = $1 AND slug = $2 AND locale IN ($3, 'en') ${PREFER_LOCALE_ORDER('$3')}`,
    [contentType, slug, locale],
  );
  return rows[0] ?? null;
}

/**
 * The children of several items, as summaries in `locale` (English fallback), in each parent's
 * order; a child that no longer exists is left out.
 */
export async function loadChildren(q: Queryable, parents: DbRow[], locale: Locale): Promise<Map<DbRow, HelpItemSummary[]>> {
  const refs = parents.flatMap(childRefs);
  const out = new Map<DbRow, HelpItemSummary[]>();
  if (refs.length === 0) {
    for (const p of parents) out.set(p, []);
    return out;
  }
  const rows = await q.query<DbRow>(
    `SELECT ${PREFER_LOCALE} ${HELP_COLUMNS} FROM help_content
     WHERE locale IN ($1, 'en') AND (content_type || '/' || slug) IN (SELECT jsonb_array_elements_text($2::text::jsonb))
     ${PREFER_LOCALE_ORDER('$1')}`,
    [locale, JSON.stringify(refs.map((r) => `${r.contentType}/${r.slug}`))],
  );
  const byKey = new Map(rows.map((r) => [`${str(r.content_type)}/${str(r.slug)}`, toSummary(r)]));
  for (const p of parents) {
    out.set(
      p,
      childRefs(p).flatMap((ref) => byKey.get(`${ref.contentType}/${ref.slug}`) ?? []),
    );
  }
  return out;
}

export function toItem(r: DbRow, children: HelpItemSummary[]): HelpItem {
  return { ...toSummary(r), content: str(r.content), children };
}
