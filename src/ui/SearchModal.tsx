import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { SearchBox } from './SearchBox';
import { useBreakpoint } from './useBreakpoint';
import './SearchModal.css';

export interface SearchModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** Debounced, lowercased search text. */
  onSearch: (text: string) => void;
  placeholder?: string;
  /** Results, usually a ResultsList. */
  children: ReactNode;
}

/** A modal with a search box on top and results under it; full screen on phones. */
export function SearchModal({ isOpen, onOpenChange, title, onSearch, placeholder, children }: SearchModalProps) {
  const isMobile = useBreakpoint() === 'mobile';
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={title} presentation={isMobile ? 'fullscreen' : 'modal'} size="large" className="ui-search-modal">
      <div className="ui-search-modal__box">
        <SearchBox onSearch={onSearch} label={title} autoFocus {...(placeholder ? { placeholder } : {})} />
      </div>
      <div className="ui-search-modal__results">{children}</div>
    </Modal>
  );
}
