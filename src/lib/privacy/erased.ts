import { customerName } from '@/lib/appointments/names';

/**
 * An erased customer (data retention, issue 20): the row stays (sales, invoices and appointments
 * still name it) with its personal fields emptied and `erasedAt` set. Screens show the translated
 * marker `privacy.erasedCustomer` instead of a name.
 */
export function isErasedCustomer(c: { erasedAt?: string | null } | undefined): boolean {
  return c?.erasedAt !== undefined && c.erasedAt !== null;
}

/** The name a screen shows (`customerName`'s rule) with i18next's `t` giving the erased marker. */
export function customerDisplayName(c: { firstName: string; lastName: string; erasedAt?: string | null }, t: (key: 'privacy.erasedCustomer') => string): string {
  return customerName(c, t('privacy.erasedCustomer'));
}
