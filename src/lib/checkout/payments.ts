import { roundToStep } from '@/lib/money';
import type { Payment } from '@/lib/checkout/sale-schema';
import type { PaymentMethod } from '@/lib/checkout/settings';

/** A bill being paid, possibly split across methods. */
export interface PaymentState {
  /** What is due before cash rounding (the totals' `due`). */
  due: number;
  /** Cash rounding applied so far (set when cash settles the balance). */
  rounding: number;
  payments: Payment[];
}

export type PaymentError =
  | 'invalidAmount'
  | 'overpay'
  | 'referenceRequired'
  | 'insufficientCredit'
  | 'voucherUnknown'
  | 'insufficientVoucher'
  | 'voucherExpired'
  | 'voucherOutOfScope'
  | 'alreadyPaid';

/** The field a payment error belongs to (the screen shows it there). */
export function paymentErrorField(error: PaymentError): 'amount' | 'reference' | null {
  switch (error) {
    case 'invalidAmount':
    case 'overpay':
    case 'insufficientCredit':
      return 'amount';
    case 'referenceRequired':
    case 'voucherUnknown':
    case 'insufficientVoucher':
    case 'voucherExpired':
    case 'voucherOutOfScope':
      return 'reference';
    case 'alreadyPaid':
      return null;
  }
}

export interface PaymentRequest {
  id: string;
  method: PaymentMethod;
  /** For cash: the cash handed over. For the others: the amount charged. */
  amount: number;
  reference: string;
  requiresReference: boolean;
  /** Cash step in minor units (5 for myr with rounding on; 1 for none). */
  cashStep: number;
  /** Customer credit available, for a credit payment. */
  creditAvailable?: number;
  /**
   * What is left on the voucher named by `reference`, as this device knows it (null: no voucher
   * with that code here). Left out, the voucher is not checked.
   */
  voucherAvailable?: number | null;
  /** Why the voucher's type or last day forbids this payment (src/lib/checkout/voucher-rules.ts); null or left out: allowed. */
  voucherRefusal?: 'voucherExpired' | 'voucherOutOfScope' | null;
}

export function paidAmount(payments: readonly Payment[]): number {
  return payments.reduce((sum, p) => sum + p.amount, 0);
}

export function remainingDue(state: PaymentState): number {
  return state.due + state.rounding - paidAmount(state.payments);
}

/** What a cash payment must hand over to settle the balance (rounded to the cash step). */
export function cashDue(state: PaymentState, cashStep: number): number {
  const left = remainingDue(state);
  return left <= 0 ? 0 : roundToStep(left, cashStep);
}

export function changeDue(payments: readonly Payment[]): number {
  return payments.reduce((sum, p) => sum + (p.method === 'cash' && p.tendered !== null ? p.tendered - p.amount : 0), 0);
}

/** Paid in full; a bill with nothing to pay (every line paid by a package session) needs no payment. */
export function isSettled(state: PaymentState): boolean {
  return remainingDue(state) <= 0 && (state.payments.length > 0 || state.due === 0);
}

/**
 * Adds one payment. Card, QR, transfer, credit and voucher charge at most what is left; cash may
 * hand over more (the difference is change) and, when it settles the bill, applies the cash
 * rounding to the balance. Answers the new state or why the payment cannot be taken.
 */
export function addPayment(state: PaymentState, request: PaymentRequest): { ok: true; state: PaymentState } | { ok: false; error: PaymentError } {
  const left = remainingDue(state);
  if (left <= 0) return { ok: false, error: 'alreadyPaid' };
  if (!Number.isSafeInteger(request.amount) || request.amount < 0) return { ok: false, error: 'invalidAmount' };
  const reference = request.reference.trim();
  if (request.requiresReference && reference === '') return { ok: false, error: 'referenceRequired' };

  if (request.method === 'cash') {
    const settle = roundToStep(left, request.cashStep);
    if (request.amount === 0 && settle > 0) return { ok: false, error: 'invalidAmount' };
    if (request.amount >= settle) {
      const payment: Payment = { id: request.id, method: 'cash', amount: settle, tendered: request.amount, reference };
      return { ok: true, state: { ...state, rounding: state.rounding + settle - left, payments: [...state.payments, payment] } };
    }
    const payment: Payment = { id: request.id, method: 'cash', amount: request.amount, tendered: request.amount, reference };
    return { ok: true, state: { ...state, payments: [...state.payments, payment] } };
  }

  if (request.amount === 0) return { ok: false, error: 'invalidAmount' };
  if (request.amount > left) return { ok: false, error: 'overpay' };
  if (request.method === 'credit' && request.creditAvailable !== undefined && request.amount > request.creditAvailable) {
    return { ok: false, error: 'insufficientCredit' };
  }
  if (request.method === 'voucher' && request.voucherAvailable !== undefined) {
    if (request.voucherAvailable === null) return { ok: false, error: 'voucherUnknown' };
    if (request.amount > request.voucherAvailable) return { ok: false, error: 'insufficientVoucher' };
  }
  if (request.method === 'voucher' && request.voucherRefusal !== undefined && request.voucherRefusal !== null) return { ok: false, error: request.voucherRefusal };
  const payment: Payment = { id: request.id, method: request.method, amount: request.amount, tendered: null, reference };
  return { ok: true, state: { ...state, payments: [...state.payments, payment] } };
}

/** Removes a payment not yet completed; a cash payment that applied rounding takes it back. */
export function removePayment(state: PaymentState, paymentId: string): PaymentState {
  const payments = state.payments.filter((p) => p.id !== paymentId);
  // Rounding only exists once cash settled the bill; without that payment nothing is rounded.
  return { ...state, rounding: 0, payments };
}

/** Totals per payment method (cash net of change). */
export function totalsByMethod(payments: readonly Payment[]): Map<PaymentMethod, number> {
  const out = new Map<PaymentMethod, number>();
  for (const p of payments) out.set(p.method, (out.get(p.method) ?? 0) + p.amount);
  return out;
}
