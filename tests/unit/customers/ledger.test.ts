import { describe, expect, it } from 'vitest';
import { ledgerBalance, ledgerLines, ledgerTotals, movementKind, signedAmount, type CreditMovementKind } from '@/lib/customers/ledger';

const m = (id: string, delta: number, createdAt: string, kind: CreditMovementKind = 'adjustment') => ({ id, delta, createdAt, kind });

describe('the credit ledger', () => {
  it('sums signed movements to the balance (an empty ledger holds 0)', () => {
    expect(ledgerBalance([])).toBe(0);
    expect(ledgerBalance([m('a', 10_000, '2026-01-01T00:00:00Z', 'topUp'), m('b', -3_500, '2026-01-02T00:00:00Z', 'spend'), m('c', -1_000, '2026-01-03T00:00:00Z')])).toBe(5_500);
  });

  it('sums two devices spending offline at once, even below zero', () => {
    const ledger = [m('top', 5_000, '2026-01-01T00:00:00Z', 'topUp'), m('dev-a', -3_000, '2026-01-02T10:00:00Z', 'spend'), m('dev-b', -3_000, '2026-01-02T10:00:00Z', 'spend')];
    expect(ledgerBalance(ledger)).toBe(-1_000);
    expect(ledgerTotals(ledger)).toEqual({ topUp: 5_000, spend: -6_000, refund: 0, adjustment: 0, expiry: 0 });
  });

  it('runs the balance in time order whatever order the movements arrive in (ties by id)', () => {
    const lines = ledgerLines([m('c', -500, '2026-01-03T00:00:00Z'), m('a', 2_000, '2026-01-01T00:00:00Z'), m('b2', 100, '2026-01-02T00:00:00Z'), m('b1', -300, '2026-01-02T00:00:00Z')]);
    expect(lines.map((l) => [l.movement.id, l.balance])).toEqual([['a', 2_000], ['b1', 1_700], ['b2', 1_800], ['c', 1_300]]);
    expect(lines.at(-1)?.balance).toBe(ledgerBalance(lines.map((l) => l.movement)));
  });

  it('reads the kind and the note from the stored reason', () => {
    expect(movementKind('top-up')).toEqual({ kind: 'topUp', note: '' });
    expect(movementKind('redeemed')).toEqual({ kind: 'spend', note: '' });
    expect(movementKind('refund')).toEqual({ kind: 'refund', note: '' });
    expect(movementKind('adjustment: Goodwill')).toEqual({ kind: 'adjustment', note: 'Goodwill' });
    expect(movementKind('expiry: 2025 promo')).toEqual({ kind: 'expiry', note: '2025 promo' });
    expect(movementKind('moved by hand')).toEqual({ kind: 'adjustment', note: 'moved by hand' });
  });
});

describe('signedAmount', () => {
  it('writes the size with "+" in, a real minus sign out, and no sign for 0', () => {
    const rm = (size: number) => `RM ${(size / 100).toFixed(2)}`;
    expect(signedAmount(5_000, rm)).toBe('+RM 50.00');
    expect(signedAmount(-3_500, rm)).toBe('\u2212RM 35.00');
    expect(signedAmount(0, rm)).toBe('RM 0.00');
    expect(signedAmount(-900, String)).toBe('\u2212900');
  });
});
