import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { CSV_ACCEPT, pickCsv } from '@/lib/uploads';
import { Button } from './Button';
import { Icon } from './Icon';
import './Uploader.css';

export interface CsvUploaderProps {
  label: ReactNode;
  onFile: (file: File) => void;
  /** Name of the file already chosen, if any. */
  fileName?: string | null;
  isDisabled?: boolean;
}

/** CSV uploader (spec §5): .csv only, one file; drop or pick. */
export function CsvUploader({ label, onFile, fileName, isDisabled = false }: CsvUploaderProps) {
  const { t } = useTranslation('app');
  const [error, setError] = useState<string | null>(null);
  const take = (files: File[]) => {
    const { file } = pickCsv(files);
    if (!file) {
      setError(t('ui.upload.csvOnly'));
      return;
    }
    setError(null);
    onFile(file);
  };
  return (
    <div className="ui-field">
      <span className="ui-field__label">{label}</span>
      <DropZone
        className="ui-dropzone"
        isDisabled={isDisabled}
        onDrop={async (e) => {
          const items = e.items.filter(isFileDropItem);
          take(await Promise.all(items.map((i) => i.getFile())));
        }}
      >
        <Icon name="file" size={28} />
        <Text slot="label" className="ui-dropzone__text">
          {fileName ?? t('ui.upload.dropCsv')}
        </Text>
        <FileTrigger acceptedFileTypes={[...CSV_ACCEPT]} onSelect={(list) => take(list ? Array.from(list) : [])}>
          <Button variant="secondary" size="small" icon="upload" isDisabled={isDisabled}>
            {t('ui.upload.chooseFile')}
          </Button>
        </FileTrigger>
      </DropZone>
      {error && (
        <span className="ui-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
