import { useCallback } from 'react';
import { useSession } from '@/data/queries/session';
import { DEFAULT_CURRENCY, formatMoney } from '@/lib/money';

/** Formats minor units in the business's currency. */
export function useMoney(): (minor: number) => string {
  const currency = useSession()?.business.currency || DEFAULT_CURRENCY;
  return useCallback((minor: number) => formatMoney(minor, currency), [currency]);
}
