import type { CustomerRow, MemberRow } from '@/lib/api-types';

/** "First Last", trimmed; empty when unknown. */
export function customerName(customer: Pick<CustomerRow, 'firstName' | 'lastName'> | undefined): string {
  return customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
}

export function memberName(member: Pick<MemberRow, 'firstName' | 'lastName'> | undefined): string {
  return member ? `${member.firstName} ${member.lastName}`.trim() : '';
}
