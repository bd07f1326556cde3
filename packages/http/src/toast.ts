import type * as ReactHotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

type ToastLibrary = typeof ReactHotToast;
type Message = Parameters<ToastLibrary['toast']>[0];
type Kind = 'blank' | 'success' | 'error';

interface ToastState {
  library?: Promise<ToastLibrary>;
  listeners: Set<() => void>;
  lastId: number;
}

// This entry is bundled into each app (it must not pull in the shared client), so its state
// lives on the page: a remote's first toast has to mount the shell's toaster.
const stateKey = Symbol.for('church.toast');
const state: ToastState = ((globalThis as Record<symbol, ToastState | undefined>)[stateKey] ??= {
  listeners: new Set(),
  lastId: 0,
});

/**
 * react-hot-toast is fetched on the first toast, not on the first visit (decision 0048): a
 * visitor who is never told anything never downloads it. Calls made while it loads run in
 * order once it has arrived.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  if (!state.library) {
    state.library = import('react-hot-toast');
    state.listeners.forEach((listener) => listener());
  }
  return state.library;
}

/** Whether a toast has been asked for yet: the page's toaster mounts from then on. */
export function toastRequested(): boolean {
  return state.library !== undefined;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

function show(kind: Kind, message: Message, options?: ToastOptions): string {
  // The id is chosen here so callers still get it synchronously, as from react-hot-toast.
  const id = options?.id ?? `toast-${++state.lastId}`;
  void loadToastLibrary().then(({ toast: loaded }) => {
    const call = kind === 'blank' ? loaded : loaded[kind];
    call(message, { ...options, id });
  });
  return id;
}

/** react-hot-toast's `toast`, for the calls the apps make. */
export const toast = Object.assign((message: Message, options?: ToastOptions) => show('blank', message, options), {
  success: (message: Message, options?: ToastOptions) => show('success', message, options),
  error: (message: Message, options?: ToastOptions) => show('error', message, options),
  /** Removes one toast, or all; nothing to do while none has ever been shown. */
  remove: (id?: string) => {
    void state.library?.then(({ toast: loaded }) => loaded.remove(id));
  },
});
