import DOMPurify from 'dompurify';

/**
 * The one place HTML from outside the code (a rich-text field, a help body from the CMS) becomes
 * markup: every `innerHTML` / `dangerouslySetInnerHTML` in the app takes its value from here.
 * Only the tags of a profile survive, no attribute but `href`, and `href` only with http(s),
 * mailto or a same-site path; outside links open in a new tab without a handle on this one.
 */

/** Tags a rich-text field may produce. */
export const RICH_TEXT_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'div', 'span'] as const;

/** What help-centre bodies may use: text structure, lists, simple tables and links. */
const HELP_TAGS = [...RICH_TEXT_TAGS, 'h2', 'h3', 'h4', 'code', 'kbd', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

/** http(s), mailto, or a path on this site (not `//host`, which leaves it). */
const SAFE_HREF = /^(?:https?:|mailto:|\/(?!\/))/i;

function sanitize(html: string, tags: readonly string[]): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const a of clean.querySelectorAll('a[href]')) {
    if (/^https?:/i.test(a.getAttribute('href') ?? '')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}

/** Sanitises rich-text HTML: simple formatting and links. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, RICH_TEXT_TAGS);
}

/** Sanitises a help body (from the CMS or a contentUrl, so not trusted): structure, lists, tables, links. */
export function sanitizeHelpHtml(html: string): string {
  return sanitize(html, HELP_TAGS);
}
