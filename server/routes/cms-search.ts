import type { Locale } from '@/lib/locale';
import type { HelpItemType } from '@/lib/schemas/help-content';
import type { Queryable } from '@server/db/types';
import { num } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { HELP_COLUMNS, PREFER_LOCALE, PREFER_LOCALE_ORDER } from '@server/routes/cms-store';

const MAX_TERMS = 12;
const CJK = /[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const CJK_RUN = /[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff]+/g;

/**
 * The words to look for, lowercased, each with its spellings: words of two letters or more (an
 * English plural also matches its singular), and for Chinese, which has no spaces, each pair of
 * neighbouring characters (a single character stands alone).
 */
export function searchTerms(query: string): string[][] {
  const lower = query.toLowerCase();
  const terms: string[][] = [];
  const seen = new Set<string>();
  const add = (spellings: string[]) => {
    const [first] = spellings;
    if (first === undefined || seen.has(first)) return;
    seen.add(first);
    terms.push(spellings);
  };
  for (const run of lower.match(CJK_RUN) ?? []) {
    const chars = [...run];
    if (chars.length === 1) add(chars);
    for (let i = 0; i + 1 < chars.length; i++) add([`${chars[i] ?? ''}${chars[i + 1] ?? ''}`]);
  }
  for (const word of lower.replace(CJK_RUN, ' ').split(/[^\p{L}\p{N}'’-]+/u)) {
    const w = word.replace(/^['’-]+|['’-]+$/g, '');
    if (w.length < 2 || CJK.test(w)) continue;
    add(/^[a-z]{4,}s$/.test(w) ? [w, w.slice(0, -1)] : [w]);
  }
  return terms.slice(0, MAX_TERMS);
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface SearchFilter {
  locale: Locale;
  types: HelpItemType[];
  threshold: number;
  tag: string | null;
  seriesId: string | null;
}

/**
 * Items in `locale` (or English) with at least `threshold` of the terms anywhere in their text,
 * best first: a term in the title counts 3, in the summary 2, elsewhere 1. Each item answers
 * once, in the asked locale when it has a translation, whichever language matched.
 */
export async function searchHelp(q: Queryable, terms: string[][], f: SearchFilter, limit: number): Promise<(DbRow & { score: number })[]> {
  if (terms.length === 0) return [];
  const params: unknown[] = [f.locale, JSON.stringify(f.types)];
  const any = (column: string, spellings: string[]) =>
    `(${spellings
      .map((s) => {
        params.push(likePattern(s));
        return `${column} LIKE $${params.length}`;
      })
      .join(' OR ')})`;
  const scores = terms.map(
    (t) => `CASE WHEN ${any('lower(title)', t)} THEN 3 WHEN ${any('lower(summary)', t)} THEN 2 WHEN ${any('search_text', t)} THEN 1 ELSE 0 END`,
  );
  const hits = terms.map((t) => `CASE WHEN ${any('search_text', t)} OR ${any('lower(title)', t)} THEN 1 ELSE 0 END`);
  const where: string[] = [];
  if (f.tag !== null) {
    params.push(JSON.stringify([f.tag]));
    where.push(`AND tags @> $${params.length}::text::jsonb`);
  }
  if (f.seriesId !== null) {
    params.push(f.seriesId);
    where.push(`AND (content_type <> 'tutorial' OR series_id = $${params.length} OR slug = $${params.length})`);
  }
  params.push(Math.max(1, Math.ceil(f.threshold * terms.length - 1e-9)), limit);
  const minHits = `$${params.length - 1}`;
  const rows = await q.query<DbRow>(
    `WITH scored AS (
       SELECT content_type, slug, (${scores.join(' + ')}) AS score, (${hits.join(' + ')}) AS hits
       FROM help_content
       WHERE locale IN ($1, 'en') AND content_type IN (SELECT jsonb_array_elements_text($2::text::jsonb)) ${where.join(' ')}
     ), matched AS (
       SELECT content_type, slug, max(score) AS score FROM scored GROUP BY content_type, slug HAVING max(hits) >= ${minHits}
     ), picked AS (
       SELECT ${PREFER_LOCALE} ${HELP_COLUMNS} FROM help_content
       WHERE locale IN ($1, 'en') AND (content_type, slug) IN (SELECT content_type, slug FROM matched)
       ${PREFER_LOCALE_ORDER('$1')}
     )
     SELECT picked.*, matched.score FROM picked JOIN matched USING (content_type, slug)
     ORDER BY matched.score DESC, picked.title ASC, picked.slug ASC
     LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({ ...r, score: num(r.score) }));
}
