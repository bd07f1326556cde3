import { create } from 'zustand';
import type { ModalId, ModalOpenProps } from '@church/exposes';

// Every modal any app may open, and its props, is part of the contract (@church/exposes). The
// shell's modal manager maps each id to the module that renders it, so a remote opens another
// remote's dialog without importing its code.
export type { ModalId };

export interface CurrentModal {
  id: ModalId;
  props: Record<string, unknown>;
}

interface ModalState {
  /** Only one modal is current at a time: opening another replaces it. */
  current: CurrentModal | null;
}

export const useModalStore = create<ModalState>(() => ({ current: null }));

/** The props a modal needs, when it needs any, are required; `openModal('sign-in')` is enough. */
type OpenArgs<Id extends ModalId> =
  Record<string, never> extends ModalOpenProps[Id] ? [props?: ModalOpenProps[Id]] : [props: ModalOpenProps[Id]];

export function openModal<Id extends ModalId>(id: Id, ...[props]: OpenArgs<Id>): void {
  useModalStore.setState({ current: { id, props: props ?? {} } });
}

export function closeModal(): void {
  useModalStore.setState({ current: null });
}
