import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { CustomerRow } from '@/lib/api-types';
import { customerCreateSchema, customerPatchSchema, type CustomerCreateInput } from '@/lib/schemas/customer';
import { ValidationError } from '@/data/errors';
import type { JsonObject } from '@/data/json';
import { toLocalRow } from '@/data/local-rows';
import { requireActiveAccount } from '@/data/session';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';

export type NewCustomerInput = Omit<CustomerCreateInput, 'id'>;
export type CustomerPatchInput = z.input<typeof customerPatchSchema>;

const customersPath = (businessId: string) => `/b/${businessId}/customers`;

/**
 * Validates with the shared schema (throws ValidationError with field → i18n key), writes the
 * row and its outbox entry, and returns the new customer's id (UUIDv7, made here).
 */
export async function createCustomer(input: NewCustomerInput, options: EnqueueOptions = {}): Promise<string> {
  const account = options.account ?? requireActiveAccount();
  const id = uuidv7();
  const parsed = customerCreateSchema.safeParse({ ...input, id });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);

  const now = (options.now ?? (() => new Date()))().toISOString();
  const row: CustomerRow = {
    ...parsed.data,
    businessId: account.businessId,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
  await enqueue(
    {
      table: 'customers',
      rowId: id,
      method: 'POST',
      path: customersPath(account.businessId),
      body: { ...parsed.data },
      effect: { op: 'create', row: toLocalRow('customers', row) },
    },
    { ...options, account },
  );
  return id;
}

/** Sends only the fields given (the server merges per field, last writer wins). */
export async function updateCustomer(id: string, patch: CustomerPatchInput, options: EnqueueOptions = {}): Promise<void> {
  const account = options.account ?? requireActiveAccount();
  const parsed = customerPatchSchema.safeParse(patch);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  // The shared patch schema fills defaults for absent fields; keep only the fields given, so an
  // edit of one field never blanks the others.
  const changed: JsonObject = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (Object.hasOwn(patch, key) && value !== undefined) changed[key] = value;
  }
  if (Object.keys(changed).length === 0) throw new ValidationError({ _form: 'validation.emptyPatch' });

  await enqueue(
    {
      table: 'customers',
      rowId: id,
      method: 'PATCH',
      path: `${customersPath(account.businessId)}/${id}`,
      body: changed,
      effect: { op: 'update', patch: { ...changed, updatedAt: (options.now ?? (() => new Date()))().toISOString() } },
    },
    { ...options, account },
  );
}

export async function deleteCustomer(id: string, options: EnqueueOptions = {}): Promise<void> {
  const account = options.account ?? requireActiveAccount();
  await enqueue(
    {
      table: 'customers',
      rowId: id,
      method: 'DELETE',
      path: `${customersPath(account.businessId)}/${id}`,
      body: null,
      effect: { op: 'delete' },
    },
    { ...options, account },
  );
}
