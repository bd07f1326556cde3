import type { ComponentType } from 'react';
import type { ModalRef } from '@church/exposes';
import type { ModalId } from '@church/modals';

type ModalComponent = ComponentType<Record<string, unknown> & { onClose: () => void }>;

/**
 * A dialog another remote renders, loaded through federation: only the module the contract
 * (@church/exposes) declares for this modal id fits, so a renamed or re-assigned one fails here.
 */
type RemoteModal<Id extends ModalId> = ModalRef<Id> & {
  /** Title of the frame that shows a retry panel if the remote cannot be loaded. */
  title: string;
};

/** A dialog the shell owns, in its own lazily loaded chunk. */
interface LocalModal {
  load: () => Promise<{ default: ModalComponent }>;
}

/** Which code renders each modal: apps open modals by id and never import each other. */
export const modalRegistry: { [Id in ModalId]: RemoteModal<Id> | LocalModal } = {
  'giving-menu': { remote: 'mfe_giving', exposed: 'giving-menu', title: 'Giving' },
  'prayer-request': { remote: 'mfe_public', exposed: 'prayer-request', title: 'Prayer request' },
  'sign-in': {
    load: () => import('../../features/auth/components/sign-in-modal') as Promise<{ default: ModalComponent }>,
  },
  'sign-up': {
    load: () => import('../../features/auth/components/sign-up-modal') as Promise<{ default: ModalComponent }>,
  },
  'forgot-password': {
    load: () => import('../../features/auth/components/forgot-password-modal') as Promise<{ default: ModalComponent }>,
  },
  'resend-confirmation': {
    load: () =>
      import('../../features/auth/components/resend-confirmation-modal') as Promise<{ default: ModalComponent }>,
  },
  'sign-in-link': {
    load: () => import('../../features/auth/components/sign-in-link-modal') as Promise<{ default: ModalComponent }>,
  },
  'reset-password': {
    load: () => import('../../features/auth/components/reset-password-modal') as Promise<{ default: ModalComponent }>,
  },
};
