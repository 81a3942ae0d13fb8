import type { EarningKind, RewardProgramRow } from '@/lib/schemas/reward-program';

/** A sale line as earning sees it: its kind, catalogue item and category, and what was paid for it (net, minor units). */
export interface EarningLine {
  kind: string;
  itemId: string | null;
  category: string | null;
  net: number;
}

const isEarningKind = (kind: string): kind is EarningKind => kind === 'service' || kind === 'product' || kind === 'package';

/** Whether a line earns under the program's scope (all, its category, or its item chosen). */
function inScope(program: Pick<RewardProgramRow, 'scope' | 'itemIds' | 'categories'>, line: EarningLine): boolean {
  if (program.scope === 'all') return true;
  if (program.scope === 'items') return line.itemId !== null && program.itemIds.includes(line.itemId);
  return line.category !== null && program.categories.includes(line.category);
}

/**
 * The points a sale earns: each eligible line's net (in ringgit) times its kind's rate, the part
 * paid with points taking nothing (the share of the total they paid), rounded down once for the
 * whole sale. `total` is the sale's total; `paidWithPoints` what points paid of it (minor units).
 */
export function pointsEarned(
  program: Pick<RewardProgramRow, 'earnRates' | 'scope' | 'itemIds' | 'categories'>,
  lines: readonly EarningLine[],
  paid: { total: number; paidWithPoints: number },
): number {
  // Hundredths of a point per sen, summed as integers: rates have two decimals.
  let hundredths = 0;
  for (const line of lines) {
    if (!isEarningKind(line.kind) || line.net <= 0 || !inScope(program, line)) continue;
    hundredths += line.net * Math.round(program.earnRates[line.kind] * 100);
  }
  // hundredths / 100 points per RM → per sen: divide by 100 again.
  const earnedSen = hundredths / 10_000;
  if (paid.paidWithPoints <= 0 || paid.total <= 0) return Math.floor(earnedSen + 1e-9);
  const share = Math.max(0, paid.total - paid.paidWithPoints) / paid.total;
  return Math.floor(earnedSen * share + 1e-9);
}

/** When points earned at `at` lapse: the same day of the month `months` later (the month's last day when shorter); null never. */
export function expiresAtOf(at: string, months: number | null): string | null {
  if (months === null) return null;
  const d = new Date(at);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}
