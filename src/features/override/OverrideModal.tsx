import { useTranslation } from 'react-i18next';
import { Modal } from '@/ui/Modal';
import { Tabs } from '@/ui/Tabs';
import { ClickstreamTab, type ClickstreamTools } from './ClickstreamTab';
import { FeaturesTab } from './FeaturesTab';
import { MerchantTab } from './MerchantTab';
import { RolesTab } from './RolesTab';
import './override.css';

/** The provider admin's override modal (spec §6): merchant account, features, roles, clickstream. */
export function OverrideModal({ isOpen, onOpenChange, clickstream }: { isOpen: boolean; onOpenChange: (open: boolean) => void; clickstream: ClickstreamTools }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('override.title')} size="large">
      <Tabs
        label={t('override.title')}
        variant="underline"
        items={[
          { id: 'merchant', label: t('override.tabs.merchant'), content: <MerchantTab /> },
          { id: 'features', label: t('override.tabs.features'), content: <FeaturesTab /> },
          { id: 'roles', label: t('override.tabs.roles'), content: <RolesTab /> },
          { id: 'clickstream', label: t('override.tabs.clickstream'), content: <ClickstreamTab tools={clickstream} /> },
        ]}
      />
    </Modal>
  );
}
