/** A price in sen as the booking page shows it, with the currency's own sign (RM 60.00). */
export function price(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'narrowSymbol' }).format(amount / 100);
}
