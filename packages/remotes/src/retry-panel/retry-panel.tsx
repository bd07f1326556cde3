import { ErrorPanel, Modal } from '@church/ui';
import { useTranslate } from './i18n/catalogues';

export interface RetryPanelProps {
  /** Names the region ('This page', 'Giving'...): its English, translated here. */
  label: string;
  onRetry: () => void;
  /** Draws the panel in a dialog titled by the label (a remote dialog that failed). */
  onCloseDialog?: () => void;
}

/** What a failed region shows, in the active language: loaded only when a region fails. */
export default function RetryPanel({ label, onRetry, onCloseDialog }: RetryPanelProps) {
  const { t } = useTranslate();
  const name = t(label);
  const panel = (
    <ErrorPanel
      title={t('remotes.retry.title', { label: name })}
      message={t('remotes.retry.message')}
      onRetry={onRetry}
    />
  );
  if (!onCloseDialog) return panel;
  return (
    <Modal title={name} onClose={onCloseDialog}>
      {panel}
    </Modal>
  );
}
