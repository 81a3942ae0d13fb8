import type { RowMeta } from '@/lib/api-types';

/**
 * A customer's store credit is a ledger (issue 15): signed movements in minor units, each a
 * replicated row; the balance is their sum, so movements made on several devices offline add up.
 */
export const CREDIT_MOVEMENT_KINDS = ['topUp', 'spend', 'refund', 'adjustment', 'expiry'] as const;
export type CreditMovementKind = (typeof CREDIT_MOVEMENT_KINDS)[number];

export interface CreditMovementRow extends RowMeta {
  customerId: string;
  /** Minor units, signed: a top-up adds, a spend takes away. */
  delta: number;
  kind: CreditMovementKind;
  /** The reason given with a manual adjustment ('' for the others). */
  note: string;
  /** The sale, refund or adjustment that made the movement. */
  refId: string;
  currency: string;
  createdAt: string;
}

const ADJUSTMENT_PREFIX = 'adjustment: ';

/** The server stores the movement's reason as text ('top-up', 'redeemed', 'refund', 'adjustment: …'). */
export function movementKind(reason: string): { kind: CreditMovementKind; note: string } {
  if (reason === 'top-up') return { kind: 'topUp', note: '' };
  if (reason === 'redeemed') return { kind: 'spend', note: '' };
  if (reason === 'refund') return { kind: 'refund', note: '' };
  if (reason === 'expiry' || reason.startsWith('expiry: ')) return { kind: 'expiry', note: reason.slice('expiry: '.length) };
  return { kind: 'adjustment', note: reason.startsWith(ADJUSTMENT_PREFIX) ? reason.slice(ADJUSTMENT_PREFIX.length) : reason };
}

/**
 * A movement's amount as a ledger line shows it: its size as `format` writes it, after "+" for
 * what comes in and a minus sign (U+2212) for what goes out ("+900", "−RM 35.00"; 0 unsigned).
 */
export function signedAmount(delta: number, format: (size: number) => string): string {
  return `${delta > 0 ? '+' : delta < 0 ? '\u2212' : ''}${format(Math.abs(delta))}`;
}

/** The balance: the sum of the movements (an empty ledger holds 0). */
export function ledgerBalance(movements: readonly Pick<CreditMovementRow, 'delta'>[]): number {
  return movements.reduce((sum, m) => sum + m.delta, 0);
}

export interface LedgerLine<M> {
  movement: M;
  /** The balance after this movement. */
  balance: number;
}

/**
 * The ledger in time order (oldest first; ties by id) with the running balance after each
 * movement; the screens list it newest first.
 */
export function ledgerLines<M extends Pick<CreditMovementRow, 'id' | 'delta' | 'createdAt'>>(movements: readonly M[]): LedgerLine<M>[] {
  const ordered = [...movements].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  let balance = 0;
  return ordered.map((movement) => {
    balance += movement.delta;
    return { movement, balance };
  });
}

/** Sums per kind over the ledger: what was topped up, spent, refunded, adjusted and expired. */
export function ledgerTotals(movements: readonly Pick<CreditMovementRow, 'kind' | 'delta'>[]): Record<CreditMovementKind, number> {
  const totals = Object.fromEntries(CREDIT_MOVEMENT_KINDS.map((k) => [k, 0])) as Record<CreditMovementKind, number>;
  for (const m of movements) totals[m.kind] += m.delta;
  return totals;
}
