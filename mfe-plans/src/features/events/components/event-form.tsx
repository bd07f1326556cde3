import { useEffect, useState, type RefObject } from 'react';
import {
  Button,
  churchTimeZone,
  FormTextArea,
  FormTextField,
  useConfirm,
  useLeaveGuard,
  useValibotForm,
} from '@church/ui';
import { useSaveEvent } from '../api/save-event';
import { EventFormSchema, toSaveEvent, type EventFormInput, type PickedGroup } from './event-form-schema';
import { GroupPicker } from './group-picker';
import list from '../../../components/admin-list.module.css';

interface EventFormProps {
  initial: EventFormInput;
  initialGroup: PickedGroup | null;
  /** The event being edited; none when creating one. */
  eventId?: number;
  onDone: () => void;
  /** Cancel: the dialog asks before dropping changes. */
  onCancel: () => void;
  /** Kept current, so the dialog knows whether closing it loses anything. */
  dirtyRef: RefObject<boolean>;
}

/**
 * Title, description, start and end on the church's clock (whatever the browser's zone), location,
 * group, public or not and, for a new event, "save as template". Refused input stays as typed.
 */
export function EventForm({ initial, initialGroup, eventId, onDone, onCancel, dirtyRef }: EventFormProps) {
  const zone = churchTimeZone();
  const save = useSaveEvent();
  const form = useValibotForm(EventFormSchema, initial);
  const [group, setGroup] = useState<PickedGroup | null>(initialGroup);
  const dirty = form.formState.isDirty || group?.id !== initialGroup?.id;
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty, dirtyRef]);
  const { confirm, dialog } = useConfirm();
  useLeaveGuard(dirty && !save.isSuccess, () =>
    confirm({
      title: 'Leave without saving?',
      message: <p>Your changes to this event have not been saved and will be lost.</p>,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
      onConfirm: () => undefined,
    }),
  );

  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ id: eventId, ...toSaveEvent(values, group, zone) }).then(onDone, () => undefined);
  });

  return (
    <form className="ui-form" noValidate onSubmit={submit}>
      <FormTextField form={form} name="title" label="Title" autoComplete="off" autoFocus />
      <FormTextArea form={form} name="body" label="Description" rows={3} />
      <fieldset className={list.fieldset}>
        <legend>When</legend>
        <p className={list.zone}>Times are the church's ({zone.replace(/_/g, ' ')}).</p>
        <div className={list.row}>
          <FormTextField form={form} name="startDate" label="Start date" type="date" />
          <FormTextField form={form} name="startTime" label="Start time" type="time" />
          <FormTextField form={form} name="endDate" label="End date" type="date" />
          <FormTextField form={form} name="endTime" label="End time" type="time" />
        </div>
      </fieldset>
      <FormTextField form={form} name="location" label="Location" autoComplete="off" />
      <GroupPicker chosen={group} onChoose={setGroup} />
      <div className={list.checks}>
        <label className={list.check}>
          <input type="checkbox" {...form.register('isPublic')} />
          Public (shown on the events page)
        </label>
        {eventId === undefined ? (
          <label className={list.check}>
            <input type="checkbox" {...form.register('saveAsTemplate')} />
            Save as template
          </label>
        ) : null}
      </div>
      <div className={list.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {eventId === undefined ? 'Create event' : 'Save'}
        </Button>
      </div>
      {dialog}
    </form>
  );
}
