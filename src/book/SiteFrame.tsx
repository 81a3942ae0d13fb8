import { useEffect } from 'react';
import type { PublicWebsite } from '@/lib/booking/public-types';
import type { Translate } from './i18n';

const NETWORK_NAMES: Record<PublicWebsite['links'][number]['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  website: '',
};

/** The light or dark look the business chose ('system' follows the visitor's device). */
function resolvedTheme(theme: PublicWebsite['theme']): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies the business's colours and theme to the page (CSS variables on the root). */
export function useSiteLook(website: PublicWebsite | undefined): void {
  useEffect(() => {
    if (website === undefined) return;
    const root = document.documentElement;
    root.dataset.theme = resolvedTheme(website.theme);
    root.style.setProperty('--bk-accent', website.primaryColour);
    root.style.setProperty('--bk-stripe', website.accentColour);
  }, [website]);
}

/** The business's cover image, under the header. */
export function SiteCover({ website }: { website: PublicWebsite }) {
  return website.coverImageUrl === null ? null : <img className="bk-cover" src={website.coverImageUrl} alt="" />;
}

/** The business's social links, at the foot of the page. */
export function SiteFooter({ website, t }: { website: PublicWebsite; t: Translate }) {
  if (website.links.length === 0) return null;
  return (
    <footer className="bk-footer">
      <nav aria-label={t('links')}>
        <ul>
          {website.links.map((l) => (
            <li key={l.network}>
              <a className="bk-link" href={l.url} rel="noopener noreferrer" target="_blank">
                {NETWORK_NAMES[l.network] || t('linkWebsite')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
