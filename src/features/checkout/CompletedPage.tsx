import { useTranslation } from 'react-i18next';
import { createCart } from '@/data/mutations/carts';
import { useSale } from '@/data/queries/sales';
import { useTill } from '@/data/queries/till';
import { changeDue } from '@/lib/checkout/payments';
import { links } from '@/lib/links';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useSearchParams } from '@/ui/routing';
import { useMoney } from './useMoney';
import './checkout.css';

export default function CompletedPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const saleId = useSearchParams().get('sale');
  const sale = useSale(saleId);
  const till = useTill();
  const navigate = useNavigate();

  async function next() {
    if (till) await createCart({ branchId: till.branch.id, deviceId: till.deviceId });
    navigate(links.checkoutMenu());
  }
  return (
    <PageFrame title={t('checkout.completed')}>
      <div className="completed">
        <Icon name="success" size={56} />
        {sale && (
          <>
            <p className="completed__total">{t('checkout.paidTotal', { amount: money(sale.totals.total) })}</p>
            {changeDue(sale.payments) > 0 && <p className="completed__change">{t('checkout.changeDue', { amount: money(changeDue(sale.payments)) })}</p>}
            <p className="muted">{sale.receiptNumber}</p>
          </>
        )}
        <div className="completed__actions">
          <Button icon="plus" onPress={() => void next()}>{t('checkout.newSale')}</Button>
          {saleId && <LinkButton href={links.checkoutReceiptOf(saleId)} variant="secondary">{t('checkout.receipt')}</LinkButton>}
        </div>
      </div>
    </PageFrame>
  );
}
