import { VISIT_INFO_LIMITS, VisitInfoSchema, type VisitInfo } from '@church/contracts';
import { Button, FormTextArea, FormTextField, useValibotForm } from '@church/ui';
import { useSaveVisitInfo } from '../api/save-visit-info';
import { WeeklyTimesFields } from './weekly-times-fields';
import styles from './church-settings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** What the home page and About Us tell a first-time visitor; the server checks it again. */
export function VisitInfoForm({ visit }: { visit: VisitInfo }) {
  const { t } = useTranslate();
  const save = useSaveVisitInfo();
  const form = useValibotForm(VisitInfoSchema, visit);
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(
      (saved) => form.reset(saved),
      () => undefined,
    );
  });
  return (
    <form className="ui-form" noValidate onSubmit={submit} aria-labelledby="visit-info-heading">
      <h2 id="visit-info-heading">{t('dashboard.visitInfo.title')}</h2>
      <p className={styles.hint}>{t('dashboard.visitInfo.hint')}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('dashboard.visitInfo.serviceTimes')}</legend>
        <WeeklyTimesFields
          form={form}
          name="serviceTimes"
          labels={{
            empty: t('dashboard.visitInfo.noTimes'),
            add: t('dashboard.visitInfo.add'),
            remove: (number) => t('dashboard.visitInfo.remove', { number }),
          }}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('dashboard.visitInfo.address')}</legend>
        <FormTextField form={form} name="address.street" label={t('dashboard.visitInfo.street')} autoComplete="off" />
        <FormTextField form={form} name="address.city" label={t('dashboard.visitInfo.city')} autoComplete="off" />
        <FormTextField form={form} name="address.state" label={t('dashboard.visitInfo.state')} autoComplete="off" />
        <FormTextField form={form} name="address.zip" label={t('dashboard.visitInfo.zip')} autoComplete="off" />
      </fieldset>
      <FormTextArea
        form={form}
        name="parking"
        label={t('dashboard.visitInfo.parking')}
        maxLength={VISIT_INFO_LIMITS.note}
      />
      <FormTextArea
        form={form}
        name="accessibility"
        label={t('dashboard.visitInfo.accessibility')}
        maxLength={VISIT_INFO_LIMITS.note}
      />
      <FormTextField form={form} name="phone" label={t('dashboard.visitInfo.phone')} type="tel" autoComplete="off" />
      <FormTextField form={form} name="email" label={t('dashboard.visitInfo.email')} type="email" autoComplete="off" />
      <div className={styles.actions}>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t('dashboard.visitInfo.save')}
        </Button>
      </div>
    </form>
  );
}
