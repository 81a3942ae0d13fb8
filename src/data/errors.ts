import type { ZodError } from 'zod';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

/** Field name → i18n message key; `_form` holds errors not tied to one field. */
export type FieldErrors = Record<string, string>;

/** Input refused before anything was written; the form shows each message at its field. */
export class ValidationError extends Error {
  readonly fieldErrors: FieldErrors;
  constructor(fieldErrors: FieldErrors) {
    super(`Invalid input: ${Object.keys(fieldErrors).join(', ')}`);
    this.name = 'ValidationError';
    this.fieldErrors = fieldErrors;
  }

  static fromZod(error: ZodError): ValidationError {
    return new ValidationError(fieldErrorsOf(error.issues));
  }
}

/** A mutation named a row the replica does not hold (deleted meanwhile, or never synced). */
export class RowNotFoundError extends Error {
  constructor(table: string, id: string) {
    super(`No ${table} row ${id} on this device`);
    this.name = 'RowNotFoundError';
  }
}

/** The device is out of storage: the write was not accepted (nothing of it was saved). */
export class StorageFullError extends Error {
  constructor(options?: { cause: unknown }) {
    super('Device storage is full', options);
    this.name = 'StorageFullError';
  }
}

export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'QuotaExceededError') return true;
  const inner = (error as Error & { inner?: unknown }).inner;
  return inner instanceof Error && inner.name === 'QuotaExceededError';
}
