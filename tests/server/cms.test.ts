import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { HelpItem, HelpSearchResult } from '@/lib/schemas/help-content';
import { HELP_SEED, seedHelpContent } from '@server/seed/help-content';
import { backends } from './helpers/backends';
import { startHarness, type Harness } from './helpers/harness';

type Search = { result: HelpSearchResult };
type Content = { result: HelpItem };

const slugs = (items: HelpItem[]) => items.map((i) => i.slug);
const all = (r: HelpSearchResult) => [...r.faqs, ...r.articles, ...r.tutorials];

describe.each(backends())('help centre content (/cms) on $name', (backend) => {
  let h: Harness;
  const search = async (body: Record<string, unknown>) => {
    const res = await h.call('POST', '/cms/search', { as: 'clerkA', body });
    expect(res.status).toBe(200);
    return (res.json as Search).result;
  };
  const content = (body: Record<string, unknown>) => h.call('POST', '/cms/content', { as: 'clerkA', body });

  beforeAll(async () => {
    h = await startHarness(backend);
    await seedHelpContent(h.db);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('finds FAQs and articles by words in their text, best first, never topics', async () => {
    const r = await search({ query: 'receipt printer' });
    expect(slugs(r.articles)[0]).toBe('pair-receipt-printer');
    expect(slugs(r.faqs)).toContain('printer-not-listed');
    expect(all(r).every((i) => i.contentType !== 'topic' && i.locale === 'en')).toBe(true);
    expect(r.articles[0]?.content).toContain('<ol>');
    // A plural finds the singular; a topic's title finds the items it holds.
    expect(slugs((await search({ query: 'printers' })).faqs)).toContain('printer-not-listed');
    expect(slugs((await search({ query: 'shifts' })).articles)).toContain('open-and-close-shift');
    expect(all(await search({ query: 'zebra unicorn' }))).toEqual([]);
  });

  it('answers in the asked language, falling back to English, whichever language matched', async () => {
    const zh = await search({ query: '打印机', context: { locale: 'zh-CN' } });
    expect(zh.articles[0]).toMatchObject({ slug: 'pair-receipt-printer', locale: 'zh-CN', title: '配对蓝牙或 USB 收据打印机' });
    const zhSentence = await search({ query: '怎么退款', context: { locale: 'cn' } });
    expect(slugs(zhSentence.articles)).toContain('refund-a-sale');
    const zhByEnglish = await search({ query: 'printer', context: { locale: 'zh-CN' } });
    expect(zhByEnglish.articles.find((a) => a.slug === 'pair-receipt-printer')?.locale).toBe('zh-CN');
    const ms = await search({ query: 'syif', context: { locale: 'ms-MY' } });
    expect(slugs(ms.articles)).toContain('open-and-close-shift');

    await h.db.query(
      `INSERT INTO help_content (content_type, slug, locale, title, summary, content, search_text)
       VALUES ('faq', 'english-only-answer', 'en', 'Gift cards', 'Only in English so far.', '<p>Soon.</p>', 'gift cards only in english so far. soon.')`,
    );
    const fallback = await search({ query: 'gift cards', semanticThreshold: 1, context: { locale: 'ms-MY' } });
    expect(fallback.faqs).toEqual([expect.objectContaining({ slug: 'english-only-answer', locale: 'en' })]);
  });

  it('narrows by type, tag, series, threshold and maxResults', async () => {
    const faqs = await search({ query: 'sync offline', type: 'faq' });
    expect(faqs.faqs.length).toBeGreaterThan(0);
    expect(faqs.articles).toEqual([]);
    expect((await search({ query: 'receipt', type: 'help-article' })).articles.length).toBeGreaterThan(0);
    const tagged = all(await search({ query: 'receipt', tag: 'refund' }));
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((i) => i.tags.includes('refund'))).toBe(true);
    // One word of four is below the default share (0.3); a lower threshold lets it through.
    expect(all(await search({ query: 'printer zebra unicorn walrus' }))).toEqual([]);
    expect(all(await search({ query: 'printer zebra unicorn walrus', semanticThreshold: 0.2 })).length).toBeGreaterThan(0);
    expect(all(await search({ query: 'the', maxResults: 3 })).length).toBe(3);
    const tutorials = await search({ query: 'receipt', type: 'tutorial', context: { seriesId: 'getting-started-at-the-counter' } });
    expect(tutorials.tutorials[0]).toMatchObject({ slug: 'print-a-receipt', seriesId: 'getting-started-at-the-counter', episode: 3 });
    expect((await search({ query: 'receipt', type: 'tutorial', context: { seriesId: 'no-such-series' } })).tutorials).toEqual([]);
    // LIKE wildcards in the query are plain characters.
    expect(all(await search({ query: '%_%' }))).toEqual([]);
  });

  it('serves one item with its children, in the asked language, and episodes only within their series', async () => {
    const home = await content({ contentType: 'topic', slug: 'home', locale: 'zh-CN' });
    expect(home.status).toBe(200);
    const children = (home.json as Content).result.children;
    expect(children.map((c) => `${c.contentType}/${c.slug}`).slice(0, 2)).toEqual(['topic/checkout', 'topic/printers']);
    expect(children[0]).toMatchObject({ title: '收银', locale: 'zh-CN' });

    const series = (await content({ contentType: 'tutorial', slug: 'getting-started-at-the-counter', locale: 'ms-MY' })).json as Content;
    expect(series.result.children.map((c) => c.episode)).toEqual([1, 2, 3, 4]);
    const episode = await content({ contentType: 'tutorial', slug: 'your-first-sale', seriesId: 'getting-started-at-the-counter' });
    expect((episode.json as Content).result).toMatchObject({ title: 'Your first sale', durationSeconds: 150 });
    const outside = await content({ contentType: 'tutorial', slug: 'your-first-sale', seriesId: 'another-series' });
    expect(outside.status).toBe(404);
    expect((outside.json as Problem).errors).toEqual({ seriesId: 'validation.notInSeries' });

    const alias = (await content({ contentType: 'help-article', slug: 'refund-a-sale' })).json as Content;
    expect(alias.result.contentType).toBe('article');
    const missing = await content({ contentType: 'faq', slug: 'no-such-question' });
    expect(missing.status).toBe(404);
    expect((missing.json as Problem).errors).toEqual({ slug: 'validation.helpNotFound' });
  });

  it('points a long article at its body, which anyone may fetch', async () => {
    const guide = ((await content({ contentType: 'article', slug: 'offline-checkout-guide', locale: 'ms-MY' })).json as Content).result;
    expect(guide).toMatchObject({ content: '', contentUrl: '/cms/bodies/ms-MY/offline-checkout-guide.html' });
    const body = await h.app.inject({ method: 'GET', url: guide.contentUrl ?? '' });
    expect(body.statusCode).toBe(200);
    expect(body.headers['content-type']).toMatch(/^text\/html/);
    expect(body.body).toContain('<h3>Sebelum anda di luar talian</h3>');
    // The body's words are searchable too.
    expect(slugs((await search({ query: 'good habits' })).articles)).toContain('offline-checkout-guide');
    for (const url of ['/cms/bodies/en/..%2F..%2Fhelp-content.ts', '/cms/bodies/fr/offline-checkout-guide.html', '/cms/bodies/en/nothing-here.html']) {
      expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses bad input with a reason per field, and callers without a token', async () => {
    const bad = async (path: string, body: unknown, errors: Record<string, string>) => {
      const res = await h.call('POST', path, { as: 'clerkA', body });
      expect(res.status).toBe(400);
      expect((res.json as Problem).errors).toEqual(errors);
    };
    await bad('/cms/search', {}, { query: 'validation.required' });
    await bad('/cms/search', { query: '   ' }, { query: 'validation.required' });
    await bad('/cms/search', { query: 'x'.repeat(201) }, { query: 'validation.tooLong' });
    await bad('/cms/search', { query: 'refund', maxResults: 0 }, { maxResults: 'validation.invalidLimit' });
    await bad('/cms/search', { query: 'refund', semanticThreshold: 2 }, { semanticThreshold: 'validation.outOfRange' });
    await bad('/cms/search', { query: 'refund', type: 'video' }, { type: 'validation.invalidOption' });
    await bad('/cms/search', { query: 'refund', context: { locale: 'fr' } }, { 'context.locale': 'validation.invalidOption' });
    await bad('/cms/search', { query: 'refund', extra: 1 }, { _: 'validation.unknownField' });
    await bad('/cms/content', { contentType: 'faq' }, { slug: 'validation.required' });
    await bad('/cms/content', { contentType: 'video', slug: 'x' }, { contentType: 'validation.invalidOption' });
    await bad('/cms/content', { contentType: 'faq', slug: 'Bad Slug!' }, { slug: 'validation.invalidSlug' });
    await bad('/cms/content', { contentType: 'faq', slug: 'refund-or-void', locale: 42 }, { locale: 'validation.invalidType' });
    expect((await h.call('POST', '/cms/search', { body: { query: 'refund' } })).status).toBe(401);
    expect((await h.call('POST', '/cms/content', { body: { contentType: 'faq', slug: 'refund-or-void' } })).status).toBe(401);
  });

  it('seeds every item in three languages, again without duplicates, keeping content written by others', async () => {
    const count = async () => Number((await h.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM help_content WHERE source = 'seed'`))[0]?.n);
    expect(await count()).toBe(HELP_SEED.length * 3);
    expect(HELP_SEED.filter((i) => i.contentType !== 'topic').length).toBeGreaterThanOrEqual(12);
    await seedHelpContent(h.db);
    expect(await count()).toBe(HELP_SEED.length * 3);
    const kept = await h.db.query(`SELECT 1 FROM help_content WHERE slug = 'english-only-answer' AND source = 'cms'`);
    expect(kept).toHaveLength(1);
  });
});
