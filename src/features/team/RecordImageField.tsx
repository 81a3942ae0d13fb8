import { useTranslation } from 'react-i18next';
import type { AssetPurpose } from '@/lib/schemas/asset';
import { useOnline } from '@/lib/useOnline';
import { ValidationError } from '@/data/errors';
import type { UploadTarget } from '@/data/upload-rows';
import { queueImageUpload, removeImage, retryUpload, usePendingImage } from '@/data/uploads';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { ImageUploader, type ImageItem } from '@/ui/ImageUploader';
import { ProgressBar } from '@/ui/ProgressBar';
import { toast } from '@/ui/toast';
import './record-image.css';

/**
 * One image of a record (a member's photo, the business's logo, a service's, product's or
 * branch's image): a chosen image shows at once and uploads when the device is online, with
 * progress; its address is then saved on the record through the outbox (src/data/uploads.ts).
 * A refused upload can be sent again from here.
 */
export function RecordImageField({ target, saved, label, canEdit }: {
  target: UploadTarget & { rowId: string; purpose: AssetPurpose };
  saved: string | null;
  label: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const pending = usePendingImage(target.table, target.rowId);
  const shown = pending?.url ?? saved;
  const value: ImageItem[] = shown === null ? [] : [{ id: 'image', url: shown, alt: label }];

  const change = async (items: ImageItem[]) => {
    const chosen = items.find((i) => i.file !== undefined);
    try {
      if (chosen?.file !== undefined) {
        URL.revokeObjectURL(chosen.url);
        await queueImageUpload(target, chosen.file);
      } else if (items.length === 0) {
        await removeImage(target.table, target.rowId, saved !== null);
      }
    } catch (error) {
      if (error instanceof ValidationError) toast.error(t(Object.values(error.fieldErrors)[0] ?? 'assets.validation.imagesOnly'));
      else throw error;
    }
  };

  return (
    <div className="record-image">
      <ImageUploader label={label} value={value} max={1} crossOrigin="anonymous" onChange={(items) => void change(items)} isDisabled={!canEdit} />
      {pending?.state === 'sending' && <ProgressBar label={t('assets.uploading')} value={pending.progress} showLabel />}
      {pending?.state === 'waiting' && <p className="record-image__note">{online ? t('assets.queued') : t('assets.waiting')}</p>}
      {pending?.state === 'refused' && (
        <Banner
          tone="danger"
          title={t('assets.refused')}
          description={t(pending.error ?? 'assets.errors.refused')}
          actions={
            canEdit && (
              <Button variant="secondary" icon="refresh" onPress={() => void retryUpload(target.table, target.rowId)}>
                {t('assets.retry')}
              </Button>
            )
          }
        />
      )}
    </div>
  );
}
