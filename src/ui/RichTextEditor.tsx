import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toolbar } from 'react-aria-components';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { Button } from './Button';
import type { IconName } from './Icon';
import './RichTextEditor.css';

export interface RichTextEditorProps {
  label: string;
  /** Initial HTML (sanitised before it is shown). */
  defaultValue?: string;
  /** Called with sanitised HTML on each edit. */
  onChange: (html: string) => void;
  placeholder?: string;
  isOptional?: boolean;
}

const COMMANDS: { command: string; icon: IconName; key: string }[] = [
  { command: 'bold', icon: 'bold', key: 'ui.richText.bold' },
  { command: 'italic', icon: 'italic', key: 'ui.richText.italic' },
  { command: 'underline', icon: 'underline', key: 'ui.richText.underline' },
  { command: 'insertUnorderedList', icon: 'listBullet', key: 'ui.richText.bulletList' },
];

/** A small rich-text field: bold, italic, underline, bullet list; its output is always sanitised. */
export function RichTextEditor({ label, defaultValue = '', onChange, placeholder, isOptional }: RichTextEditorProps) {
  const { t } = useTranslation('app');
  const ref = useRef<HTMLDivElement | null>(null);
  const labelId = useId();
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = sanitizeHtml(defaultValue);
    // Only the initial value is loaded; later edits live in the DOM.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const emit = () => {
    if (ref.current) onChange(sanitizeHtml(ref.current.innerHTML));
  };

  const run = (command: string) => {
    ref.current?.focus();
    // execCommand is deprecated but still the only built-in way to format a contentEditable.
    document.execCommand(command);
    emit();
  };

  return (
    <div className="ui-field ui-rich-text">
      <span className="ui-field__label" id={labelId}>
        {label}
        {isOptional && <span className="ui-field__optional"> {t('ui.optional')}</span>}
      </span>
      <div className="ui-rich-text__box">
        <Toolbar aria-label={t('ui.richText.toolbar')} className="ui-rich-text__toolbar">
          {COMMANDS.map((c) => (
            <Button key={c.command} variant="ghost" size="small" icon={c.icon} aria-label={t(c.key)} onPress={() => run(c.command)} />
          ))}
        </Toolbar>
        <div
          ref={ref}
          className="ui-rich-text__editor"
          contentEditable
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          tabIndex={0}
          data-placeholder={placeholder ?? ''}
          onInput={emit}
          onPaste={(e) => {
            e.preventDefault();
            document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
          }}
          suppressContentEditableWarning
        />
      </div>
    </div>
  );
}
