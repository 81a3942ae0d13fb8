import { useMemo } from 'react';
import { DEFAULT_CURRENCY } from '@/lib/money';
import { useSession } from '@/data/queries/session';

/** Number-field options showing amounts in the business's currency (2 decimals). */
export function useCurrencyFormat(): Intl.NumberFormatOptions {
  const currency = useSession()?.business.currency || DEFAULT_CURRENCY;
  return useMemo(() => ({ style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }), [currency]);
}
