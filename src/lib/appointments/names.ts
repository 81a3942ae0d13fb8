import type { CustomerRow, MemberRow } from '@/lib/api-types';

/**
 * "First Last", trimmed; empty when unknown. The one rule for a customer's name: a customer whose
 * data the retention job erased (`erasedAt` set) has none, and `erasedLabel` (the translated
 * `privacy.erasedCustomer`) is shown instead, when given.
 */
export function customerName(customer: (Pick<CustomerRow, 'firstName' | 'lastName'> & { erasedAt?: string | null }) | undefined, erasedLabel = ''): string {
  if (customer?.erasedAt) return erasedLabel;
  return customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
}

export function memberName(member: Pick<MemberRow, 'firstName' | 'lastName'> | undefined): string {
  return member ? `${member.firstName} ${member.lastName}`.trim() : '';
}
