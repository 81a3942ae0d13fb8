import type { InvoiceKind } from '@/lib/invoices/schema';

/**
 * Document numbers. The device prints a provisional number made offline from the branch code,
 * its device code and its own sequence (`P-BGS-7K3QF-0042`: never the same on two devices); the
 * server assigns the final one per branch and kind from one counter taken under the business's
 * write lock (`INV-BGS-000123`, `CN-BGS-000004`, `QT-BGS-000017`), so two offline devices never collide. A
 * document keeps both: the final one is shown once known, with the provisional one beside it.
 */
function branchPart(branchCode: string): string {
  const clean = branchCode.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return clean === '' ? 'BR' : clean.slice(0, 6);
}

export function formatProvisionalNumber(branchCode: string, deviceCode: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  return `P-${branchPart(branchCode)}-${deviceCode}-${String(sequence).padStart(4, '0')}`;
}

const PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', creditNote: 'CN', quotation: 'QT' };

export function formatFinalNumber(kind: InvoiceKind, branchCode: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  return `${PREFIX[kind]}-${branchPart(branchCode)}-${String(sequence).padStart(6, '0')}`;
}

/** The number to show: the final one, or the provisional one until the server has answered. */
export function displayNumber(doc: { number: string | null; provisionalNumber: string }): { number: string; provisional: boolean } {
  return doc.number === null ? { number: doc.provisionalNumber, provisional: true } : { number: doc.number, provisional: false };
}
