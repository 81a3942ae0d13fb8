import type { RowMeta } from '@/lib/api-types';
import type { RollupDelta } from '@/lib/reports/rollup';

/** A daily rollup as the feed carries it (the server's sums for one branch, day, dim and key). */
export type ReportRollupRow = RowMeta & RollupDelta;
