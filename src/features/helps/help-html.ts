import DOMPurify from 'dompurify';

/** What help-centre bodies may use: text structure, lists, simple tables and links. */
const HELP_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'code', 'kbd', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div'];

/**
 * Sanitises a help body (it comes from the CMS or a contentUrl, so it is not trusted): only the
 * tags above, links only with http(s), mailto or same-site paths; outside links open in a new tab.
 */
export function sanitizeHelpHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: HELP_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
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

/** A same-site path a help link points at, or null for outside links. */
export function internalHelpLink(href: string | null): string | null {
  return href !== null && /^\/(?!\/)/.test(href) ? href : null;
}
