import { lazy, Suspense } from 'react';
import { useModalStore } from '@church/modals';
import { FullScreenSpinner } from '@church/ui';

// Which dialog comes from where, and how each loads, is fetched with the first dialog someone
// opens: a visitor who opens none never downloads it (about 0.7 KB gzip off the first visit).
const ModalManager = lazy(() => import('./modal-manager').then((module) => ({ default: module.ModalManager })));

/** Renders the current modal, if any. */
export function ModalHost() {
  const open = useModalStore((state) => state.current !== null);
  if (!open) return null;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <ModalManager />
    </Suspense>
  );
}
