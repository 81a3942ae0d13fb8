import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_ACCEPT, pickCsv } from '@/lib/uploads';
import { FileDropZone, UploadField } from './FileDropZone';

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
    <UploadField label={label} error={error}>
      <FileDropZone
        icon="file"
        text={fileName ?? t('ui.upload.dropCsv')}
        chooseLabel={t('ui.upload.chooseFile')}
        acceptedFileTypes={CSV_ACCEPT}
        isDisabled={isDisabled}
        onFiles={take}
      />
    </UploadField>
  );
}
