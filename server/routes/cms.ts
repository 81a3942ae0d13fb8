import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  helpContentSchema,
  helpSearchSchema,
  storedHelpType,
  type HelpItem,
  type HelpItemType,
  type HelpSearchResult,
} from '@/lib/schemas/help-content';
import type { Db } from '@server/db/types';
import { fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import type { DbRow } from '@server/rows/mappers';
import { str } from '@server/rows/convert';
import { searchHelp, searchTerms } from '@server/routes/cms-search';
import { loadChildren, loadHelpRow, toItem } from '@server/routes/cms-store';
import { helpBodyPath } from '@server/seed/help-content';

const SEARCH_TYPES: Record<'all' | 'faq' | 'article' | 'help-article' | 'tutorial', HelpItemType[]> = {
  all: ['faq', 'article', 'tutorial'],
  faq: ['faq'],
  article: ['article'],
  'help-article': ['article'],
  tutorial: ['tutorial'],
};

/** The help centre's content service (spec §7 /cms): any signed-in user, with or without a business. */
const bodyParams = z.object({ locale: z.string().max(20, 'validation.tooLong'), file: z.string().max(200, 'validation.tooLong') });

export function registerCmsRoutes(app: FastifyInstance, db: Db): void {
  const search = { method: 'POST', url: '/cms/search', access: 'self', writes: false, body: helpSearchSchema } as const;
  addRoute(app, search, async ({ body }): Promise<{ result: HelpSearchResult }> => {
    const locale = body.context.locale ?? 'en';
    const terms = searchTerms(body.query);
    const rows = await searchHelp(
      db,
      terms,
      {
        locale,
        types: SEARCH_TYPES[body.type],
        threshold: body.semanticThreshold,
        tag: body.tag ?? null,
        seriesId: body.context.seriesId ?? null,
      },
      body.maxResults,
    );
    const children = await loadChildren(db, rows, locale);
    const items = rows.map((r) => toItem(r, children.get(r) ?? []));
    return {
      result: {
        faqs: items.filter((i) => i.contentType === 'faq'),
        articles: items.filter((i) => i.contentType === 'article'),
        tutorials: items.filter((i) => i.contentType === 'tutorial'),
      },
    };
  });

  const content = { method: 'POST', url: '/cms/content', access: 'self', writes: false, body: helpContentSchema } as const;
  addRoute(app, content, async ({ body }): Promise<{ result: HelpItem }> => {
    const contentType = storedHelpType(body.contentType);
    const row: DbRow | null = await loadHelpRow(db, contentType, body.slug, body.locale);
    if (row === null) fail(404, 'There is no such help content.', { slug: 'validation.helpNotFound' });
    const seriesId = body.seriesId ?? null;
    if (seriesId !== null && row.series_id !== seriesId && str(row.slug) !== seriesId) {
      fail(404, 'This episode is not part of that series.', { seriesId: 'validation.notInSeries' });
    }
    const children = await loadChildren(db, [row], body.locale);
    return { result: toItem(row, children.get(row) ?? []) };
  });

  // Long bodies named by an item's contentUrl. Help content is public, like a CMS's file store.
  const bodies = { method: 'GET', url: '/cms/bodies/:locale/:file', access: 'public', writes: false, params: bodyParams } as const;
  addRoute(app, bodies, async ({ req, reply, params: { locale, file } }) => {
    const path = helpBodyPath(locale, file);
    if (path === null) fail(404, 'There is no such help body.', { file: 'validation.helpNotFound' });
    let html: string;
    try {
      html = await readFile(path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      req.log.info({ path }, 'help body not found');
      fail(404, 'There is no such help body.', { file: 'validation.helpNotFound' });
    }
    return reply.header('cache-control', 'public, max-age=3600').type('text/html; charset=utf-8').send(html);
  });
}
