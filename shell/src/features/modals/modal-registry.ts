import type { ModalId } from '@church/modals';

interface ModalSource {
  remote: string;
  exposed: string;
  /** Title of the frame that shows a retry panel if the dialog's remote cannot be loaded. */
  title: string;
}

/** Which remote renders each modal: remotes open modals by id and never import each other. */
export const modalRegistry: Record<ModalId, ModalSource> = {
  'giving-menu': { remote: 'mfe_giving', exposed: 'giving-menu', title: 'Giving' },
};
