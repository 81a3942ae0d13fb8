import type { CustomerImportResponse, CustomerRow, Problem } from '@/lib/api-types';

/**
 * Customers one import chunk carries (one outbox entry, POST /customers/import; the server takes
 * up to 500). Measured with `npm run bench` (customer_import_10k_s): see docs/decisions.md.
 */
export const CUSTOMER_IMPORT_CHUNK = 200;

/**
 * Consecutive items that `joins` accepts grouped in runs of at most `size`, in order; every other
 * item alone. Concatenated, the groups are the items again.
 */
export function joinRuns<T>(items: readonly T[], joins: (item: T) => boolean, size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`joinRuns: size must be a positive integer, got ${size}`);
  const groups: T[][] = [];
  let run: T[] = [];
  for (const item of items) {
    if (!joins(item)) {
      if (run.length > 0) groups.push(run);
      run = [];
      groups.push([item]);
      continue;
    }
    if (run.length === size) {
      groups.push(run);
      run = [];
    }
    run.push(item);
  }
  if (run.length > 0) groups.push(run);
  return groups;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isProblem(v: unknown): v is Problem {
  return isObject(v) && typeof v.status === 'number' && typeof v.title === 'string';
}

/** The server's answer to a customer import chunk, or null when the body is not one. */
export function customerImportAnswer(body: unknown): CustomerImportResponse | null {
  if (!isObject(body) || !Array.isArray(body.customers) || !Array.isArray(body.refused)) return null;
  const customers = body.customers.filter((c): c is CustomerRow => isObject(c) && typeof c.id === 'string');
  const refused = body.refused.flatMap((r) =>
    isObject(r) && typeof r.index === 'number' && typeof r.id === 'string' && isProblem(r.problem) ? [{ index: r.index, id: r.id, problem: r.problem }] : [],
  );
  if (customers.length !== body.customers.length || refused.length !== body.refused.length) return null;
  return { customers, refused };
}
