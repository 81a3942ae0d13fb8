import { useMemo, type MouseEvent } from 'react';
import { sanitizeHelpHtml } from '@/lib/sanitize-html';
import { internalHelpLink } from './help-html';

/**
 * A help body, sanitised with DOMPurify. Links to pages of the app navigate inside it (through
 * `onNavigate`) instead of reloading; outside links open in a new tab.
 */
export function HelpBody({ html, onNavigate }: { html: string; onNavigate: (href: string) => void }) {
  const clean = useMemo(() => sanitizeHelpHtml(html), [html]);
  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = internalHelpLink(anchor?.getAttribute('href') ?? null);
    if (href === null) return;
    event.preventDefault();
    onNavigate(href);
  };
  // Keyboard activation of a link fires click too, so one handler serves mouse and keyboard.
  return <div className="help-body" onClick={click} dangerouslySetInnerHTML={{ __html: clean }} />;
}
