import { describe, expect, it } from 'vitest';
import { currentView, HELP_START, moveHelp, type HelpMove, type HelpTrail } from './help-navigation';

const walk = (...moves: HelpMove[]): HelpTrail => moves.reduce(moveHelp, HELP_START);

describe('help drawer views (spec §2.3)', () => {
  it('goes to results for non-empty text, refines in place, and back to the landing when cleared', () => {
    expect(currentView(walk({ type: 'search', text: '   ' }))).toEqual({ view: 'landing' });
    const refined = walk({ type: 'search', text: 'ref' }, { type: 'search', text: ' refund ' });
    expect(refined.views).toEqual([{ view: 'landing' }, { view: 'results', query: 'refund' }]);
    expect(walk({ type: 'search', text: 'refund' }, { type: 'search', text: '' })).toEqual(HELP_START);
  });

  it('opens FAQ and article topics in quick view; other topics search their title', () => {
    const faq = walk({ type: 'topic', topic: { title: 'Can I work offline?', slug: 'checkout-offline', contentType: 'faq' } });
    expect(currentView(faq)).toMatchObject({ view: 'quick', topic: { slug: 'checkout-offline' } });
    const article = walk({ type: 'topic', topic: { title: 'Refund a sale', slug: 'refund-a-sale', contentType: 'help-article' } });
    expect(currentView(article)).toMatchObject({ view: 'quick' });
    for (const contentType of ['topic', 'search', 'tutorial'] as const) {
      expect(currentView(walk({ type: 'topic', topic: { title: 'Printers', slug: 'printers', contentType } }))).toEqual({ view: 'results', query: 'Printers' });
    }
  });

  it('opens any result in quick view and goes back along the trail', () => {
    const episode = { title: 'Your first sale', slug: 'your-first-sale', contentType: 'tutorial' as const, seriesId: 'getting-started' };
    const trail = walk({ type: 'search', text: 'sale' }, { type: 'open', item: episode });
    expect(currentView(trail)).toEqual({ view: 'quick', topic: episode });
    const back = moveHelp(trail, { type: 'back' });
    expect(currentView(back)).toEqual({ view: 'results', query: 'sale' });
    expect(moveHelp(moveHelp(back, { type: 'back' }), { type: 'back' })).toEqual(HELP_START);
    expect(moveHelp(trail, { type: 'home' })).toEqual(HELP_START);
  });
});
