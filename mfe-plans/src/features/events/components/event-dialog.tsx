import { useRef } from 'react';
import { Modal, useConfirm } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import type { EventFormInput, PickedGroup } from './event-form-schema';
import { EventForm } from './event-form';

export interface EventDraft {
  title: string;
  initial: EventFormInput;
  group: PickedGroup | null;
  eventId?: number;
}

/** The event form in a dialog; closing it (Cancel, Escape, the backdrop) with changes asks first. */
export function EventDialog({ draft, onClose }: { draft: EventDraft; onClose: () => void }) {
  const { t } = useTranslate();
  const { confirm, dialog } = useConfirm();
  const dirtyRef = useRef(false);
  const cancel = () => {
    if (!dirtyRef.current) return onClose();
    void confirm({
      title: t('plans.events.discardTitle'),
      message: <p>{t('plans.events.discardMessage')}</p>,
      confirmLabel: t('plans.events.discard'),
      cancelLabel: t('plans.events.keepEditing'),
      onConfirm: onClose,
    });
  };
  return (
    <>
      <Modal title={draft.title} onClose={cancel} wide>
        <EventForm
          initial={draft.initial}
          initialGroup={draft.group}
          eventId={draft.eventId}
          onDone={onClose}
          onCancel={cancel}
          dirtyRef={dirtyRef}
        />
      </Modal>
      {dialog}
    </>
  );
}
