/**
 * Money helpers shared by screens and the server. Amounts travel as an integer count of the
 * currency's minor unit; rounding to minor units happens here, once.
 * Display rule (spec §9): symbol, a space, the value with 2 decimals.
 */

export const CURRENCY_CODES = ['myr', 'sgd', 'aud', 'thb', 'idr', 'php', 'vnd'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'myr';

export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  myr: 'RM',
  sgd: '$',
  aud: '$',
  thb: '฿',
  idr: 'Rp',
  php: '₱',
  vnd: '₫',
};

/** ISO 4217 minor-unit exponent of each currency. */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<CurrencyCode, number>> = {
  myr: 2,
  sgd: 2,
  aud: 2,
  thb: 2,
  idr: 2,
  php: 2,
  vnd: 0,
};

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value.toLowerCase());
}

function normalise(currency: string): CurrencyCode {
  const code = currency.toLowerCase();
  if (!isCurrencyCode(code)) throw new RangeError(`Unknown currency: ${currency}`);
  return code;
}

export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[normalise(currency)];
}

/** Converts a major-unit amount (e.g. 12.345 ringgit) to integer minor units, rounding half away from zero. */
export function toMinorUnits(major: number, currency: string = DEFAULT_CURRENCY): number {
  const factor = 10 ** CURRENCY_MINOR_DIGITS[normalise(currency)];
  const scaled = Math.abs(major) * factor;
  // Guard against binary artefacts such as 1.005 * 100 = 100.49999999999999
  const rounded = Math.round(Number(scaled.toPrecision(15)));
  return major < 0 ? -rounded : rounded;
}

/** Converts integer minor units back to a major-unit number. */
export function fromMinorUnits(minor: number, currency: string = DEFAULT_CURRENCY): number {
  return minor / 10 ** CURRENCY_MINOR_DIGITS[normalise(currency)];
}

const numberFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** Formats a plain number with grouping and exactly 2 decimals ("1,234.50"). */
export function formatAmount(major: number): string {
  return numberFormat.format(Math.abs(major) < 0.005 ? 0 : major);
}

/**
 * Formats integer minor units: `formatMoney(123450, 'myr')` gives "RM 1,234.50";
 * negative amounts give "-RM 12.00".
 */
export function formatMoney(minor: number, currency: string = DEFAULT_CURRENCY): string {
  if (!Number.isFinite(minor)) throw new RangeError(`Not a finite amount: ${minor}`);
  const code = normalise(currency);
  const major = fromMinorUnits(Math.round(minor), code);
  const text = formatAmount(Math.abs(major));
  const sign = major < 0 && text !== '0.00' ? '-' : '';
  return `${sign}${CURRENCY_SYMBOLS[code]} ${text}`;
}

/** `amount × numerator / denominator` in integer minor units, rounded half away from zero. */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`mulDivRound needs safe integers: ${amount} × ${numerator} / ${denominator}`);
  }
  const product = amount * numerator;
  const quotient = Math.floor(Math.abs(product) / denominator);
  const remainder = Math.abs(product) - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return product < 0 ? -rounded : rounded;
}

/** A rate in basis points (800 = 8%) of an amount in minor units, rounded half away from zero. */
export function basisPointsOf(amount: number, basisPoints: number): number {
  return mulDivRound(amount, basisPoints, 10_000);
}

/**
 * Rounds minor units to the nearest multiple of `step` (half away from zero): Malaysia's cash
 * rounding mechanism is `roundToStep(amount, 5)` (1–2 sen down, 3–4 up to 5, 6–7 down to 5, 8–9 up).
 */
export function roundToStep(amount: number, step: number): number {
  if (!Number.isSafeInteger(step) || step <= 0) throw new RangeError(`Not a rounding step: ${step}`);
  return mulDivRound(amount, 1, step) * step;
}

/** The cash rounding step of a currency in minor units (1 = none): 5 sen for myr. */
export function cashRoundingStep(currency: string): number {
  return normalise(currency) === 'myr' ? 5 : 1;
}
