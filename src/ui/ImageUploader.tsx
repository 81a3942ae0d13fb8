import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { addImages, IMAGE_TYPES, MAX_IMAGES_PER_INPUT } from '@/lib/uploads';
import { FileDropZone, UploadField } from './FileDropZone';
import { Icon } from './Icon';
import './Uploader.css';

export interface ImageItem {
  id: string;
  /** A remote URL or an object URL for a file not yet uploaded. */
  url: string;
  file?: File;
  alt?: string;
}

export interface ImageUploaderProps {
  label: ReactNode;
  value: readonly ImageItem[];
  onChange: (value: ImageItem[]) => void;
  /** At most this many images (default 5). */
  max?: number;
  isDisabled?: boolean;
  /** 'anonymous' fetches remote images with CORS, so the service worker can keep them for offline use. */
  crossOrigin?: 'anonymous';
}

let counter = 0;

/** Image uploader (spec §5): jpeg, png, gif, bmp, webp, svg; keeps at most 5. */
export function ImageUploader({ label, value, onChange, max = MAX_IMAGES_PER_INPUT, isDisabled = false, crossOrigin }: ImageUploaderProps) {
  const { t } = useTranslation('app');
  const [error, setError] = useState<string | null>(null);
  const full = value.length >= max;

  const take = (files: File[]) => {
    const { accepted, rejectedType, rejectedCount } = addImages(value.length, files, max);
    setError(rejectedType.length ? t('ui.upload.imagesOnly') : rejectedCount.length ? t('ui.upload.maxImages', { max }) : null);
    if (accepted.length === 0) return;
    onChange([...value, ...accepted.map((file) => ({ id: `new-${++counter}`, url: URL.createObjectURL(file), file, alt: file.name }))]);
  };

  const remove = (item: ImageItem) => {
    if (item.file) URL.revokeObjectURL(item.url);
    onChange(value.filter((v) => v.id !== item.id));
  };

  return (
    <UploadField label={label} error={error}>
      {value.length > 0 && (
        <ul className="ui-images">
          {value.map((item, i) => (
            <li key={item.id} className="ui-images__item">
              <img src={item.url} alt={item.alt ?? t('ui.upload.imageN', { n: i + 1 })} {...(crossOrigin && !item.url.startsWith('blob:') ? { crossOrigin } : {})} />
              <AriaButton className="ui-images__remove" aria-label={t('ui.upload.removeImage', { n: i + 1 })} onPress={() => remove(item)} isDisabled={isDisabled}>
                <span>
                  <Icon name="close" size={16} />
                </span>
              </AriaButton>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <FileDropZone
          icon="image"
          text={t('ui.upload.dropImages')}
          hint={t('ui.upload.imageHint', { count: value.length, max })}
          chooseLabel={t('ui.upload.chooseImages')}
          acceptedFileTypes={IMAGE_TYPES}
          allowsMultiple={max - value.length > 1}
          isDisabled={isDisabled}
          onFiles={take}
        />
      )}
    </UploadField>
  );
}
