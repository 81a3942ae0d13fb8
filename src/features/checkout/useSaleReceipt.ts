import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiptNames } from '@/data/queries/receipt';
import { useCheckoutSettings } from '@/data/queries/checkout';
import { useRefundsOf } from '@/data/queries/sales';
import { useSalePackageSessions } from '@/data/queries/packages';
import { useSalePoints } from '@/data/queries/rewards';
import type { SaleRow } from '@/lib/checkout/rows';
import { DEFAULT_PRINT_WIDTH, layoutReceipt, type ReceiptDocument, type ReceiptLine } from '@/lib/checkout/receipt-layout';
import { printReceipt, receiptLabels } from '@/lib/checkout/print-receipt';
import { saleReceiptDocument as saleDoc } from '@/lib/checkout/receipt-document';
import { PrinterError } from '@/lib/checkout/printer-transport';
import { loadPrinters, usePrinters } from '@/lib/checkout/printer-manager';
import { deviceIdentity } from '@/data/device';
import { receiptLogoFor } from '@/data/receipt-logo';
import type { LogoBitmap } from '@/lib/checkout/receipt-logo';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { toast } from '@/ui/toast';

/** A sale's receipt as a document, its on-screen layout, and a print action that shows §8 alerts. */
export function useSaleReceipt(sale: SaleRow | null | undefined, options: { banner?: string } = {}) {
  const { t, i18n } = useTranslation();
  const names = useReceiptNames(sale);
  const settings = useCheckoutSettings();
  const refunds = useRefundsOf(sale?.id ?? null);
  const sessions = useSalePackageSessions(sale);
  const points = useSalePoints(sale);
  const labels = useMemo(() => receiptLabels(t), [t]);
  const printers = usePrinters();
  useEffect(() => loadPrinters(deviceIdentity().deviceId), []);
  const doc = useMemo((): ReceiptDocument | undefined => {
    if (!sale || !names || !settings || !refunds || !sessions || points === undefined) return undefined;
    const methodLabel = (m: string) => settings.paymentMethods.find((p) => p.method === m)?.label || t(`checkout.methods.${m}`);
    const staff = names.staff;
    return saleDoc(sale, refunds, {
      businessName: names.businessName,
      branch: names.branch,
      receipt: settings.receipt,
      names: { cashier: names.cashier, customer: names.customer, staff },
      methodLabel,
      dateText: formatDate(sale.soldAt, 'dateTime', { timeZone: names.branch?.timeZone ?? 'Asia/Kuala_Lumpur', locale: toAppLocale(i18n.language) }),
      banner: options.banner ?? '',
      qrUrl: `${location.origin}${links.transactionPaymentReceipt(sale.id)}`,
      packageSessions: new Map([...sessions].map(([lineId, s]) => [lineId, t('packages.receiptLine', { name: s.name, left: s.left, bought: s.bought })])),
      points,
    });
  }, [sale, names, settings, refunds, sessions, points, t, i18n.language, options.banner]);
  const width = printers.saved.printers.find((p) => p.id === printers.saved.selectedId)?.printWidth ?? DEFAULT_PRINT_WIDTH;
  const lines: ReceiptLine[] | undefined = useMemo(() => (doc ? layoutReceipt(doc, labels, width) : undefined), [doc, labels, width]);

  const logoUrl = settings?.receipt.logoUrl ?? '';
  // Keep the logo decoded on the device while online, so a receipt printed offline has it too.
  const businessId = sale?.businessId;
  useEffect(() => {
    if (businessId !== undefined && logoUrl !== '') void loadLogo(businessId, logoUrl);
  }, [businessId, logoUrl]);

  async function print(drawerKick: boolean): Promise<boolean> {
    if (!doc || !sale) return false;
    const logo = logoUrl === '' ? null : await loadLogo(sale.businessId, logoUrl);
    try {
      await printReceipt(doc, labels, { drawerKick, logo });
      toast.success(t('printer.printed'));
      return true;
    } catch (error) {
      if (!(error instanceof PrinterError)) throw error;
      if (error.code !== 'cancelled') toast.error(t(`printer.alerts.${error.code}`));
      return false;
    }
  }
  return { doc, lines, width, logoUrl, print };
}

/** The logo for print, or null (logged) when it cannot be had: the receipt then prints without it. */
async function loadLogo(businessId: string, url: string): Promise<LogoBitmap | null> {
  try {
    return await receiptLogoFor(businessId, url);
  } catch (error) {
    console.warn('Receipt logo unavailable; printing without it', url, error);
    return null;
  }
}
