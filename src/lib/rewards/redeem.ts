import type { RewardProgramRow } from '@/lib/schemas/reward-program';

/** What redeeming `points` pays (minor units). */
export function redemptionValue(points: number, program: Pick<RewardProgramRow, 'pointValue'>): number {
  return points * program.pointValue;
}

/** The most points a customer may redeem now: their balance, but no more than pays the amount due (whole points). */
export function maxRedeemable(balance: number, due: number, program: Pick<RewardProgramRow, 'pointValue'>): number {
  if (balance <= 0 || due <= 0) return 0;
  return Math.min(balance, Math.floor(due / program.pointValue));
}

export type RedemptionError = 'noPoints' | 'belowMinimum' | 'overBalance' | 'overDue';

/** Why `points` cannot be redeemed against `due` with `balance`, or null when they can. */
export function redemptionError(points: number, balance: number, due: number, program: Pick<RewardProgramRow, 'pointValue' | 'minRedeem'>): RedemptionError | null {
  if (!Number.isSafeInteger(points) || points <= 0) return 'noPoints';
  if (points < program.minRedeem) return 'belowMinimum';
  if (points > balance) return 'overBalance';
  if (redemptionValue(points, program) > due) return 'overDue';
  return null;
}
