import { Button } from '../button';
import { useTranslate } from './i18n/catalogues';

interface UploadProgressProps {
  fileName: string;
  /** 0 to 100. */
  percent: number;
  onCancel: () => void;
}

/** The bar of a running upload, named after the file, with the percentage and a Cancel that aborts. */
export function UploadProgress({ fileName, percent, onCancel }: UploadProgressProps) {
  const { t } = useTranslate();
  return (
    <div className="ui-file-field__progress">
      <div
        role="progressbar"
        aria-label={t('ui.fileField.uploading', { fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="ui-progress"
      >
        <span className="ui-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="ui-file-field__percent" aria-hidden="true">
        {percent}%
      </span>
      <Button variant="secondary" onClick={onCancel}>
        {t('ui.fileField.cancel')}
      </Button>
    </div>
  );
}
