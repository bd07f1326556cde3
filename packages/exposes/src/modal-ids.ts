/**
 * Every modal any app may open, with the props its opener passes. The shell's modal manager
 * adds `onClose`; a remote that renders one of these declares it in `remote-exposes.ts`.
 */
export interface ModalOpenProps {
  'giving-menu': {
    /** Opens straight on one way to give (a signed-out visitor gets the sign-in notice). */
    flow?: 'one-time' | 'recurring';
  };
  'prayer-request': {
    /** The page the request is sent from, e.g. '/videos/12'. */
    page: string;
  };
  'sign-in': {
    /** Why signing in is asked for (a signed-out visitor's 'Give monthly'), shown in the dialog. */
    reason?: string;
  };
  'sign-up': Record<string, never>;
  'forgot-password': Record<string, never>;
  'resend-confirmation': Record<string, never>;
  'sign-in-link': Record<string, never>;
  'reset-password': { token?: string };
}

export type ModalId = keyof ModalOpenProps;

/** What a modal's component receives: its opener's props and the manager's close handler. */
export type ModalProps<Id extends ModalId> = ModalOpenProps[Id] & { onClose: () => void };
