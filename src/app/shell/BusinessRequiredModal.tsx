import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { useSession } from '@/data/queries/session';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { useNavigate, usePathname } from '@/ui/routing';
import { BUSINESS_OPTIONAL_PATHS } from '../route-table';

/** Blocks every page but the dashboard, join and payment callback while there is no merchant business. */
export function BusinessRequiredModal() {
  const { t } = useTranslation();
  const session = useSession();
  const pathname = usePathname();
  const navigate = useNavigate();
  const withMerchant = Boolean(session?.business.businessId);
  const open = session !== undefined && session !== null && !withMerchant && !BUSINESS_OPTIONAL_PATHS.includes(pathname);
  return (
    <Modal
      isOpen={open}
      onOpenChange={() => undefined}
      isDismissable={false}
      title={t('shell.businessRequired.title')}
      footer={<Button onPress={() => navigate(links.dashboard())}>{t('shell.businessRequired.action')}</Button>}
    >
      <p>{t('shell.businessRequired.body')}</p>
    </Modal>
  );
}
