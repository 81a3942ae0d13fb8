import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { sheetHeight } from '@/lib/drawer-gesture';
import { Icon } from './Icon';
import { useBreakpoint } from './useBreakpoint';
import { useDrawerDrag } from './useDrawerDrag';
import { useIsTouch } from './useIsTouch';
import './Modal.css';

export type ModalPresentation = 'auto' | 'modal' | 'drawer' | 'sheet' | 'fullscreen';
export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Dialog title (names the dialog). */
  title: ReactNode;
  /** Hides the title visually; it still names the dialog. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  /** Shows a back button in the header. */
  onBack?: () => void;
  /**
   * When false: no close button, Escape and outside clicks do nothing, dragging never closes.
   * Default true.
   */
  isDismissable?: boolean;
  /**
   * 'auto' (default): bottom drawer under 640 px, sheet on touch devices, centred modal otherwise.
   */
  presentation?: ModalPresentation;
  /** Centred modal width: small 400, medium 560, large 720 (max). */
  size?: ModalSize;
  /** Drawer height as a share of the viewport (e.g. 0.6); content height when omitted. */
  drawerHeight?: number;
  className?: string;
}

export function resolvePresentation(presentation: ModalPresentation, isMobile: boolean, isTouch: boolean) {
  if (presentation !== 'auto') return presentation;
  if (isMobile) return 'drawer';
  if (isTouch) return 'sheet';
  return 'modal';
}

/** The modal host of spec §2.4: drawer, sheet or centred modal. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  hideTitle = false,
  children,
  footer,
  onBack,
  isDismissable = true,
  presentation = 'auto',
  size = 'medium',
  drawerHeight,
  className,
}: ModalProps) {
  const { t } = useTranslation('app');
  const isMobile = useBreakpoint() === 'mobile';
  const isTouch = useIsTouch();
  const kind = resolvePresentation(presentation, isMobile, isTouch);
  const draggable = kind === 'drawer' || kind === 'sheet';
  const close = () => onOpenChange(false);
  const { panelRef, offset, dragging, handleProps } = useDrawerDrag({ isDismissable, onClose: close, enabled: draggable });

  const style: CSSProperties = {};
  if (kind === 'sheet') style.height = sheetHeight(typeof window === 'undefined' ? undefined : window.innerHeight);
  if (kind === 'drawer' && drawerHeight !== undefined) style.height = `${Math.round(drawerHeight * 100)}dvh`;
  if (offset !== 0) style.transform = `translateY(${offset}px)`;
  if (dragging) style.transition = 'none';

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={`ui-modal-overlay ui-modal-overlay--${kind}`}
    >
      <AriaModal
        ref={panelRef}
        className={['ui-modal', `ui-modal--${kind}`, `ui-modal--${size}`, className].filter(Boolean).join(' ')}
        style={style}
      >
        <Dialog className="ui-modal__dialog">
          {draggable && (
            <div className="ui-modal__grab" {...handleProps} aria-hidden="true">
              <span className="ui-modal__grab-bar" />
            </div>
          )}
          <header className="ui-modal__header" {...(draggable ? handleProps : {})}>
            {onBack && (
              <AriaButton className="ui-modal__icon-button" aria-label={t('ui.back')} onPress={onBack}>
                <Icon name="back" />
              </AriaButton>
            )}
            <Heading slot="title" className={hideTitle ? 'ui-visually-hidden' : 'ui-modal__title'}>
              {title}
            </Heading>
            {isDismissable && (
              <AriaButton className="ui-modal__icon-button ui-modal__close" aria-label={t('ui.close')} onPress={close}>
                <Icon name="close" />
              </AriaButton>
            )}
          </header>
          <div className="ui-modal__body">{children}</div>
          {footer && <footer className="ui-modal__footer">{footer}</footer>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
