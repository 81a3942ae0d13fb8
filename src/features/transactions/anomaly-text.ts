import type { TFunction } from 'i18next';
import type { SaleAnomalyRow } from '@/lib/checkout/rows';

const amountOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * One line saying what the server found, from the anomaly's detail (as the server recorded it).
 * `productName` resolves a product id from the replica; amounts are minor units.
 */
export function anomalyDetail(a: SaleAnomalyRow, t: TFunction, money: (minor: number) => string, productName: (id: string) => string | null): string {
  const d = a.detail;
  const product = () => productName(textOf(d.productId)) ?? t('transactions.anomalyText.unknownItem');
  switch (a.kind) {
    case 'stock_below_zero':
      return t('transactions.anomalyText.stock', { name: product(), stock: amountOf(d.stock) ?? 0 });
    case 'unknown_product':
      return t('transactions.anomalyText.unknownProduct', { id: textOf(d.productId) });
    case 'voucher_unknown':
      return t('transactions.anomalyText.voucherUnknown', { code: textOf(d.code), amount: money(amountOf(d.amount) ?? 0) });
    case 'voucher_over_redeemed':
      return t('transactions.anomalyText.voucherBalance', { code: textOf(d.code), amount: money(amountOf(d.balance) ?? 0) });
    case 'credit_overdrawn':
      return t('transactions.anomalyText.creditBalance', { amount: money(amountOf(d.balance) ?? 0) });
    case 'credit_without_customer':
      return t('transactions.anomalyText.noCustomer');
    case 'receipt_number_repeated':
      return t('transactions.anomalyText.receiptRepeated', { number: textOf(d.receiptNumber) });
    case 'totals_mismatch': {
      const device = d.device as Record<string, unknown> | undefined;
      const server = d.server as Record<string, unknown> | undefined;
      return t('transactions.anomalyText.totals', { device: money(amountOf(device?.total) ?? 0), server: money(amountOf(server?.due) ?? 0) });
    }
    case 'payments_mismatch':
      return t('transactions.anomalyText.payments', { paid: money(amountOf(d.paid) ?? 0), total: money(amountOf(d.total) ?? 0) });
    case 'points_mismatch':
      return t('transactions.anomalyText.points', { device: amountOf(d.device) ?? 0, server: amountOf(d.server) ?? 0 });
    case 'refund_exceeds_sale':
      return t('transactions.anomalyText.refunds', { refunded: money(amountOf(d.refunded) ?? 0), total: money(amountOf(d.total) ?? 0) });
  }
}
