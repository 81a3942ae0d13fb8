import { useCallback } from 'react';
import { levelOf } from '@/lib/access';
import { DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import { useAccess } from '@/data/queries/access';
import { useSession } from '@/data/queries/session';

/** What the user may do in the catalogue (spec §6 levels): edit from 2, delete at 3. */
export function useCatalogueAccess(): { canEdit: boolean; canDelete: boolean } {
  const view = useAccess();
  const level = view ? levelOf(view.access, 'catalogues') : 0;
  return { canEdit: level >= 2, canDelete: level >= 3 };
}

/** Formats minor units in the business's currency. */
export function useFormatMoney(): (minor: number) => string {
  const currency = useSession()?.business.currency || DEFAULT_CURRENCY;
  return useCallback((minor: number) => formatMoney(minor, currency), [currency]);
}
