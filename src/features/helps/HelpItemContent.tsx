import { useTranslation } from 'react-i18next';
import type { HelpItem } from '@/lib/schemas/help-content';
import { VideoThumbnail } from '@/ui/VideoThumbnail';
import { HelpBody } from './HelpBody';

/** An item's videos, sanitised body and pictures: what the quick view and the item page both show. */
export function HelpItemContent({ item, onNavigate }: { item: HelpItem; onNavigate: (href: string) => void }) {
  const { t } = useTranslation('help');
  return (
    <>
      {item.videos.map((v) => (
        <VideoThumbnail key={v.url} videoUrl={v.url} title={item.title} mode="newTab" subtitle={t('drawer.watch')} />
      ))}
      {item.content !== '' && <HelpBody html={item.content} onNavigate={onNavigate} />}
      {item.images.length > 0 && (
        <ul className="help-images" aria-label={t('drawer.pictures')}>
          {item.images.map((image) => (
            <li key={image.url}>
              <a href={image.url} target="_blank" rel="noopener noreferrer">
                <img src={image.thumbnailUrl || image.url} alt="" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
