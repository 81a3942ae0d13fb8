import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { Queryable } from '@server/db/types';
import type { Outcome } from '@server/http/idempotency';
import { problem } from '@server/http/problem';
import { checkRedemptions, type RedemptionProblem } from '@server/routes/package-ledger';
import { checkSaleRedemption } from '@server/routes/reward-points';
import { checkVoucherPayments } from '@server/routes/voucher-rules';
import { saleFeatureRefusal } from '@/lib/feature-gates';
import { businessFeatures, featureOffOutcome } from '@server/routes/features';

/** Why a package session cannot pay a line, for the sync issue (the field reason is translated). */
const REDEMPTION_DETAIL: Record<RedemptionProblem['reason'], string> = {
  packageUnknown: 'A line is paid by a package this business does not know.',
  packageNotCustomers: "A line is paid by a package that is not the sale's customer's.",
  packageVoided: 'A line is paid by a package that was refunded.',
  packageExpired: 'A line is paid by a package that had expired on the day of the sale.',
  packageNotCovered: 'A line is paid by a package that does not hold that item.',
  noSessionsLeft: 'A line is paid by a package session that is no longer left.',
};

/**
 * The one step where a sale is refused (409, a field reason for Sync issues) before anything is
 * written: points beyond the customer's balance or under the program's minimum, a package session
 * the customer no longer holds, a voucher outside its type's terms, a package sold or a session
 * used while the business has membership off (409 naming the flag). Null: the sale may be written.
 * Everything else a late sale gets wrong is accepted and flagged as an anomaly instead.
 */
export async function saleRefusal(q: Queryable, businessId: string, input: SaleCreateInput, soldBy: string, timeZone: string): Promise<Outcome | null> {
  const off = saleFeatureRefusal(input.lines, await businessFeatures(q, businessId));
  if (off !== null) return featureOffOutcome(off);
  const points = await checkSaleRedemption(q, businessId, input);
  if (points !== null) return points;
  const session = await checkRedemptions(q, businessId, input, soldBy, timeZone);
  if (session !== null) return { status: 409, body: problem(409, REDEMPTION_DETAIL[session.reason], { lines: `packages.errors.${session.reason}` }) };
  const voucher = await checkVoucherPayments(q, businessId, input, timeZone);
  if (voucher !== null) return { status: 409, body: problem(409, voucher.detail, { payments: voucher.key }) };
  return null;
}
