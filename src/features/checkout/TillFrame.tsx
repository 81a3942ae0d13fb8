import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTill, type Till } from '@/data/queries/till';
import { links } from '@/lib/links';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { FullScreenLoader } from '@/ui/Spinner';
import './checkout.css';

/** A checkout page: waits for the till (branch, settings, shift) and hands it to the content. */
export function TillFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: (till: Till) => ReactNode }) {
  const { t } = useTranslation();
  const till = useTill();
  if (till === undefined) return <FullScreenLoader />;
  return (
    <PageFrame title={title} actions={actions}>
      {till === null ? (
        <EmptyState icon="warning" title={t('checkout.noBranch')} action={<LinkButton href={links.settingsDevice()}>{t('device.title')}</LinkButton>} />
      ) : (
        children(till)
      )}
    </PageFrame>
  );
}
