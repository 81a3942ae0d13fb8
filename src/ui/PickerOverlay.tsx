import type { ReactNode, RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Modal } from './Modal';
import './Popover.css';
import './PickerOverlay.css';

export interface PickerOverlayProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  title: string;
  /** Popover when true, bottom drawer otherwise. */
  asPopover: boolean;
  /** Drawer height as a share of the viewport (0.6 date picker, 0.5 time picker). */
  drawerHeight?: number;
  /** Drawer footer (e.g. a Done button); also shown at the bottom of the popover when given. */
  footer?: ReactNode;
  minWidth?: number;
  children: ReactNode;
}

/** The overlay of the pickers: a popover under the trigger, or a drawer on small screens. */
export function PickerOverlay({ isOpen, onOpenChange, triggerRef, title, asPopover, drawerHeight, footer, minWidth, children }: PickerOverlayProps) {
  if (!asPopover) {
    return (
      <Modal
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={title}
        presentation="drawer"
        {...(drawerHeight !== undefined ? { drawerHeight } : {})}
        footer={footer}
      >
        {children}
      </Modal>
    );
  }
  return (
    <Popover
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      placement="bottom start"
      className="ui-popover ui-picker-popover"
      {...(minWidth ? { style: { minWidth } } : {})}
    >
      <Dialog className="ui-picker-popover__dialog" aria-label={title}>
        <Heading slot="title" className="ui-visually-hidden">
          {title}
        </Heading>
        {children}
        {footer && <div className="ui-picker-popover__footer">{footer}</div>}
      </Dialog>
    </Popover>
  );
}
