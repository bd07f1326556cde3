import { closeModal, useModalStore } from '@church/modals';
import { FullScreenSpinner, Modal } from '@church/ui';
import { RemoteRegion } from '../remotes/remote-region';
import { modalRegistry } from './modal-registry';

/** Renders the one current modal, loading its remote on first use. */
export function ModalManager() {
  const current = useModalStore((state) => state.current);
  if (!current) return null;
  const source = modalRegistry[current.id];
  return (
    <RemoteRegion
      key={current.id}
      remote={source.remote}
      exposed={source.exposed}
      label={source.title}
      props={{ ...current.props, onClose: closeModal }}
      fallback={<FullScreenSpinner />}
      errorFrame={(panel) => (
        <Modal title={source.title} onClose={closeModal}>
          {panel}
        </Modal>
      )}
    />
  );
}
