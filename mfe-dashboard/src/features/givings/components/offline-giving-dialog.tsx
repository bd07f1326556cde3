import { Modal } from '@church/ui';
import { OfflineGivingForm } from './offline-giving-form';

/** The offline gift form in a dialog; it closes once the gift is recorded. */
export function OfflineGivingDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Add offline gift" onClose={onClose} wide>
      <OfflineGivingForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
