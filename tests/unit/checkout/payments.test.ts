import { describe, expect, it } from 'vitest';
import { addPayment, cashDue, changeDue, isSettled, remainingDue, removePayment, totalsByMethod, type PaymentState } from '@/lib/checkout/payments';

const pid = (n: number) => `0195f0a0-0000-7000-9000-${String(n).padStart(12, '0')}`;
const base = { reference: '', requiresReference: false, cashStep: 5 };

function must(result: ReturnType<typeof addPayment>): PaymentState {
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

describe('payments', () => {
  it('takes cash with change due and rounds the cash balance to 5 sen', () => {
    const start: PaymentState = { due: 9183, rounding: 0, payments: [] };
    expect(cashDue(start, 5)).toBe(9185);
    const paid = must(addPayment(start, { ...base, id: pid(1), method: 'cash', amount: 10000 }));
    expect(paid.rounding).toBe(2);
    expect(paid.payments[0]).toMatchObject({ amount: 9185, tendered: 10000 });
    expect(changeDue(paid.payments)).toBe(815);
    expect(isSettled(paid)).toBe(true);
    expect(remainingDue(paid)).toBe(0);
  });

  it('rounds down as well (1–2 sen)', () => {
    const paid = must(addPayment({ due: 5001, rounding: 0, payments: [] }, { ...base, id: pid(1), method: 'cash', amount: 5000 }));
    expect(paid.rounding).toBe(-1);
    expect(isSettled(paid)).toBe(true);
    expect(changeDue(paid.payments)).toBe(0);
  });

  it('splits card then cash; the card is exact and only the cash balance rounds', () => {
    let s: PaymentState = { due: 12_343, rounding: 0, payments: [] };
    s = must(addPayment(s, { ...base, id: pid(1), method: 'card', amount: 10_000, reference: 'APPR 123', requiresReference: true }));
    expect(remainingDue(s)).toBe(2343);
    expect(cashDue(s, 5)).toBe(2345);
    s = must(addPayment(s, { ...base, id: pid(2), method: 'cash', amount: 2345 }));
    expect(s.rounding).toBe(2);
    expect(isSettled(s)).toBe(true);
    expect(Object.fromEntries(totalsByMethod(s.payments))).toEqual({ card: 10_000, cash: 2345 });
  });

  it('takes partial cash without rounding', () => {
    const s = must(addPayment({ due: 10_000, rounding: 0, payments: [] }, { ...base, id: pid(1), method: 'cash', amount: 4000 }));
    expect(s.rounding).toBe(0);
    expect(remainingDue(s)).toBe(6000);
    expect(isSettled(s)).toBe(false);
  });

  it('refuses overpaying by card, missing references, too little credit, and paying a paid bill', () => {
    const s: PaymentState = { due: 5000, rounding: 0, payments: [] };
    expect(addPayment(s, { ...base, id: pid(1), method: 'card', amount: 6000 })).toEqual({ ok: false, error: 'overpay' });
    expect(addPayment(s, { ...base, id: pid(1), method: 'qr', amount: 5000, requiresReference: true })).toEqual({ ok: false, error: 'referenceRequired' });
    expect(addPayment(s, { ...base, id: pid(1), method: 'credit', amount: 5000, creditAvailable: 4000 })).toEqual({ ok: false, error: 'insufficientCredit' });
    expect(addPayment(s, { ...base, id: pid(1), method: 'card', amount: 0 })).toEqual({ ok: false, error: 'invalidAmount' });
    const paid = must(addPayment(s, { ...base, id: pid(1), method: 'bank', amount: 5000 }));
    expect(addPayment(paid, { ...base, id: pid(2), method: 'cash', amount: 100 })).toEqual({ ok: false, error: 'alreadyPaid' });
  });

  it('removing the settling cash payment takes its rounding back', () => {
    const paid = must(addPayment({ due: 1003, rounding: 0, payments: [] }, { ...base, id: pid(1), method: 'cash', amount: 2000 }));
    expect(paid.rounding).toBe(2);
    const back = removePayment(paid, pid(1));
    expect(back).toEqual({ due: 1003, rounding: 0, payments: [] });
  });

  it('without rounding (step 1) cash settles exactly', () => {
    const paid = must(addPayment({ due: 1003, rounding: 0, payments: [] }, { ...base, id: pid(1), method: 'cash', amount: 1003, cashStep: 1 }));
    expect(paid.rounding).toBe(0);
    expect(isSettled(paid)).toBe(true);
  });
});
