import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceStatus, BookingStatus, CustomerTag } from '@/lib/api-types';

/**
 * The words every calendar block uses, translated once per language for the whole grid: a
 * translation hook and half a dozen lookups in each of a few hundred blocks were the largest
 * part of drawing a day (calendar_day_switch_ms).
 */
export interface BlockLabels {
  blocked: string;
  walkIn: string;
  /** An erased customer's name (data retention). */
  erasedCustomer: string;
  blockRole: string;
  resizeRole: string;
  status: Record<BookingStatus, string>;
  attendance: Record<AttendanceStatus, string>;
  tags: Record<CustomerTag, string>;
  resizeLabel: (title: string, time: string) => string;
}

const STATUSES: readonly BookingStatus[] = ['CONFIRMED', 'CANCELLED', 'PENDING_BILLPLZ_PAYMENT', 'PENDING_CUSTOM_PAYMENT'];
const ATTENDANCES: readonly AttendanceStatus[] = ['ATTENDED', 'NO_SHOW', 'CONFIRMED_ATTENDING'];
const TAGS: readonly CustomerTag[] = ['NEW', 'PAST', 'REGULAR'];
const TITLE = '\u0001';
const TIME = '\u0002';

export function useBlockLabels(): BlockLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const record = <K extends string>(keys: readonly K[], key: (k: K) => string) => Object.fromEntries(keys.map((k) => [k, t(key(k))])) as Record<K, string>;
    // The interpolated label with markers in place of its values, filled in per block.
    const resize = t('appointments.calendar.resizeLabel', { title: TITLE, time: TIME, interpolation: { escapeValue: false } });
    return {
      blocked: t('appointments.calendar.blocked'),
      walkIn: t('appointments.calendar.walkIn'),
      erasedCustomer: t('privacy.erasedCustomer'),
      blockRole: t('appointments.calendar.blockRole'),
      resizeRole: t('appointments.calendar.resizeRole'),
      status: record(STATUSES, (s) => `appointments.calendar.status.${s}`),
      attendance: record(ATTENDANCES, (a) => `appointments.attendance.${a}`),
      tags: record(TAGS, (tag) => `appointments.calendar.tags.${tag}`),
      resizeLabel: (title, time) => resize.replace(TITLE, () => title).replace(TIME, () => time),
    };
    // The language is what changes the words (t may stay the same function).
  }, [t, language]);
}
