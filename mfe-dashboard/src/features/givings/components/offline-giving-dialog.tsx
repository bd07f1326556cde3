import { Modal } from '@church/ui';
import { OfflineGivingForm } from './offline-giving-form';
import { useTranslate } from '../../../i18n/catalogues';

/** The offline gift form in a dialog; it closes once the gift is recorded. */
export function OfflineGivingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslate();
  return (
    <Modal title={t('dashboard.givings.addOffline')} onClose={onClose} wide>
      <OfflineGivingForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
