import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSale } from '@/data/queries/sales';
import { usePrinters } from '@/lib/checkout/printer-manager';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { PaperPreview } from '@/ui/PaperPreview';
import { useSearchParams } from '@/ui/routing';
import { useSaleReceipt } from './useSaleReceipt';
import './checkout.css';

/** The receipt on screen, printed once on arrival from payment when a printer is set up. */
export default function ReceiptPage() {
  const { t } = useTranslation();
  const params = useSearchParams();
  const saleId = params.get('sale');
  const sale = useSale(saleId);
  const receipt = useSaleReceipt(sale);
  const printers = usePrinters();
  const printed = useRef(false);
  const hasPrinter = printers.saved.selectedId !== null;
  const cash = sale?.payments.some((p) => p.method === 'cash') ?? false;

  useEffect(() => {
    if (params.get('print') !== '1' || printed.current || !receipt.doc || !hasPrinter) return;
    printed.current = true;
    void receipt.print(cash);
  }, [params, receipt, hasPrinter, cash]);

  if (sale === null) return <PageFrame title={t('checkout.receipt')}><EmptyState title={t('checkout.noSale')} /></PageFrame>;
  return (
    <PageFrame
      title={t('checkout.receipt')}
      actions={
        <>
          <Button variant="secondary" icon="file" isDisabled={!receipt.doc} onPress={() => void receipt.print(false)}>{t('printer.print')}</Button>
          {saleId && <LinkButton href={links.checkoutCompletedOf(saleId)} icon="check">{t('checkout.done')}</LinkButton>}
        </>
      }
    >
      {!hasPrinter && <p className="muted">{t('printer.noneSetUp')} <a href={links.settingsDevice()}>{t('device.title')}</a></p>}
      {receipt.lines && <PaperPreview lines={receipt.lines} columns={receipt.width} label={t('checkout.receipt')} qrLabel={t('receipt.qrLabel')} logoUrl={receipt.logoUrl} />}
    </PageFrame>
  );
}
