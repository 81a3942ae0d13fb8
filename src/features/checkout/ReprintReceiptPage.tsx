import { useTranslation } from 'react-i18next';
import { useSale } from '@/data/queries/sales';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { PaperPreview } from '@/ui/PaperPreview';
import { useRouteParams } from '@/ui/routing';
import { useSaleReceipt } from './useSaleReceipt';
import './checkout.css';

/** The receipt of a past sale (from Transactions), with reprint. */
export default function ReprintReceiptPage() {
  const { t } = useTranslation();
  const id = useRouteParams<{ id: string }>().id ?? null;
  const sale = useSale(id);
  const receipt = useSaleReceipt(sale, { banner: t('receipt.reprint') });
  return (
    <PageFrame title={t('checkout.receipt')}
      actions={<>
        {id && <LinkButton href={links.transactionPaymentDetails(id)} variant="secondary" icon="back">{t('transactions.details')}</LinkButton>}
        <Button icon="file" isDisabled={!receipt.doc} onPress={() => void receipt.print(false)}>{t('transactions.reprint')}</Button>
      </>}>
      {receipt.lines && <PaperPreview lines={receipt.lines} columns={receipt.width} label={t('checkout.receipt')} qrLabel={t('receipt.qrLabel')} logoUrl={receipt.logoUrl} />}
    </PageFrame>
  );
}
