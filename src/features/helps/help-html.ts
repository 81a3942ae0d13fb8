/** A same-site path a help link points at, or null for outside links. */
export function internalHelpLink(href: string | null): string | null {
  return href !== null && /^\/(?!\/)/.test(href) ? href : null;
}
