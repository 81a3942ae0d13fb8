import { useTranslation } from 'react-i18next';
import type { BusinessRow } from '@/lib/api-types';
import { useOnline } from '@/lib/useOnline';
import { ValidationError } from '@/data/errors';
import { updateBusiness } from '@/data/mutations/business';
import { cancelUpload, queueImageUpload, usePendingImage } from '@/data/uploads';
import { Banner } from '@/ui/Banner';
import { ImageUploader, type ImageItem } from '@/ui/ImageUploader';
import { ProgressBar } from '@/ui/ProgressBar';
import { toast } from '@/ui/toast';

/**
 * The business's logo: a chosen image shows at once and uploads when the device is online (with
 * progress); the logo's address is then saved on the business through the outbox.
 */
export function LogoField({ business, canEdit }: { business: BusinessRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const pending = usePendingImage('businesses', business.id);
  const shown = pending?.url ?? business.logoUrl;
  const value: ImageItem[] = shown === null ? [] : [{ id: 'logo', url: shown, alt: t('business.logo') }];

  const change = async (items: ImageItem[]) => {
    const chosen = items.find((i) => i.file !== undefined);
    try {
      if (chosen?.file !== undefined) {
        URL.revokeObjectURL(chosen.url);
        await queueImageUpload({ table: 'businesses', field: 'logoUrl', rowId: business.id, purpose: 'businessLogo' }, chosen.file);
      } else if (items.length === 0) {
        await cancelUpload('businesses', business.id);
        if (business.logoUrl !== null) await updateBusiness(business.id, { logoUrl: null });
      }
    } catch (error) {
      if (error instanceof ValidationError) toast.error(t(Object.values(error.fieldErrors)[0] ?? 'assets.validation.imagesOnly'));
      else throw error;
    }
  };

  return (
    <div className="business-logo">
      <ImageUploader label={t('business.logo')} value={value} max={1} crossOrigin="anonymous" onChange={(items) => void change(items)} isDisabled={!canEdit} />
      {pending?.state === 'sending' && <ProgressBar label={t('business.logoUploading')} value={pending.progress} showLabel />}
      {pending?.state === 'waiting' && <p className="business-logo__note">{online ? t('business.logoQueued') : t('business.logoWaiting')}</p>}
      {pending?.state === 'refused' && <Banner tone="danger" title={t('business.logoRefused')} description={t(pending.error ?? 'assets.errors.refused')} />}
    </div>
  );
}
