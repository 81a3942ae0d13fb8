import type { z } from 'zod';
import { customerCreateSchema, customerPatchSchema, type CustomerCreateInput } from '@/lib/schemas/customer';
import { NO_HISTORY } from '@/lib/customers/defaults';
import { creditAdjustmentSchema, customerMergeSchema } from '@/lib/schemas/customer-actions';
import { defineAction, defineCreate, defineDelete, defineUpdate } from '@/data/mutations/define';

export type NewCustomerInput = Omit<CustomerCreateInput, 'id'>;
export type CustomerPatchInput = z.input<typeof customerPatchSchema>;

const customersPath = (businessId: string) => `/b/${businessId}/customers`;

/**
 * Validates with the shared schema (throws ValidationError with field → i18n key), writes the
 * row and its outbox entry, and resolves to the new customer's id (UUIDv7, made here).
 */
export const createCustomer = defineCreate({
  table: 'customers',
  schema: customerCreateSchema,
  path: customersPath,
  toRow: (input, { account, now }) => ({ ...NO_HISTORY, ...input, businessId: account.businessId, createdAt: now, updatedAt: now, version: 0 }),
});

/** Sends only the fields given (the server merges per field, last writer wins). */
export const updateCustomer = defineUpdate({
  table: 'customers',
  schema: customerPatchSchema,
  path: (businessId, id) => `${customersPath(businessId)}/${id}`,
});

export const deleteCustomer = defineDelete({
  table: 'customers',
  path: (businessId, id) => `${customersPath(businessId)}/${id}`,
});

/**
 * Merges this customer into `keepId` (POST /customers/{id}/merge). At once the merged record
 * becomes a tombstone pointing to the kept one; the server moves its history and balances.
 */
export const mergeCustomer = defineAction({
  table: 'customers',
  schema: customerMergeSchema,
  path: (businessId, id) => `${customersPath(businessId)}/${id}/merge`,
  patch: (input, { now }) => ({ mergedInto: input.keepId, archivedAt: now }),
});

/**
 * A manual credit movement (payment level 2) on the customer's ledger; the balance row (keyed by
 * the customer's id) is the server's sum of movements and arrives with the answer.
 */
export const adjustCredit = defineAction({
  table: 'balances',
  schema: creditAdjustmentSchema,
  path: (businessId, id) => `${customersPath(businessId)}/${id}/credits`,
  patch: () => ({}),
});
