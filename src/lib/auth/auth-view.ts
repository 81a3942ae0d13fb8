// The authentication area's views (spec §2.1) and how the current one is mirrored in `?view=`:
// base64 of the view name; a plain view name is accepted too.

export const AUTH_VIEWS = [
  'sign-in',
  'sign-up',
  'forget-password',
  'confirm-password-reset',
  'otp',
  'join',
  'join-confirm-email',
  'signup-confirm-email',
  'sign-in-confirm-password-reset',
] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

/** The query parameters of a campaign link (spec §3 campaign attribution). */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'ref', 'sub1', 'sub2', 'sub3'] as const;

function isView(value: string): value is AuthView {
  return (AUTH_VIEWS as readonly string[]).includes(value);
}

export function encodeView(view: AuthView): string {
  return btoa(view);
}

/** A view from `?view=`: a plain name or its base64; null for anything else. */
export function decodeView(raw: string | null): AuthView | null {
  if (raw === null || raw === '') return null;
  if (isView(raw)) return raw;
  try {
    const decoded = atob(raw);
    return isView(decoded) ? decoded : null;
  } catch {
    // Not base64 at all: an unknown view, same as a wrong name.
    return null;
  }
}

export function hasCampaignParams(search: URLSearchParams): boolean {
  return CAMPAIGN_PARAMS.some((p) => (search.get(p) ?? '') !== '');
}

/**
 * The view to show: the one named in `?view=`, else the initial-view rules of spec §2.1 (a path
 * starting with /join forces join; campaign parameters or a path containing /signup give sign-up;
 * otherwise sign-in).
 */
export function currentView(pathname: string, search: URLSearchParams): AuthView {
  const named = decodeView(search.get('view'));
  if (named) return named;
  if (pathname.startsWith('/join')) return 'join';
  if (hasCampaignParams(search) || pathname.includes('/signup')) return 'sign-up';
  return 'sign-in';
}

/** The query string for `view`, keeping every other parameter (join data, language, campaign). */
export function searchWithView(search: URLSearchParams, view: AuthView): string {
  const next = new URLSearchParams(search);
  next.set('view', encodeView(view));
  return `?${next.toString()}`;
}
