/**
 * Dates shown in the user's time zone and 12/24-hour preference (spec §3, §9).
 * Instants travel as ISO 8601 UTC strings; they are only converted here, for display.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { enGB } from 'date-fns/locale/en-GB';
import { ms } from 'date-fns/locale/ms';
import { zhCN } from 'date-fns/locale/zh-CN';
import type { TimeFormat } from './time';

export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';
export const DEFAULT_TIME_FORMAT: TimeFormat = '12';

export type AppLocale = 'en' | 'zh-CN' | 'ms-MY';

export type DateStyle =
  | 'date' // 12 Mar 2025
  | 'dateLong' // Wednesday, 12 March 2025
  | 'weekdayDate' // Wed, 12 Mar 2025
  | 'shortDate' // 12/03/2025
  | 'dayMonth' // 12 Mar
  | 'monthYear' // March 2025
  | 'time' // 3:05 PM or 15:05
  | 'dateTime' // 12 Mar 2025, 3:05 PM
  | 'weekdayTime' // Wed 3:05 PM
  | 'isoDate'; // 2025-03-12 (the local day, for keys)

export interface DatePreferences {
  timeZone?: string;
  timeFormat?: TimeFormat;
  locale?: AppLocale;
}

/** Maps an i18next language ('zh', 'zh-CN', 'ms', 'en-GB'...) to one of the app's locales. */
export function toAppLocale(language: string | undefined): AppLocale {
  const lang = (language ?? '').toLowerCase();
  if (lang.startsWith('zh')) return 'zh-CN';
  if (lang.startsWith('ms')) return 'ms-MY';
  return 'en';
}

const LOCALES = { en: enGB, 'zh-CN': zhCN, 'ms-MY': ms } as const;

type DatePatterns = Record<Exclude<DateStyle, 'time' | 'dateTime' | 'weekdayTime' | 'isoDate'>, string>;

const PATTERNS: Record<AppLocale, DatePatterns> = {
  en: {
    date: 'd MMM yyyy',
    dateLong: 'EEEE, d MMMM yyyy',
    weekdayDate: 'EEE, d MMM yyyy',
    shortDate: 'dd/MM/yyyy',
    dayMonth: 'd MMM',
    monthYear: 'MMMM yyyy',
  },
  'ms-MY': {
    date: 'd MMM yyyy',
    dateLong: 'EEEE, d MMMM yyyy',
    weekdayDate: 'EEE, d MMM yyyy',
    shortDate: 'dd/MM/yyyy',
    dayMonth: 'd MMM',
    monthYear: 'MMMM yyyy',
  },
  'zh-CN': {
    date: 'yyyy年M月d日',
    dateLong: 'yyyy年M月d日 EEEE',
    weekdayDate: 'yyyy年M月d日 EEE',
    shortDate: 'yyyy/MM/dd',
    dayMonth: 'M月d日',
    monthYear: 'yyyy年M月',
  },
};

function timePattern(format: TimeFormat): string {
  return format === '24' ? 'HH:mm' : 'h:mm a';
}

function pattern(style: DateStyle, locale: AppLocale, format: TimeFormat): string {
  switch (style) {
    case 'time':
      return timePattern(format);
    case 'dateTime':
      return `${PATTERNS[locale].date}, ${timePattern(format)}`;
    case 'weekdayTime':
      return `EEE ${timePattern(format)}`;
    case 'isoDate':
      return 'yyyy-MM-dd';
    default:
      return PATTERNS[locale][style];
  }
}

/** Formats an instant (Date, epoch ms or ISO string) in the user's zone and preferences. */
export function formatDate(value: Date | number | string, style: DateStyle = 'date', prefs: DatePreferences = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = toAppLocale(prefs.locale);
  const format = prefs.timeFormat ?? DEFAULT_TIME_FORMAT;
  const text = formatInTimeZone(date, prefs.timeZone ?? DEFAULT_TIME_ZONE, pattern(style, locale, format), {
    locale: LOCALES[locale],
  });
  // AM/PM in upper case for English and Malay, as on receipts.
  return locale === 'zh-CN' ? text : text.replace(/\b(am|pm)\b/g, (m) => m.toUpperCase());
}

/** Formats a local calendar day 'yyyy-MM-dd' (no time zone shift). */
export function formatDay(day: string, style: DateStyle = 'date', prefs: Omit<DatePreferences, 'timeZone'> = {}): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '';
  return formatDate(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12), style, { ...prefs, timeZone: 'UTC' });
}
