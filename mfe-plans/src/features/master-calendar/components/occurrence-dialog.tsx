import { Button, churchTimeZone, FormTextArea, FormTextField, Modal, useValibotForm } from '@church/ui';
import type { CalendarEventDetail } from '@church/contracts';
import { useTranslate } from '../../../i18n/catalogues';
import { useChangeOccurrence } from '../api/change-occurrence';
import list from '../../../components/admin-list.module.css';
import { occurrenceToForm, OccurrenceFormSchema, toChangeOccurrence } from './occurrence-form-schema';

interface OccurrenceDialogProps {
  detail: CalendarEventDetail;
  /** The date it has in the series ('YYYY-MM-DD'). */
  date: string;
  onClose: () => void;
}

/** "Edit this date": one date of a repeating event, changed without touching the others. */
export function OccurrenceDialog({ detail, date, onClose }: OccurrenceDialogProps) {
  const { t } = useTranslate();
  const zone = churchTimeZone();
  const change = useChangeOccurrence();
  const form = useValibotForm(OccurrenceFormSchema, occurrenceToForm(detail, zone));
  const submit = form.handleSubmit(async (values) => {
    await change
      .mutateAsync({ id: detail.id, date, ...toChangeOccurrence(values, zone) })
      .then(onClose, () => undefined);
  });
  return (
    <Modal title={t('plans.calendar.editDateTitle', { title: detail.title })} onClose={onClose} wide>
      <form className="ui-form" noValidate onSubmit={submit}>
        <FormTextField form={form} name="title" label={t('plans.common.title')} autoComplete="off" />
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
        <FormTextField form={form} name="location" label={t('plans.events.location')} autoComplete="off" />
        <div className={list.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('plans.common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('plans.common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
