import { formatMoney } from '@/lib/money';
import type { ShiftRow } from '@/lib/checkout/rows';
import type { ReceiptLine } from '@/lib/checkout/receipt-layout';
import { PAYMENT_METHODS } from '@/lib/checkout/settings';
import { centre, columns, rule } from '@/lib/checkout/text-columns';

/** A closed shift's Z report laid out for the paper, labels through `t` (keys under `shift.z.*`). */
export function zReportLines(shift: ShiftRow, ctx: { businessName: string; branchName: string; currency: string; t: (key: string) => string }, width: number): ReceiptLine[] {
  const z = shift.zReport;
  if (!z) return [];
  const { t } = ctx;
  const m = (minor: number) => formatMoney(minor, ctx.currency);
  const out: ReceiptLine[] = [];
  const add = (lines: string[], bold = false) => lines.forEach((text) => out.push({ kind: 'text', text, bold }));
  add(centre(ctx.businessName, width), true);
  add(centre(ctx.branchName, width));
  add(centre(`${t('shift.zReport')} ${shift.zNumber ?? ''}`, width), true);
  add([rule(width)]);
  add(columns(t('shift.z.opened'), shift.openedAt.slice(0, 16).replace('T', ' '), width));
  add(columns(t('shift.z.closed'), (shift.closedAt ?? '').slice(0, 16).replace('T', ' '), width));
  add(columns(t('shift.z.sales'), String(z.salesCount), width));
  add(columns(t('shift.z.gross'), m(z.grossSales), width));
  add(columns(t('shift.z.discounts'), m(-z.discounts), width));
  add(columns(t('shift.z.tax'), m(z.tax), width));
  add(columns(t('shift.z.tips'), m(z.tips), width));
  add([rule(width)]);
  for (const method of PAYMENT_METHODS) if (z.byMethod[method] !== 0) add(columns(t(`checkout.methods.${method}`), m(z.byMethod[method]), width));
  add(columns(t('shift.z.refunds'), m(-z.refunds), width));
  add([rule(width)]);
  add(columns(t('shift.openingFloat'), m(z.openingFloat), width));
  add(columns(t('shift.cashIn'), m(z.cashIn), width));
  add(columns(t('shift.cashOut'), m(-z.cashOut), width));
  add(columns(t('shift.z.expected'), m(z.expectedCash), width), true);
  if (z.countedCash !== null) add(columns(t('shift.z.counted'), m(z.countedCash), width), true);
  if (z.difference !== null) add(columns(t('shift.z.difference'), m(z.difference), width), true);
  return out;
}
