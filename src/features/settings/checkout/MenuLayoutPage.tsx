import { useTranslation } from 'react-i18next';
import { useCheckoutSettings } from '@/data/queries/checkout';
import { links } from '@/lib/links';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import './settings-checkout.css';

/** The menu's layout is arranged on the menu itself (/checkout/menu/edit); this page summarises it. */
export default function MenuLayoutPage() {
  const { t } = useTranslation();
  const layout = useCheckoutSettings()?.menuLayout;
  return (
    <PageFrame title={t('checkoutSettings.menuLayout')} actions={<LinkButton href={links.checkoutMenuEdit()} icon="pencil">{t('checkout.editMenu')}</LinkButton>}>
      <div className="settings-checkout">
        <section className="settings-card">
          <p>{t('checkoutSettings.menuOrder', { order: layout?.categoryOrder.join(', ') || t('checkoutSettings.byName') })}</p>
          <p>{t('checkoutSettings.menuHidden', { count: layout?.hiddenCategories.length ?? 0 })}</p>
        </section>
      </div>
    </PageFrame>
  );
}
