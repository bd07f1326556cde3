import { create } from 'zustand';

/**
 * Every modal any app may open. The shell's modal manager maps each id to the module that
 * renders it, so a remote opens another remote's dialog without importing its code.
 */
export type ModalId =
  | 'giving-menu'
  | 'prayer-request'
  | 'sign-in'
  | 'sign-up'
  | 'forgot-password'
  | 'resend-confirmation'
  | 'reset-password';

export interface CurrentModal {
  id: ModalId;
  props: Record<string, unknown>;
}

interface ModalState {
  /** Only one modal is current at a time: opening another replaces it. */
  current: CurrentModal | null;
}

export const useModalStore = create<ModalState>(() => ({ current: null }));

export function openModal(id: ModalId, props: Record<string, unknown> = {}): void {
  useModalStore.setState({ current: { id, props } });
}

export function closeModal(): void {
  useModalStore.setState({ current: null });
}
