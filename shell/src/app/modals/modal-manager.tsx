import { lazy, Suspense, useState } from 'react';
import { withCatalogues } from '@church/i18n';
import { closeModal, useModalStore, type ModalId } from '@church/modals';
import { FullScreenSpinner } from '@church/ui';
import { RemoteRegion } from '@church/remotes';
import { modalRegistry } from './modal-registry';

/** Renders the one current modal, loading its code on first use. */
export function ModalManager() {
  const current = useModalStore((state) => state.current);
  if (!current) return null;
  const source = modalRegistry[current.id];
  const props = { ...current.props, onClose: closeModal };
  if ('load' in source) return <LocalModal key={current.id} id={current.id} props={props} />;
  return (
    <RemoteRegion
      key={current.id}
      remote={source.remote}
      exposed={source.exposed}
      label={source.title}
      props={props}
      fallback={<FullScreenSpinner />}
      onCloseDialog={closeModal}
    />
  );
}

function LocalModal({ id, props }: { id: ModalId; props: Record<string, unknown> & { onClose: () => void } }) {
  const [Component] = useState(() => {
    const source = modalRegistry[id];
    if (!('load' in source)) throw new Error(`${id} is not a shell modal`);
    // Its catalogue (registered as its chunk loads) is in the active language before it draws.
    return lazy(withCatalogues(source.load));
  });
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Component {...props} />
    </Suspense>
  );
}
