/**
 * A document's life at MyInvois, as kept on the invoice row (`einvoice`, null when the business
 * does not e-invoice). Written by the server's submission job only; the device reads it.
 *
 * queued → submitted → valid | invalid; valid → cancelRequested → cancelled (or back to valid
 * with the refusal in `cancelError`); a buyer's rejection request shows as `rejectedAt`.
 * `failed`: the job gave up (e.g. no tax identity, credentials refused), `errors` says why.
 */
export const EINVOICE_STATES = ['queued', 'submitted', 'valid', 'invalid', 'cancelRequested', 'cancelled', 'failed'] as const;
export type EinvoiceState = (typeof EINVOICE_STATES)[number];

/** One validation finding: MyInvois's (`source: 'myinvois'`) or our own check before submission (`'local'`). */
export interface EinvoiceError {
  code: string;
  message: string;
  /** The document property it concerns (e.g. `Invoice.AccountingSupplierParty.Party.PartyIdentification.ID[TIN]`). */
  target: string | null;
  source: 'local' | 'myinvois';
}

export interface EinvoiceStatus {
  state: EinvoiceState;
  submissionUid: string | null;
  uuid: string | null;
  longId: string | null;
  /** The public validation link (the QR code's content) once validated. */
  validationUrl: string | null;
  errors: EinvoiceError[];
  submittedAt: string | null;
  validatedAt: string | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  /** Why MyInvois (or the 72-hour rule) refused the last cancellation. */
  cancelError: string | null;
  /** The buyer asked to reject the document (MyInvois `rejectRequestDateTime`). */
  rejectedAt: string | null;
  rejectReason: string | null;
}

export function queuedStatus(): EinvoiceStatus {
  return {
    state: 'queued', submissionUid: null, uuid: null, longId: null, validationUrl: null, errors: [], submittedAt: null, validatedAt: null,
    cancelReason: null, cancelledAt: null, cancelError: null, rejectedAt: null, rejectReason: null,
  };
}

/** MyInvois lets the issuer cancel a validated document within 72 hours of its validation. */
export const CANCEL_WINDOW_MS = 72 * 60 * 60 * 1000;

/** When the cancellation window closes (exclusive), or null before validation. */
export function cancelWindowEnd(validatedAt: string | null): Date | null {
  if (validatedAt === null) return null;
  const t = Date.parse(validatedAt);
  return Number.isNaN(t) ? null : new Date(t + CANCEL_WINDOW_MS);
}

/** A validated document may be cancelled up to (not at) 72 hours after its validation. */
export function mayCancel(e: Pick<EinvoiceStatus, 'state' | 'validatedAt'> | null, now: Date): boolean {
  if (e === null || e.state !== 'valid') return false;
  const end = cancelWindowEnd(e.validatedAt);
  return end !== null && now.getTime() < end.getTime();
}

/** The public validation link: `{portal}/{uuid}/share/{longId}` (MyInvois SDK, "validation link"). */
export function validationLink(portalBase: string, uuid: string, longId: string): string {
  return `${portalBase.replace(/\/+$/, '')}/${encodeURIComponent(uuid)}/share/${encodeURIComponent(longId)}`;
}
