// Where the help drawer is and how it moves (spec §2.3): the view rules themselves are
// src/lib/help-view.ts; this keeps the trail so Back returns to where the user came from.
import { helpViewForSearch, helpViewForTopic, type HelpTopic, type HelpView } from '@/lib/help-view';

/** The views visited, the current one last; the landing is always first. */
export interface HelpTrail {
  views: HelpView[];
}

export type HelpMove =
  | { type: 'search'; text: string }
  | { type: 'topic'; topic: HelpTopic }
  | { type: 'open'; item: HelpTopic }
  | { type: 'back' }
  | { type: 'home' };

export const HELP_START: HelpTrail = { views: [{ view: 'landing' }] };

export function currentView(trail: HelpTrail): HelpView {
  return trail.views[trail.views.length - 1] ?? { view: 'landing' };
}

function push(trail: HelpTrail, view: HelpView): HelpTrail {
  return { views: [...trail.views, view] };
}

/**
 * Typing moves between the landing and results (refining a search replaces it rather than piling
 * up); a landing topic follows the view rules; an opened result is a quick view; Back pops.
 */
export function moveHelp(trail: HelpTrail, move: HelpMove): HelpTrail {
  switch (move.type) {
    case 'search': {
      const next = helpViewForSearch(move.text);
      if (next.view !== 'results') return HELP_START;
      const here = currentView(trail);
      if (here.view === 'results') return here.query === next.query ? trail : { views: [...trail.views.slice(0, -1), next] };
      return push(trail, next);
    }
    case 'topic':
      return push(trail, helpViewForTopic(move.topic));
    case 'open':
      return push(trail, { view: 'quick', topic: move.item });
    case 'back':
      return trail.views.length > 1 ? { views: trail.views.slice(0, -1) } : trail;
    case 'home':
      return HELP_START;
  }
}
