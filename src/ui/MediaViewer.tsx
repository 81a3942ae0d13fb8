import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Icon } from './Icon';
import './MediaViewer.css';

export interface MediaItem {
  type: 'image' | 'video';
  url: string;
  /** Describes the picture; also the caption. */
  alt: string;
}

export interface MediaViewerProps {
  items: readonly MediaItem[];
  /** Index shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** A full-screen viewer for pictures and videos, with previous/next (buttons and arrow keys). */
export function MediaViewer({ items, index, onIndexChange }: MediaViewerProps) {
  const { t } = useTranslation('app');
  const open = index !== null && items[index] !== undefined;
  const item = index !== null ? items[index] : undefined;
  const count = items.length;
  const go = (delta: number) => {
    if (index === null || count === 0) return;
    onIndexChange((index + delta + count) % count);
  };

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      if (e.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <ModalOverlay isOpen={open} onOpenChange={(o) => !o && onIndexChange(null)} isDismissable className="ui-media-overlay">
      <AriaModal className="ui-media">
        <Dialog className="ui-media__dialog" aria-label={t('ui.media.viewer')}>
          <header className="ui-media__header">
            <Heading slot="title" className="ui-media__title">
              {item?.alt} {count > 1 && index !== null ? `(${index + 1} / ${count})` : ''}
            </Heading>
            <AriaButton className="ui-media__button" aria-label={t('ui.close')} onPress={() => onIndexChange(null)}>
              <Icon name="close" />
            </AriaButton>
          </header>
          <div className="ui-media__stage">
            {item?.type === 'video' ? (
              <video key={item.url} src={item.url} controls autoPlay className="ui-media__content" aria-label={item.alt} />
            ) : item ? (
              <img key={item.url} src={item.url} alt={item.alt} className="ui-media__content" />
            ) : null}
            {count > 1 && (
              <>
                <AriaButton className="ui-media__button ui-media__nav ui-media__nav--prev" aria-label={t('ui.media.previous')} onPress={() => go(-1)}>
                  <Icon name="back" />
                </AriaButton>
                <AriaButton className="ui-media__button ui-media__nav ui-media__nav--next" aria-label={t('ui.media.next')} onPress={() => go(1)}>
                  <Icon name="forward" />
                </AriaButton>
              </>
            )}
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
