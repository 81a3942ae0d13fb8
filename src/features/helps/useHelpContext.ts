import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentBranch } from '@/data/queries/access';
import { useSession } from '@/data/queries/session';
import { DEFAULT_LOCALE, normaliseLocale, type Locale } from '@/lib/locale';
import { usePathname } from '@/ui/routing';
import type { HelpSearchContext } from './help-client';

/** The language help content is asked in: the app's. */
export function useHelpLocale(): Locale {
  const { i18n } = useTranslation('help');
  return normaliseLocale(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LOCALE;
}

/** Who is asking, for the help centre's search context (spec §7). */
export function useSearchContext(): HelpSearchContext {
  const session = useSession();
  const branch = useCurrentBranch();
  const location = usePathname();
  const businessId = session?.business.businessId ?? null;
  const userId = session?.user.userId ?? null;
  const branchId = branch?.branch?.branchId ?? null;
  return useMemo(() => ({ businessId, branchId, userId, location }), [businessId, branchId, userId, location]);
}
