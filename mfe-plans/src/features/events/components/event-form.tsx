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
import { useTranslate } from '../../../i18n/catalogues';
import { useSaveEvent } from '../api/save-event';
import { EventFormSchema, toSaveEvent, type EventFormInput, type PickedGroup } from './event-form-schema';
import { GroupPicker } from './group-picker';
import { RepeatFields } from './repeat-fields';
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
  const { t } = useTranslate();
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
      title: t('plans.events.leaveTitle'),
      message: <p>{t('plans.events.leaveMessage')}</p>,
      confirmLabel: t('plans.events.leave'),
      cancelLabel: t('plans.events.stay'),
      onConfirm: () => undefined,
    }),
  );

  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ id: eventId, ...toSaveEvent(values, group, zone) }).then(onDone, () => undefined);
  });

  return (
    <form className="ui-form" noValidate onSubmit={submit}>
      <FormTextField form={form} name="title" label={t('plans.common.title')} autoComplete="off" autoFocus />
      <FormTextArea form={form} name="body" label={t('plans.common.description')} rows={3} />
      <fieldset className={list.fieldset}>
        <legend>{t('plans.events.when')}</legend>
        <p className={list.zone}>{t('plans.events.zone', { zone: zone.replace(/_/g, ' ') })}</p>
        <div className={list.row}>
          <FormTextField form={form} name="startDate" label={t('plans.events.startDate')} type="date" />
          <FormTextField form={form} name="startTime" label={t('plans.events.startTime')} type="time" />
          <FormTextField form={form} name="endDate" label={t('plans.events.endDate')} type="date" />
          <FormTextField form={form} name="endTime" label={t('plans.events.endTime')} type="time" />
        </div>
      </fieldset>
      <RepeatFields form={form} />
      <FormTextField form={form} name="location" label={t('plans.events.location')} autoComplete="off" />
      <GroupPicker chosen={group} onChoose={setGroup} />
      <div className={list.checks}>
        <label className={list.check}>
          <input type="checkbox" {...form.register('isPublic')} />
          {t('plans.events.isPublic')}
        </label>
        {eventId === undefined ? (
          <label className={list.check}>
            <input type="checkbox" {...form.register('saveAsTemplate')} />
            {t('plans.events.saveAsTemplate')}
          </label>
        ) : null}
      </div>
      <div className={list.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('plans.common.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {eventId === undefined ? t('plans.events.create') : t('plans.common.save')}
        </Button>
      </div>
      {dialog}
    </form>
  );
}
