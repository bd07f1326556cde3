export { useModalStore, openModal, closeModal } from './modal-store';
export type { ModalId, CurrentModal } from './modal-store';
