import type { PointMovementKind, PointMovementRow } from '@/lib/rewards/movements';

/** What the ledger needs of a movement. */
export type LedgerMovement = Pick<PointMovementRow, 'id' | 'kind' | 'points' | 'expiresAt' | 'occurredAt'>;

/** One line of the ledger: a movement, or the unspent part of earned points lapsing. */
export interface PointsLedgerLine<M extends LedgerMovement> {
  kind: PointMovementKind | 'expired';
  /** The movement; for an expiry, the earning that lapsed. */
  movement: M;
  points: number;
  at: string;
  /** The balance after this line. */
  balance: number;
}

interface Lot<M> {
  movement: M;
  left: number;
  expiresAt: string | null;
}

const byTime = (a: LedgerMovement, b: LedgerMovement) => a.occurredAt.localeCompare(b.occurredAt) || a.id.localeCompare(b.id);

/** Lots ordered so the soonest to lapse is spent first (never-lapsing last). */
const bySoonest = <M>(a: Lot<M>, b: Lot<M>) => (a.expiresAt ?? '\uffff').localeCompare(b.expiresAt ?? '\uffff');

/**
 * The ledger up to `at`, oldest first, with the running balance: positive movements are lots;
 * spending takes the soonest-lapsing lots first; a lot's unspent points lapse at its expiresAt (an
 * "expired" line). Spending more than is held leaves a deficit that later points pay off first.
 */
export function pointsLedger<M extends LedgerMovement>(movements: readonly M[], at: string): PointsLedgerLine<M>[] {
  const out: PointsLedgerLine<M>[] = [];
  const lots: Lot<M>[] = [];
  let deficit = 0;
  const balance = () => lots.reduce((s, l) => s + l.left, 0) - deficit;
  const expireUntil = (until: string, inclusive: boolean) => {
    for (;;) {
      lots.sort(bySoonest);
      const due = lots.find((l) => l.expiresAt !== null && (inclusive ? l.expiresAt <= until : l.expiresAt < until));
      if (due === undefined) return;
      lots.splice(lots.indexOf(due), 1);
      if (due.left > 0) out.push({ kind: 'expired', movement: due.movement, points: -due.left, at: due.expiresAt ?? until, balance: balance() });
    }
  };
  for (const m of [...movements].sort(byTime)) {
    if (m.occurredAt > at) break;
    expireUntil(m.occurredAt, true);
    if (m.points > 0) {
      const paid = Math.min(deficit, m.points);
      deficit -= paid;
      if (m.points - paid > 0) lots.push({ movement: m, left: m.points - paid, expiresAt: m.expiresAt });
    } else {
      let need = -m.points;
      lots.sort(bySoonest);
      for (const lot of lots) {
        const take = Math.min(lot.left, need);
        lot.left -= take;
        need -= take;
        if (need === 0) break;
      }
      deficit += need;
      for (let i = lots.length - 1; i >= 0; i--) if (lots[i]?.left === 0) lots.splice(i, 1);
    }
    out.push({ kind: m.kind, movement: m, points: m.points, at: m.occurredAt, balance: balance() });
  }
  expireUntil(at, true);
  return out;
}

/** The points a customer holds at `at`: unexpired earnings less what was spent. */
export function pointsBalanceAt(movements: readonly LedgerMovement[], at: string): number {
  const lines = pointsLedger(movements, at);
  return lines[lines.length - 1]?.balance ?? 0;
}

/** Points lapsing within the next `days` of `at` if not spent (for the record's summary). */
export function pointsExpiringWithin(movements: readonly LedgerMovement[], at: string, days: number): number {
  const until = new Date(new Date(at).getTime() + days * 86_400_000).toISOString();
  return pointsLedger(movements, until)
    .filter((l) => l.kind === 'expired' && l.at > at)
    .reduce((s, l) => s - l.points, 0);
}
