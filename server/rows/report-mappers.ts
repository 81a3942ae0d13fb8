import { ROLLUP_DIMS, type RollupDim } from '@/lib/reports/rollup';
import type { ReportRollupRow } from '@/lib/reports/rows';
import { num, rowMetaOf, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

const isDim = (v: string): v is RollupDim => (ROLLUP_DIMS as readonly string[]).includes(v);

export function toReportRollup(r: DbRow): ReportRollupRow {
  const dim = str(r.dim);
  if (!isDim(dim)) throw new Error(`Unknown rollup dimension ${dim}`);
  return {
    ...rowMetaOf(r),
    branchId: str(r.branch_id),
    day: str(r.day),
    dim,
    key: str(r.key),
    count: num(r.count),
    qty: num(r.qty),
    gross: num(r.gross),
    discount: num(r.discount),
    serviceCharge: num(r.service_charge),
    tax: num(r.tax),
    tip: num(r.tip),
    total: num(r.total),
    refunds: num(r.refunds),
  };
}
