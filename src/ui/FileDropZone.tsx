import type { ReactNode } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';
import './Uploader.css';

export interface FileDropZoneProps {
  icon: IconName;
  /** What to drop, or the name of the file already chosen. */
  text: ReactNode;
  hint?: ReactNode;
  /** The label of the button that opens the file picker. */
  chooseLabel: ReactNode;
  acceptedFileTypes: readonly string[];
  allowsMultiple?: boolean;
  isDisabled: boolean;
  /** The files dropped or picked (none when the picker was closed empty). */
  onFiles: (files: File[]) => void;
}

/** The uploaders' drop target: drop files on it, or pick them with its button. */
export function FileDropZone({ icon, text, hint, chooseLabel, acceptedFileTypes, allowsMultiple = false, isDisabled, onFiles }: FileDropZoneProps) {
  return (
    <DropZone
      className="ui-dropzone"
      isDisabled={isDisabled}
      onDrop={async (e) => {
        const items = e.items.filter(isFileDropItem);
        onFiles(await Promise.all(items.map((i) => i.getFile())));
      }}
    >
      <Icon name={icon} size={28} />
      <Text slot="label" className="ui-dropzone__text">
        {text}
      </Text>
      {hint && <span className="ui-dropzone__hint">{hint}</span>}
      <FileTrigger acceptedFileTypes={[...acceptedFileTypes]} allowsMultiple={allowsMultiple} onSelect={(list) => onFiles(list ? Array.from(list) : [])}>
        <Button variant="secondary" size="small" icon="upload" isDisabled={isDisabled}>
          {chooseLabel}
        </Button>
      </FileTrigger>
    </DropZone>
  );
}

/** An uploader's frame: its label, what it holds, and the message of a refused file. */
export function UploadField({ label, error, children }: { label: ReactNode; error: string | null; children: ReactNode }) {
  return (
    <div className="ui-field">
      <span className="ui-field__label">{label}</span>
      {children}
      {error && (
        <span className="ui-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
